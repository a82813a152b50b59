// A change made from an older copy of a record (an edit written offline, sent later) must not
// silently undo a change made meanwhile elsewhere: the client says which version it began from
// in `If-Match` (RFC 9110 §13.1.1), the record's `updatedAt` as an entity-tag, and the change is
// made only if that is still the record's version; otherwise 412 and nothing changes.
import { z } from '@hono/zod-openapi';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { messages } from '../../shared/messages.js';
import { fail } from './openapi.js';

const HEADER = 'if-match';

/** A record's version as an entity-tag: its `updatedAt`, to the millisecond, in quotes. */
export const versionTag = (updatedAt: string): string => `"${updatedAt}"`;

export const IfMatchHeadersSchema = z.object({
  [HEADER]: z
    .string()
    .regex(/^"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z"$/, { error: messages.dateNotValid })
    .optional()
    .openapi({
      description:
        "The record's version the change began from: its `updatedAt` as answered, in double quotes. If the record has changed since, the answer is 412 and nothing changes; without it, the change is made whatever the version.",
      example: '"2026-11-26T15:04:05.123Z"',
    }),
});

/** The answer when the version named is no longer the record's. */
export const changedElsewhere = { 412: fail('The record changed since the version in If-Match; nothing was changed') };

/** The condition that `updatedAt` is still the version `ifMatch` names. */
export const isVersion = (updatedAt: AnyColumn, ifMatch: string): SQL<boolean> =>
  sql<boolean>`date_trunc('milliseconds', ${updatedAt}) = ${ifMatch.slice(1, -1)}::timestamptz`;
