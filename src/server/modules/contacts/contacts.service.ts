import { and, asc, eq, exists, ilike, or, sql, type Placeholder, type SQLWrapper } from 'drizzle-orm';
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
import { tags } from '../../db/schema/record-parts.js';
import { users } from '../../db/schema/users.js';
import { AppError } from '../../errors.js';
import { containsPattern, listOrder, pageTotal, pageWindow, totalCount } from '../record-parts/list-page.js';
import { pairsJson, pairsOf, qualified, savePairs } from '../record-parts/pairs.service.js';
import { prepared } from '../record-parts/prepared.js';

type ListQuery = z.infer<typeof ContactListQuerySchema>;
type Patch = z.infer<typeof ContactPatchSchema>;

const contactNotFound = () => new AppError('NOT_FOUND', messages.notFound('Contact'));

/** The contacts that a search matches by name, info or a tag value (a phone, an email); all of the user's without one. */
function matching(db: Db, userId: string | Placeholder, pattern: string | Placeholder | undefined) {
  return and(
    eq(contacts.userId, userId),
    pattern
      ? or(
          ilike(sql`${contacts.firstName} || ' ' || ${contacts.lastName}`, pattern),
          ilike(contacts.info, pattern),
          exists(
            db
              .select({ one: sql`1` })
              .from(tags)
              .where(and(eq(tags.recordType, 'contact'), eq(tags.recordId, contacts.id), ilike(tags.value, pattern))),
          ),
        )
      : undefined,
  );
}

/**
 * The list's one statement for this sort, order and whether there is a search, prepared: the
 * page with the total on each row, then the tags of just the page's contacts.
 */
function pageStatement(db: Db, query: ListQuery) {
  const shape = `${query.sort}_${query.order}${query.search ? '_search' : ''}`;
  return prepared(db, `contacts_page_${shape}`, (name) => {
    const sortOf = (t: { lastName: SQLWrapper; firstName: SQLWrapper; updatedAt: SQLWrapper; id: SQLWrapper }) =>
      listOrder(t[query.sort], t.id, query, query.sort !== 'updatedAt');
    const page = db
      .select({
        id: contacts.id,
        userId: contacts.userId,
        firstName: contacts.firstName,
        lastName: contacts.lastName,
        updatedAt: contacts.updatedAt,
        total: totalCount.as('total'),
      })
      .from(contacts)
      .where(matching(db, sql.placeholder('userId'), query.search ? sql.placeholder('pattern') : undefined))
      .orderBy(...sortOf(contacts))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .as('page');
    return db
      .select({
        id: page.id,
        firstName: page.firstName,
        lastName: page.lastName,
        updatedAt: page.updatedAt,
        total: page.total,
        tags: pairsJson(tags, 'contact', { id: qualified('page', contacts.id), userId: qualified('page', contacts.userId) }),
      })
      .from(page)
      .orderBy(...sortOf(page))
      .prepare(name);
  });
}

/** A page of the user's contacts; the search matches names, info and tag values (a phone, an email). */
export async function listContacts(db: Db, userId: string, query: ListQuery) {
  const pattern = query.search ? containsPattern(query.search) : undefined;
  const rows = await pageStatement(db, query).execute({ userId, pattern, ...pageWindow(query) });
  const total = await pageTotal(rows, query, () => db.$count(contacts, matching(db, userId, pattern)));
  const items: ContactListItem[] = rows.map((r) => ({
    id: r.id,
    firstName: r.firstName,
    lastName: r.lastName,
    tags: r.tags ?? [],
    updatedAt: r.updatedAt.toISOString(),
  }));
  return { items, total, page: query.page, pageSize: query.pageSize };
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
