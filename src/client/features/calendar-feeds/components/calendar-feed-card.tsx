import { Alert, Anchor, Button, CopyButton, Group, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconArrowUpRight, IconCalendarPlus, IconCheck, IconCopy, IconPower, IconRefresh } from '@tabler/icons-react';
import { useId } from 'react';
import { googleCalendarUrl, webcalUrl } from '../../../../shared/calendar-feeds.js';
import { messages } from '../../../../shared/messages.js';
import { confirmDestructive } from '../../../components/confirm.js';
import { ApiError } from '../../../lib/api-error.js';
import { notifyDeleteFailed, notifySaveFailed, notifySuccess } from '../../../lib/notify.js';
import { useCalendarFeed, useCalendarFeedActions, type CalendarFeedScope } from '../api/calendar-feed-api.js';

/** What the card says and asks, word for word, for the tests to share. */
export const calendarFeedTexts = {
  made: 'Calendar feed made',
  renewed: 'New calendar feed address made',
  turnedOff: 'Calendar feed turned off',
  renewQuestion: 'Make a new address? The old one stops working in calendars that use it.',
  turnOffQuestion: 'Turn off the calendar feed? Calendars that use it stop updating.',
} as const;

const explanation = (scope: CalendarFeedScope) =>
  scope === 'account'
    ? 'Subscribe your calendar app to your trips and assignments, and it stays up to date as they change.'
    : 'Subscribe your calendar app to this trip, and it stays up to date as the trip changes.';

// Held by the card, which stays while a change swaps one view for the other, so a change's notice is not lost with its button.
type Actions = ReturnType<typeof useCalendarFeedActions>;

/** The address to copy, the links that subscribe to it, and its renewal or end. */
function FeedAddress({ url, actions: { renew, end } }: { url: string; actions: Actions }) {
  const askRenew = () =>
    confirmDestructive({
      question: calendarFeedTexts.renewQuestion,
      confirmLabel: 'New address',
      onConfirm: () => renew.mutate(undefined, { onSuccess: () => notifySuccess(calendarFeedTexts.renewed), onError: notifySaveFailed }),
    });
  const askEnd = () =>
    confirmDestructive({
      question: calendarFeedTexts.turnOffQuestion,
      confirmLabel: 'Turn off',
      onConfirm: () => end.mutate(undefined, { onSuccess: () => notifySuccess(calendarFeedTexts.turnedOff), onError: notifyDeleteFailed }),
    });
  return (
    <>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput label="Calendar feed address" value={url} readOnly flex={1} miw={0} onFocus={(event) => event.currentTarget.select()} />
        <CopyButton value={url}>
          {({ copied, copy }) => (
            <Button variant="default" leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />} onClick={copy} flex="none">
              {copied ? 'Copied' : 'Copy'}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Group gap="md" wrap="wrap">
        <Anchor href={webcalUrl(url)} size="sm">
          <Group gap={4} wrap="nowrap" component="span">
            <IconCalendarPlus size={16} aria-hidden />
            Subscribe in your calendar app
          </Group>
        </Anchor>
        <Anchor href={googleCalendarUrl(url)} target="_blank" rel="noopener noreferrer" size="sm">
          <Group gap={4} wrap="nowrap" component="span">
            Add to Google Calendar
            {/* Not the directions' IconExternalLink: sharing it would split it into a chunk of its own on the trip editor's first load. */}
            <IconArrowUpRight size={14} aria-hidden />
          </Group>
        </Anchor>
      </Group>
      <Text size="sm" c="dimmed">
        Anyone with this address can read the calendar. Share it with no one; if it gets out, make a new address.
      </Text>
      <Group gap="xs">
        <Button variant="default" size="xs" leftSection={<IconRefresh size={16} />} loading={renew.isPending} onClick={askRenew}>
          New address
        </Button>
        <Button variant="default" size="xs" leftSection={<IconPower size={16} />} loading={end.isPending} onClick={askEnd}>
          Turn off
        </Button>
      </Group>
    </>
  );
}

/** Before there is a feed: what it is for, and the button that makes one. */
function NoFeed({ scope, actions: { renew } }: { scope: CalendarFeedScope; actions: Actions }) {
  const make = () => renew.mutate(undefined, { onSuccess: () => notifySuccess(calendarFeedTexts.made), onError: notifySaveFailed });
  return (
    <>
      <Text size="sm">{explanation(scope)}</Text>
      <Group>
        <Button variant="light" leftSection={<IconCalendarPlus size={16} />} loading={renew.isPending} onClick={make}>
          Make a calendar feed
        </Button>
      </Group>
    </>
  );
}

/**
 * A calendar feed, the user's own (`scope` 'account': every trip and assignment) or one trip's: the
 * secret address a calendar app subscribes to, made, copied, renewed or turned off here.
 */
export function CalendarFeedCard({ scope }: { scope: CalendarFeedScope }) {
  const titleId = useId();
  const feed = useCalendarFeed(scope);
  const actions = useCalendarFeedActions(scope);
  let body;
  if (feed.data) body = feed.data.url ? <FeedAddress url={feed.data.url} actions={actions} /> : <NoFeed scope={scope} actions={actions} />;
  // A 401 says nothing here: the session guard asks to sign in again.
  else if (feed.error) body = feed.error instanceof ApiError && feed.error.status === 401 ? null : <Alert color="red">{feed.error instanceof ApiError ? feed.error.message : messages.internalServerError}</Alert>;
  else body = <Skeleton h={72} aria-label="Loading the calendar feed" />;
  return (
    <Paper component="section" withBorder p="md" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title id={titleId} order={2} size="h4">
          Calendar feed
        </Title>
        {body}
      </Stack>
    </Paper>
  );
}
