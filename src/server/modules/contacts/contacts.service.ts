import { and, asc, eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type {
  Contact,
  ContactInput,
  ContactListItem,
  ContactListQuerySchema,
  ContactPatchSchema,
} from '../../../shared/contacts.js';
import { messages } from '../../../shared/messages.js';
import type { Db } from '../../db/client.js';
import { contacts } from '../../db/schema/contacts.js';
import { customerContacts, customers } from '../../db/schema/customers.js';
import { users } from '../../db/schema/users.js';
import { AppError } from '../../errors.js';
import { listPage } from '../record-parts/list-page.js';
import { pairsOf, savePairs } from '../record-parts/pairs.service.js';
import { taggedListReader, type TaggedList } from '../record-parts/tagged-list.js';

type ListQuery = z.infer<typeof ContactListQuerySchema>;
type Patch = z.infer<typeof ContactPatchSchema>;

const contactNotFound = () => new AppError('NOT_FOUND', messages.notFound('Contact'));

/** The list: names, searched with the info and tag values (a phone, an email). */
const contactList = {
  table: contacts,
  recordType: 'contact',
  columns: { id: contacts.id, userId: contacts.userId, firstName: contacts.firstName, lastName: contacts.lastName, updatedAt: contacts.updatedAt },
  searched: [sql`${contacts.firstName} || ' ' || ${contacts.lastName}`, contacts.info],
} satisfies TaggedList<Record<string, PgColumn>>;

/** A page of the user's contacts; the search matches names, info and tag values (a phone, an email). */
export async function listContacts(db: Db, userId: string, query: ListQuery) {
  return listPage(
    query,
    taggedListReader(db, contactList, userId, query),
    (r): ContactListItem => ({ id: r.id, firstName: r.firstName, lastName: r.lastName, tags: r.tags ?? [], updatedAt: r.updatedAt.toISOString() }),
  );
}

/** One contact with tags, properties, the customers it belongs to, and whether its system user exists. */
export async function getContact(db: Db, userId: string, id: string): Promise<Contact> {
  const [row] = await db.select().from(contacts).where(and(eq(contacts.userId, userId), eq(contacts.id, id)));
  if (!row) throw contactNotFound();
  const [linked, registered, pairs] = await Promise.all([
    db
      .select({ id: customers.id, name: customers.name })
      .from(customerContacts)
      .innerJoin(customers, eq(customers.id, customerContacts.customerId))
      .where(and(eq(customerContacts.contactId, id), eq(customers.userId, userId)))
      .orderBy(asc(sql`lower(${customers.name})`)),
    row.systemUserEmail
      ? db.$count(users, sql`lower(${users.email}) = ${row.systemUserEmail.toLowerCase()}`)
      : Promise.resolve(0),
    pairsOf(db, { userId, recordType: 'contact', recordIds: [id] }),
  ]);
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    info: row.info,
    systemUserEmail: row.systemUserEmail,
    systemUserRegistered: registered > 0,
    tags: pairs.tags.get(id) ?? [],
    properties: pairs.properties.get(id) ?? [],
    customers: linked,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The contact's own columns from an input that also carries its parts. */
const columnsOf = ({ firstName, lastName, info, systemUserEmail }: Patch) => ({ firstName, lastName, info, systemUserEmail });

async function writeParts(tx: Db, userId: string, contactId: string, input: Patch) {
  const target = { userId, recordType: 'contact' as const, recordId: contactId };
  await savePairs(tx, target, input);
}

/** Creates a contact with its tags and properties in one transaction. */
export async function createContact(db: Db, userId: string, input: ContactInput): Promise<Contact> {
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contacts)
      .values({ ...columnsOf(input), firstName: input.firstName, userId })
      .returning({ id: contacts.id });
    if (!row) throw new Error('contact not created');
    await writeParts(tx, userId, row.id, input);
    return row.id;
  });
  return getContact(db, userId, id);
}

/** Changes the given fields, tags and properties of a contact in one transaction. */
export async function updateContact(db: Db, userId: string, id: string, input: Patch): Promise<Contact> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(contacts)
      .set({ ...columnsOf(input), updatedAt: new Date() })
      .where(and(eq(contacts.userId, userId), eq(contacts.id, id)))
      .returning({ id: contacts.id });
    if (!row) throw contactNotFound();
    await writeParts(tx, userId, id, input);
  });
  return getContact(db, userId, id);
}
