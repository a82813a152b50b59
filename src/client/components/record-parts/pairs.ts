import type { FormErrors } from '@mantine/form';
import type { z } from 'zod';

/** A tag or a property as a form holds it. */
export interface Pair {
  key: string;
  value: string;
}

/** A row the user added and left empty: dropped on save rather than refused. */
const isBlank = (pair: Pair) => pair.key.trim() === '' && pair.value.trim() === '';

/** The pairs worth saving: `value` without the rows left empty. */
export const filledPairs = (pairs: readonly Pair[]): Pair[] => pairs.filter((pair) => !isBlank(pair));

export type PairErrors = Partial<Record<number, Partial<Record<keyof Pair, string>>>>;

/**
 * The errors `schema` (TagsSchema or PropertiesSchema) finds, by row of `pairs` and field, e.g.
 * 'The key email is already used'. Empty rows have none: they are not saved.
 */
export function pairErrors(schema: z.ZodType, pairs: readonly Pair[]): PairErrors {
  const rows = pairs.flatMap((pair, index) => (isBlank(pair) ? [] : [{ pair, index }]));
  const result = schema.safeParse(rows.map((row) => row.pair));
  const errors: PairErrors = {};
  for (const issue of result.error?.issues ?? []) {
    const [position, field] = issue.path;
    const row = typeof position === 'number' ? rows[position] : undefined;
    if (!row || (field !== 'key' && field !== 'value')) continue;
    errors[row.index] = { [field]: issue.message, ...errors[row.index] };
  }
  return errors;
}

/** The first row error, for a form's `validate` to block saving: `tags: firstPairError(TagsSchema, values.tags)`. */
export function firstPairError(schema: z.ZodType, pairs: readonly Pair[]): string | undefined {
  return Object.values(pairErrors(schema, pairs))
    .flatMap((row) => Object.values(row ?? {}))
    .at(0);
}

/** A form's error for `field` or for any row under it (the server names 'tags.1.key'), for the editor's `error`. */
export function pairsFieldError(errors: FormErrors, field: string): string | undefined {
  const found = Object.entries(errors).find(([path]) => path === field || path.startsWith(`${field}.`));
  return found && typeof found[1] === 'string' ? found[1] : undefined;
}
