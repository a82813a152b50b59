import { z } from 'zod';
import { listQuerySchema, pageSchema } from './list.js';
import { messages } from './messages.js';
import { PropertiesSchema, TagsSchema } from './record-parts.js';
import { requiredText } from './validation.js';

/** Loyalty points: whole and not negative (a hundred billion is more than any program holds). */
const PointsSchema = z
  .number({ error: messages.numbersOnly })
  .int({ error: messages.numbersOnly })
  .min(0, { error: messages.numbersOnly })
  .max(99_999_999_999, { error: messages.numbersOnly });

const RewardFields = z.object({
  company: requiredText(200),
  memberNumber: z.string().trim().max(100).optional(),
  points: PointsSchema.optional(),
  /** The member status, for example Gold or Platinum. */
  status: z.string().trim().max(100).optional(),
  favorite: z.boolean().optional(),
  tags: TagsSchema.optional(),
  properties: PropertiesSchema.optional(),
});
export const RewardInputSchema = RewardFields;
export const RewardPatchSchema = RewardFields.partial();
export type RewardInput = z.infer<typeof RewardInputSchema>;
export type RewardPatch = z.infer<typeof RewardPatchSchema>;

export const RewardListItemSchema = z.object({
  id: z.uuid(),
  company: z.string(),
  memberNumber: z.string(),
  points: z.number().int(),
  status: z.string(),
  favorite: z.boolean(),
  updatedAt: z.string(),
});
export type RewardListItem = z.infer<typeof RewardListItemSchema>;

const pairs = z.array(z.object({ key: z.string(), value: z.string() }));
/** Points and status from a moment on; newest first. */
export const RewardHistoryEntrySchema = z.object({ at: z.string(), points: z.number().int(), status: z.string() });
export const RewardSchema = RewardListItemSchema.extend({
  history: z.array(RewardHistoryEntrySchema),
  tags: pairs,
  properties: pairs,
  createdAt: z.string(),
});
export type Reward = z.infer<typeof RewardSchema>;

export const RewardListQuerySchema = listQuerySchema(['company', 'points', 'status', 'favorite', 'updatedAt'], 'company').extend({
  favorite: z.enum(['true', 'false'], { error: 'Must be true or false' }).optional(),
});
export const RewardPageSchema = pageSchema(RewardListItemSchema);
