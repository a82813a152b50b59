import { and, eq, inArray } from 'drizzle-orm';
import type { RecordType } from '../../../shared/record-parts.js';
import type { Db } from '../../db/client.js';
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

/** The ids among `ids` that are records of `recordType` owned by `userId`. */
export async function ownedRecordIds(db: Db, recordType: RecordType, userId: string, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const table = recordTables[recordType];
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.userId, userId), inArray(table.id, ids)));
  return rows.map((r) => r.id);
}
