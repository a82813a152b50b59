import { Alert, Anchor, Button, FileButton, Group, Paper, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconDatabaseExport, IconDownload, IconUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import type { Backup, RestoreResult } from '../../../../shared/backups.js';
import { messages } from '../../../../shared/messages.js';
import { ApiError } from '../../../lib/api-error.js';
import { notifySaveFailed } from '../../../lib/notify.js';
import { backupFileUrl, useBackupActions, useBackups } from '../api/backup-api.js';

/** What the card says, word for word, for the tests to share. */
export const backupTexts = {
  download: 'Download my data',
  restore: 'Restore from a backup',
  explanation:
    'One zip with everything you have recorded (trips, reservations, receipts, timecards, customers, notes, documents and every file), to keep, or to restore here or into another account. Restoring adds what this account does not have yet and changes nothing it has.',
} as const;

const fileSize = (bytes: number) =>
  bytes < 1_000_000 ? `${Math.max(1, Math.round(bytes / 1000)).toLocaleString()} kB` : `${(bytes / 1_000_000).toLocaleString(undefined, { maximumFractionDigits: 1 })} MB`;

/** What a finished restore did, in a sentence. */
export function restoreSummary(result: RestoreResult): string {
  const added = result.records.reduce((sum, r) => sum + r.added, 0);
  const there = result.records.reduce((sum, r) => sum + r.alreadyThere, result.files.alreadyThere);
  const files = result.files.added;
  const addedText = `${added.toLocaleString()} ${added === 1 ? 'record' : 'records'} and ${files.toLocaleString()} ${files === 1 ? 'file' : 'files'} added`;
  return there > 0 ? `${addedText}; ${there.toLocaleString()} already here, left as they were.` : `${addedText}.`;
}

function BackupRow({ backup }: { backup: Backup }) {
  const when = new Date(backup.createdAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  const what = backup.kind === 'export' ? `Backup of ${when}` : `Restore of ${backup.fileName} (${when})`;
  let state;
  if (backup.status === 'failed') state = <Text size="sm" c="red">{backup.error}</Text>;
  else if (backup.status !== 'ready') {
    const share = backup.total > 0 ? (backup.done / backup.total) * 100 : 0;
    state = <Progress value={share} animated aria-label={`${what}: ${Math.round(share)}% done`} />;
  } else if (backup.kind === 'export') {
    state = (
      <Anchor href={backupFileUrl(backup.id)} download={backup.fileName} size="sm">
        <Group gap={4} wrap="nowrap" component="span">
          <IconDownload size={16} aria-hidden />
          Download {backup.fileName} ({fileSize(backup.size)})
        </Group>
      </Anchor>
    );
  } else state = <Text size="sm">{backup.result ? restoreSummary(backup.result) : 'Restored.'}</Text>;
  return (
    <Stack gap={4} component="li">
      <Text size="sm" fw={500}>
        {what}
      </Text>
      {state}
    </Stack>
  );
}

/** When a restore ends, what the other pages show is asked again: it may have added to all of them. */
function useRefreshAfterRestore(backups: Backup[] | undefined) {
  const client = useQueryClient();
  const waiting = useRef(new Set<string>());
  useEffect(() => {
    let ended = false;
    for (const b of backups ?? []) {
      if (b.kind !== 'restore') continue;
      if (b.status === 'ready' || b.status === 'failed') ended = waiting.current.delete(b.id) || ended;
      else waiting.current.add(b.id);
    }
    if (ended) void client.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'backups' });
  }, [backups, client]);
}

/** 'Download my data' and 'Restore from a backup', with the latest of each and their progress. */
export function BackupCard() {
  const titleId = useId();
  const backups = useBackups();
  const { start, restore } = useBackupActions();
  useRefreshAfterRestore(backups.data);
  let list;
  if (backups.data) {
    list = backups.data.length ? (
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {backups.data.map((b) => (
          <BackupRow key={b.id} backup={b} />
        ))}
      </Stack>
    ) : null;
  } else if (backups.error) {
    list = backups.error instanceof ApiError && backups.error.status === 401 ? null : <Alert color="red">{backups.error instanceof ApiError ? backups.error.message : messages.internalServerError}</Alert>;
  } else list = <Skeleton h={40} aria-label="Loading your backups" />;
  return (
    <Paper component="section" withBorder p="md" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title id={titleId} order={2} size="h4">
          Your data
        </Title>
        <Text size="sm">{backupTexts.explanation}</Text>
        <Group gap="xs">
          <Button variant="light" leftSection={<IconDatabaseExport size={16} />} loading={start.isPending} onClick={() => start.mutate(undefined, { onError: notifySaveFailed })}>
            {backupTexts.download}
          </Button>
          <FileButton accept=".zip,application/zip" onChange={(file) => file && restore.mutate(file, { onError: notifySaveFailed })}>
            {(props) => (
              <Button {...props} variant="default" leftSection={<IconUpload size={16} />} loading={restore.isPending}>
                {backupTexts.restore}
              </Button>
            )}
          </FileButton>
        </Group>
        {list}
      </Stack>
    </Paper>
  );
}
