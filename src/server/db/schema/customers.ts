import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { recordColumns } from './columns.js';
import { contacts } from './contacts.js';
import { ownerColumn } from './users.js';


export const customers = pgTable(
  'customers',
  { ...recordColumns, userId: ownerColumn(), name: text('name').notNull(), info: text('info').notNull().default('') },
  (t) => [index('customers_user_name_idx').on(t.userId, sql`lower(${t.name})`)],
);

export const customerAddresses = pgTable(
  'customer_addresses',
  {
    ...recordColumns,
    userId: ownerColumn(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    street: text('street').notNull(),
    city: text('city').notNull(),
    region: text('region').notNull(),
    zip: text('zip').notNull(),
    country: text('country').notNull(),
  },
  (t) => [index('customer_addresses_customer_idx').on(t.customerId)],
);

export const customerContacts = pgTable(
  'customer_contacts',
  {
    userId: ownerColumn(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    contactId: uuid('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.contactId] }), index('customer_contacts_contact_idx').on(t.contactId)],
);
