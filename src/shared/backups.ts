import { z } from 'zod';

/** What a restore did, per kind of record: rows added, and rows the account already had (left as they were). */
export const RestoreResultSchema = z.object({
  added: z.record(z.string(), z.number().int()),
  alreadyThere: z.record(z.string(), z.number().int()),
  files: z.object({ added: z.number().int(), alreadyThere: z.number().int() }),
});
export type RestoreResult = z.infer<typeof RestoreResultSchema>;

/**
 * A backup being made (`export`: ready to download once `ready`) or a backup file being restored
 * (`restore`: its `result` once `ready`), (`uploading` while its file is still arriving), with its progress in steps (`done` of `total`) and, when
 * it failed, why (nothing was changed then).
 */
export const BackupSchema = z.object({
  id: z.uuid(),
  kind: z.enum(['export', 'restore']),
  status: z.enum(['uploading', 'queued', 'running', 'ready', 'failed']),
  done: z.number().int(),
  total: z.number().int(),
  error: z.string(),
  fileName: z.string(),
  size: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
  result: RestoreResultSchema.nullable(),
});
export type Backup = z.infer<typeof BackupSchema>;
