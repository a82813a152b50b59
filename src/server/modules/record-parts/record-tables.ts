import { and, eq, inArray } from 'drizzle-orm';
import type { RecordType } from '../../../shared/record-parts.js';
import { messages } from '../../../shared/messages.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { isVersion } from '../../http/versions.js';
import { contacts } from '../../db/schema/contacts.js';
import { customers } from '../../db/schema/customers.js';
import { assignments, projects, timecards } from '../../db/schema/projects.js';
import { paymentTypes, receipts, receiptTypes } from '../../db/schema/receipts.js';
import { rewards } from '../../db/schema/rewards.js';
import { tasks } from '../../db/schema/tasks.js';
import { reservations, trips } from '../../db/schema/trips.js';

/** The table of each record type that carries parts; a new area adds one line. */
export const recordTables = {
  customer: customers,
  contact: contacts,
  project: projects,
  assignment: assignments,
  timecard: timecards,
  trip: trips,
  reservation: reservations,
  receipt: receipts,
  paymentType: paymentTypes,
  receiptType: receiptTypes,
  reward: rewards,
  task: tasks,
} as const satisfies Record<
  RecordType,
  | typeof customers | typeof contacts | typeof projects | typeof assignments | typeof timecards | typeof trips | typeof reservations
  | typeof receipts | typeof paymentTypes | typeof receiptTypes | typeof rewards | typeof tasks
>;

/** The ids among `ids` that are records of `recordType` owned by `userId`, locked as `lock` asks until the transaction ends. */
export async function ownedRecordIds(
  db: Db,
  recordType: RecordType,
  userId: string,
  ids: string[],
  lock?: 'update' | 'key share',
): Promise<string[]> {
  if (ids.length === 0) return [];
  const table = recordTables[recordType];
  const query = db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.userId, userId), inArray(table.id, ids)));
  const rows = await (lock ? query.for(lock) : query);
  return rows.map((r) => r.id);
}

/**
 * Locks a record of the user until the transaction ends, once it is sure that it is still the
 * version `ifMatch` names (http/versions.ts): else 404 when it is missing or someone else's, 412
 * when it changed since.
 */
export async function lockAtVersion(db: Db, recordType: RecordType, userId: string, id: string, ifMatch: string): Promise<void> {
  const table = recordTables[recordType];
  const [row] = await db
    .select({ same: isVersion(table.updatedAt, ifMatch) })
    .from(table)
    .where(and(eq(table.userId, userId), eq(table.id, id)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', notFoundMessage[recordType]);
  if (!row.same) throw new AppError('PRECONDITION_FAILED', messages.changedElsewhere);
}

/** What a caller sees when a record is missing or someone else's (never "forbidden"). */
export const notFoundMessage: Record<RecordType, string> = {
  customer: messages.customerNotFound,
  contact: messages.notFound('Contact'),
  project: messages.notFound('Project'),
  assignment: messages.notFound('Assignment'),
  timecard: messages.notFound('Timecard'),
  trip: messages.notFound('Trip'),
  reservation: messages.notFound('Reservation'),
  receipt: messages.notFound('Receipt'),
  paymentType: messages.notFound('Payment type'),
  receiptType: messages.notFound('Receipt type'),
  reward: messages.notFound('Reward'),
  task: messages.notFound('Task'),
};

/**
 * Throws the record type's 404 unless `recordId` is the user's own record. In a transaction that
 * writes a part of it, the record stays locked until the commit, so that it cannot be deleted
 * meanwhile and leave the part behind (a deletion locks it first, see deleteRecords).
 */
export async function assertOwnRecord(db: Db, recordType: RecordType, userId: string, recordId: string) {
  const [found] = await ownedRecordIds(db, recordType, userId, [recordId], 'key share');
  if (!found) throw new AppError('NOT_FOUND', notFoundMessage[recordType]);
}

