import { Alert, Anchor, Button, Group, Skeleton, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Temporal } from 'temporal-polyfill';
import { messages } from '../../../../shared/messages.js';
import { protectedPaths } from '../../../../shared/routes.js';
import type { Timecard } from '../../../../shared/timecards.js';
import { ApiError } from '../../../lib/api-error.js';
import { useHomeZone } from '../../../lib/profile.js';
import { useWrittenWeek } from '../api/get-week.js';
import { TimerButton } from './timer-button.js';
import { WeekEntries } from './week-entries.js';
import { WeekTotals } from './week-summaries.js';

const TimecardEditor = lazy(() => import('./timecard-editor.js').then((m) => ({ default: m.TimecardEditor })));

/**
 * This week's timecards in a narrow space (the dual view): the timer, the week's totals and its
 * entries by day, each opening in the editor; the batch actions, summaries and chart stay on the
 * timecards page, one link away.
 */
export function ThisWeekTimecards() {
  const home = useHomeZone();
  const today = Temporal.Now.plainDateISO(home).toString();
  const week = useWrittenWeek(today);
  const [editing, setEditing] = useState<{ entry?: Timecard; day: string } | null>(null);
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs">
          <TimerButton />
          <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => setEditing({ day: today })}>
            Add time entry
          </Button>
        </Group>
        <Anchor component={Link} to={protectedPaths.timecards} size="sm">
          Open timecards
        </Anchor>
      </Group>
      {week.error ? <Alert color="red">{week.error instanceof ApiError ? week.error.message : messages.internalServerError}</Alert> : null}
      {week.data ? (
        <>
          <WeekTotals totals={week.data.totals} />
          <WeekEntries week={week.data} home={home} waiting={week.waiting} onOpen={(entry) => setEditing({ entry, day: entry.day })} onAdd={(day) => setEditing({ day })} />
        </>
      ) : week.error ? null : (
        <Skeleton h={320} />
      )}
      {editing ? (
        <Suspense fallback={null}>
          <TimecardEditor entry={editing.entry} day={editing.day} home={home} onClose={() => setEditing(null)} />
        </Suspense>
      ) : null}
    </Stack>
  );
}
