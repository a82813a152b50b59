import { z } from 'zod';

const CountsSchema = z.object({ added: z.number().int(), alreadyThere: z.number().int() });

/** What a restore did, per kind of record and for the files: added, and already in the account (left as they were). */
export const RestoreResultSchema = z.object({
  records: z.array(CountsSchema.extend({ kind: z.string() })),
  files: CountsSchema,
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
