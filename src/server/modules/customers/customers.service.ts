import { and, asc, eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type {
  Customer,
  CustomerInput,
  CustomerListItem,
  CustomerListQuerySchema,
  CustomerPatchSchema,
} from '../../../shared/customers.js';
import { messages } from '../../../shared/messages.js';
import type { Db } from '../../db/client.js';
import { customerAddresses, customers } from '../../db/schema/customers.js';
import { AppError } from '../../errors.js';
import { linkedContacts, replaceLinkedContacts } from '../contacts/linked-contacts.js';
import { listPage } from '../record-parts/list-page.js';
import { pairsOf, savePairs } from '../record-parts/pairs.service.js';
import { taggedListReader, type TaggedList } from '../record-parts/tagged-list.js';

type ListQuery = z.infer<typeof CustomerListQuerySchema>;
type Patch = z.infer<typeof CustomerPatchSchema>;

/** The list: name and info, searched with tag values. */
const customerList = {
  table: customers,
  recordType: 'customer',
  columns: { id: customers.id, userId: customers.userId, name: customers.name, info: customers.info, updatedAt: customers.updatedAt },
  searched: [customers.name, customers.info],
} satisfies TaggedList<Record<string, PgColumn>>;

/** A page of the user's customers; the search matches name, info and tag values. */
export async function listCustomers(db: Db, userId: string, query: ListQuery) {
  return listPage(
    query,
    taggedListReader(db, customerList, userId, query),
    (r): CustomerListItem => ({ id: r.id, name: r.name, info: r.info, tags: r.tags ?? [], updatedAt: r.updatedAt.toISOString() }),
  );
}

/** One customer with addresses, contacts, tags and properties; another user's is not found. */
export async function getCustomer(db: Db, userId: string, id: string): Promise<Customer> {
  const [row] = await db.select().from(customers).where(and(eq(customers.userId, userId), eq(customers.id, id)));
  if (!row) throw new AppError('NOT_FOUND', messages.customerNotFound);
  const [addresses, linked, pairs] = await Promise.all([
    db.select().from(customerAddresses).where(eq(customerAddresses.customerId, id)).orderBy(asc(customerAddresses.position)),
    linkedContacts(db, 'customer', id),
    pairsOf(db, { userId, recordType: 'customer', recordIds: [id] }),
  ]);
  return {
    id: row.id,
    name: row.name,
    info: row.info,
    addresses: addresses.map(({ id: addressId, street, city, region, zip, country }) => ({ id: addressId, street, city, region, zip, country })),
    contacts: linked,
    tags: pairs.tags.get(id) ?? [],
    properties: pairs.properties.get(id) ?? [],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Writes the parts of a customer that the input carries (everything on create, what is given on update). */
async function writeParts(tx: Db, userId: string, customerId: string, input: Patch) {
  const target = { userId, recordType: 'customer' as const, recordId: customerId };
  if (input.addresses) {
    await tx.delete(customerAddresses).where(eq(customerAddresses.customerId, customerId));
    if (input.addresses.length > 0) {
      await tx
        .insert(customerAddresses)
        .values(input.addresses.map((a, position) => ({ ...a, position, userId, customerId })));
    }
  }
  if (input.contactIds) await replaceLinkedContacts(tx, 'customer', userId, customerId, input.contactIds);
  await savePairs(tx, target, input);
}

/** Creates a customer with its parts in one transaction. */
export async function createCustomer(db: Db, userId: string, input: CustomerInput): Promise<Customer> {
  const id = await db.transaction(async (tx) => {
    const [row] = await tx.insert(customers).values({ userId, name: input.name, info: input.info ?? '' }).returning();
    if (!row) throw new Error('customer not created');
    await writeParts(tx, userId, row.id, input);
    return row.id;
  });
  return getCustomer(db, userId, id);
}

/** Changes the given fields and parts of a customer in one transaction. */
export async function updateCustomer(db: Db, userId: string, id: string, input: Patch): Promise<Customer> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(customers)
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.info !== undefined ? { info: input.info } : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(customers.userId, userId), eq(customers.id, id)))
      .returning({ id: customers.id });
    if (!row) throw new AppError('NOT_FOUND', messages.customerNotFound);
    await writeParts(tx, userId, id, input);
  });
  return getCustomer(db, userId, id);
}

