import { z } from 'zod';
import { listQuerySchema, pageSchema } from './list.js';
import { PropertiesSchema, TagsSchema } from './record-parts.js';
import { requiredText } from './validation.js';

const optionalText = (max: number) => z.string().trim().max(max).default('');

/** An address's parts; all optional, empty when not given. */
export const AddressSchema = z.object({
  street: optionalText(200),
  city: optionalText(100),
  region: optionalText(100),
  zip: optionalText(20),
  country: optionalText(100),
});
export type Address = z.infer<typeof AddressSchema>;

/** A new customer; what is left out is empty. No defaults here, so the patch schema below leaves out what is not given. */
export const CustomerInputSchema = z.object({
  name: requiredText(200),
  info: z.string().trim().max(2000).optional(),
  addresses: z.array(AddressSchema).max(50).optional(),
  contactIds: z.array(z.uuid()).max(200).optional(),
  tags: TagsSchema.optional(),
  properties: PropertiesSchema.optional(),
});
export type CustomerInput = z.infer<typeof CustomerInputSchema>;
export const CustomerPatchSchema = CustomerInputSchema.partial();

const pairs = z.array(z.object({ key: z.string(), value: z.string() }));

export const CustomerListItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  info: z.string(),
  tags: pairs,
  updatedAt: z.string(),
});
export const CustomerSchema = CustomerListItemSchema.extend({
  addresses: z.array(AddressSchema.extend({ id: z.uuid() })),
  contacts: z.array(z.object({ id: z.uuid(), firstName: z.string(), lastName: z.string() })),
  properties: pairs,
  createdAt: z.string(),
});
export type Customer = z.infer<typeof CustomerSchema>;
export type CustomerListItem = z.infer<typeof CustomerListItemSchema>;

export const CustomerListQuerySchema = listQuerySchema(['name', 'info', 'updatedAt'], 'name');
export const CustomerPageSchema = pageSchema(CustomerListItemSchema);
