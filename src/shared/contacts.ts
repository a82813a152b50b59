import { z } from 'zod';
import { listQuerySchema, pageSchema } from './list.js';
import { PropertiesSchema, TagsSchema } from './record-parts.js';
import { emailField, requiredText } from './validation.js';

/** A new contact; what is left out is empty. No defaults here, so the patch schema leaves out what is not given. */
export const ContactInputSchema = z.object({
  firstName: requiredText(100),
  lastName: z.string().trim().max(100).optional(),
  info: z.string().trim().max(2000).optional(),
  /** The email of a user registered on this system, if the contact is one. */
  systemUserEmail: z.union([z.literal(''), emailField()]).optional(),
  tags: TagsSchema.optional(),
  properties: PropertiesSchema.optional(),
});
export type ContactInput = z.infer<typeof ContactInputSchema>;
export const ContactPatchSchema = ContactInputSchema.partial();

const pairs = z.array(z.object({ key: z.string(), value: z.string() }));

export const ContactListItemSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  tags: pairs,
  updatedAt: z.string(),
});
export const ContactSchema = ContactListItemSchema.extend({
  info: z.string(),
  systemUserEmail: z.string(),
  /** True when `systemUserEmail` belongs to a registered user. */
  systemUserRegistered: z.boolean(),
  properties: pairs,
  customers: z.array(z.object({ id: z.uuid(), name: z.string() })),
  createdAt: z.string(),
});
export type Contact = z.infer<typeof ContactSchema>;
export type ContactListItem = z.infer<typeof ContactListItemSchema>;

export const ContactListQuerySchema = listQuerySchema(['lastName', 'firstName', 'updatedAt'], 'lastName');
export const ContactPageSchema = pageSchema(ContactListItemSchema);
