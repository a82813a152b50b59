import { Alert, Anchor, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import type { MailImport } from '../../../../shared/imports.js';
import { messages } from '../../../../shared/messages.js';
import { buildPath, protectedPaths } from '../../../../shared/routes.js';
import { confirmDestructive } from '../../../components/confirm.js';
import { formatDate } from '../../../lib/format.js';
import { notifySuccess } from '../../../lib/notify.js';
import { useDeleteImport, useImportAddress, useMailImports } from '../api/imports-api.js';

const ImportDialog = lazy(() => import('../components/import-dialog.js').then((m) => ({ default: m.ImportDialog })));

const statusBadges: Record<MailImport['status'], { label: string; color: string }> = {
  processing: { label: 'Reading', color: 'gray' },
  ready: { label: 'To review', color: 'blue' },
  failed: { label: messages.errorRunningProcess, color: 'red' },
  deadLetter: { label: 'Gave up', color: 'red' },
  saved: { label: 'Saved', color: 'green' },
};

function ImportRow({ mail, onReview }: { mail: MailImport; onReview: () => void }) {
  const remove = useDeleteImport();
  const badge = statusBadges[mail.status];
  const found = mail.preview?.reservations.length ?? 0;
  const onDelete = () =>
    confirmDestructive({ question: 'Delete this mail?', onConfirm: () => remove.mutate(mail.id, { onSuccess: () => notifySuccess(messages.recordDeleted) }) });
  return (
    <Paper withBorder p="sm" component="li" aria-label={mail.subject || '(no subject)'}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2} miw={0}>
          <Group gap="xs">
            <Text fw={500}>{mail.subject || '(no subject)'}</Text>
            <Badge size="sm" variant="light" color={badge.color}>
              {badge.label}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {[mail.sender, formatDate(mail.receivedAt), mail.status === 'ready' || mail.status === 'saved' ? (mail.receiptId ? 'A receipt' : `${found} ${found === 1 ? 'reservation' : 'reservations'} found`) : '']
              .filter(Boolean)
              .join(' · ')}
          </Text>
          {mail.status === 'failed' || mail.status === 'deadLetter' ? (
            <Text size="sm" c="red">
              {messages.errorRunningProcess}: {mail.error}
            </Text>
          ) : mail.status === 'processing' && mail.error ? (
            <Text size="sm" c="dimmed">
              {mail.error}
            </Text>
          ) : null}
          {mail.tripId ? (
            <Anchor component={Link} to={buildPath(protectedPaths.trip, { id: mail.tripId })} size="sm">
              Open the trip
            </Anchor>
          ) : null}
        </Stack>
        <Group gap="xs" wrap="nowrap">
          {mail.status === 'ready' && mail.receiptId ? (
            <Button component={Link} to={buildPath(protectedPaths.receipt, { id: mail.receiptId })}>
              Review
            </Button>
          ) : mail.status === 'ready' ? (
            <Button onClick={onReview}>Review</Button>
          ) : null}
          <Button component="a" href={`/api/v1/imports/${mail.id}/original`} variant="default" leftSection={<IconDownload size={16} />}>
            Original
          </Button>
          <Button variant="subtle" color="red" aria-label={`Delete ${mail.subject || 'mail'}`} onClick={onDelete}>
            <IconTrash size={16} />
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

/**
 * Imports: the mails forwarded to the user's import address, each read in the background and
 * waiting for review; reviewing opens the import dialog with what was read.
 */
export function ImportsPage() {
  const list = useMailImports();
  const address = useImportAddress();
  const [reviewing, setReviewing] = useState<MailImport | null>(null);
  let body;
  if (list.data?.items.length === 0) {
    body = <Text c="dimmed">No forwarded mail yet.</Text>;
  } else if (list.data) {
    body = (
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Forwarded mails">
        {list.data.items.map((mail) => (
          <ImportRow key={mail.id} mail={mail} onReview={() => setReviewing(mail)} />
        ))}
      </Stack>
    );
  } else {
    body = <Skeleton h={64} />;
  }
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Imports
      </Title>
      {address.data?.address ? (
        <Text size="sm">
          Forward booking confirmations and e-receipts to <strong>{address.data.address}</strong>: each is read in the background and waits here for review.
        </Text>
      ) : address.data ? (
        <Alert color="gray">This server takes no forwarded mail; drop confirmations on a trip instead.</Alert>
      ) : null}
      {body}
      {reviewing?.preview ? (
        <Suspense fallback={null}>
          <ImportDialog from={{ importId: reviewing.id, preview: reviewing.preview }} onClose={() => setReviewing(null)} />
        </Suspense>
      ) : null}
    </Stack>
  );
}
