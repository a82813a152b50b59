import { z } from 'zod';

export const PAGE_SIZE_DEFAULT = 25;
export const PAGE_SIZE_MAX = 100;

/** Query of every list endpoint: free-text search, one sort column, page. */
export const listQuerySchema = <const S extends readonly [string, ...string[]]>(sortable: S, defaultSort: S[number]) =>
  z.object({
    search: z.string().trim().max(200).optional(),
    sort: z.enum(sortable).default(defaultSort),
    order: z.enum(['asc', 'desc']).default('asc'),
    page: z.coerce.number({ error: 'Numbers only' }).int().min(1).default(1),
    pageSize: z.coerce.number({ error: 'Numbers only' }).int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
  });

/** A page of a list, with the total for the pager. */
export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

/** What deleting does to records linked to the deleted ones (timecards of a project): refuse, or detach them. */
export const LinkedModeSchema = z.enum(['refuse', 'detach']).default('refuse');
export type LinkedMode = z.infer<typeof LinkedModeSchema>;

export const BulkDeleteSchema = z.object({
  ids: z.array(z.uuid({ error: 'Record not found' })).min(1, { error: 'Select one or more records' }).max(500),
  linked: LinkedModeSchema,
});
export type BulkDelete = z.infer<typeof BulkDeleteSchema>;

export const IdParamSchema = z.object({ id: z.uuid({ error: 'Record not found' }) });
