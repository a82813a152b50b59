import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { BackupSchema, type Backup } from '../../../../shared/backups.js';
import { messages } from '../../../../shared/messages.js';
import { apiRequest, errorFrom } from '../../../lib/api-client.js';
import { ApiError } from '../../../lib/api-error.js';

const BACKUPS = '/api/v1/account/backups';
// Not under any record's key: the offline copy keeps those, and a backup's progress is of the moment.
const backupsKey = ['backups'] as const;

/** How often the list is asked again while a backup or restore is under way. */
export const BACKUP_POLL_MS = 1000;

const underWay = (backups: Backup[] | undefined) => backups?.some((b) => b.status !== 'ready' && b.status !== 'failed') ?? false;

export const backupsQueryOptions = () =>
  queryOptions({
    queryKey: backupsKey,
    queryFn: () => apiRequest(BACKUPS, { schema: z.array(BackupSchema) }),
    refetchInterval: (query) => (underWay(query.state.data) ? BACKUP_POLL_MS : false),
  });

export const useBackups = () => useQuery(backupsQueryOptions());

/** The zip of a finished backup. */
export const backupFileUrl = (id: string) => `${BACKUPS}/${encodeURIComponent(id)}/file`;

/** Sends a backup file as it is (the body is the zip, streamed by the browser), to be restored. */
async function sendBackup(file: File): Promise<Backup> {
  let response: Response;
  try {
    response = await fetch(`/api/v1/account/restores?name=${encodeURIComponent(file.name.slice(0, 200))}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'Content-Type': 'application/zip' },
      body: file,
    });
  } catch {
    throw new ApiError(0, 'INTERNAL', messages.errorConnecting);
  }
  const answer: unknown = await response.json().catch(() => null);
  if (!response.ok) throw errorFrom(response.status, answer);
  return BackupSchema.parse(answer);
}

/** Starting a backup, and sending a file to restore: each puts its job at the top of the list. */
export function useBackupActions() {
  const client = useQueryClient();
  const onSuccess = (backup: Backup) => client.setQueryData<Backup[]>(backupsKey, (list = []) => [backup, ...list.filter((b) => b.id !== backup.id)]);
  return {
    start: useMutation({ mutationFn: () => apiRequest(BACKUPS, { method: 'POST', schema: BackupSchema }), onSuccess }),
    restore: useMutation({ mutationFn: sendBackup, onSuccess }),
  };
}
