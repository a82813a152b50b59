import { asc, eq, sql } from 'drizzle-orm';
import { messages } from '../../../shared/messages.js';
import type { Db } from '../../db/client.js';
import { contacts } from '../../db/schema/contacts.js';
import { customerContacts } from '../../db/schema/customers.js';
import { tripContacts } from '../../db/schema/trips.js';
import { AppError } from '../../errors.js';
import { ownedRecordIds } from '../record-parts/record-tables.js';

/** The tables that link contacts to a record, with the column naming the record. */
const links = {
  customer: { table: customerContacts, key: customerContacts.customerId },
  trip: { table: tripContacts, key: tripContacts.tripId },
} as const;
type Linking = keyof typeof links;

/** A record's contacts, by last then first name. */
export function linkedContacts(db: Db, linking: Linking, recordId: string) {
  const { table, key } = links[linking];
  return db
    .select({ id: contacts.id, firstName: contacts.firstName, lastName: contacts.lastName })
    .from(table)
    .innerJoin(contacts, eq(contacts.id, table.contactId))
    .where(eq(key, recordId))
    .orderBy(asc(sql`lower(${contacts.lastName})`), asc(sql`lower(${contacts.firstName})`));
}

/** Replaces a record's contacts; each must be the user's own ('Contact not found' otherwise, and nothing changes). */
export async function replaceLinkedContacts(tx: Db, linking: Linking, userId: string, recordId: string, contactIds: string[]) {
  const wanted = [...new Set(contactIds)];
  const owned = await ownedRecordIds(tx, 'contact', userId, wanted);
  if (owned.length !== wanted.length) throw new AppError('NOT_FOUND', messages.notFound('Contact'));
  const { table, key } = links[linking];
  await tx.delete(table).where(eq(key, recordId));
  if (owned.length === 0) return;
  if (linking === 'customer') await tx.insert(customerContacts).values(owned.map((contactId) => ({ userId, customerId: recordId, contactId })));
  else await tx.insert(tripContacts).values(owned.map((contactId) => ({ userId, tripId: recordId, contactId })));
}
