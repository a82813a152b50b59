import { z } from 'zod';
import { messages } from './messages.js';
import { requiredText } from './validation.js';

/** Every kind of record the record routes serve; all but the settings' payment and receipt types carry tags, properties, notes and documents. */
export const recordTypes = ['customer', 'contact', 'project', 'assignment', 'timecard', 'trip', 'reservation', 'receipt', 'paymentType', 'receiptType', 'reward', 'task'] as const;
export type RecordType = (typeof recordTypes)[number];

const pairSchema = z.object({ key: requiredText(100), value: z.string().trim().max(1000).default('') });

/** Tags: keys are case-insensitive, so 'Email' and 'email' are one key and may appear once. */
export const TagsSchema = z
  .array(pairSchema)
  .max(100)
  .superRefine((tags, ctx) => {
    const seen = new Set<string>();
    tags.forEach((tag, i) => {
      const key = tag.key.toLowerCase();
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [i, 'key'], message: messages.duplicateKey(tag.key) });
      seen.add(key);
    });
  });
export type Tag = z.infer<typeof pairSchema>;

/** Properties: free-form key and value pairs; a key appears once. */
export const PropertiesSchema = z
  .array(pairSchema)
  .max(100)
  .superRefine((props, ctx) => {
    const seen = new Set<string>();
    props.forEach((prop, i) => {
      if (seen.has(prop.key)) ctx.addIssue({ code: 'custom', path: [i, 'key'], message: messages.duplicateKey(prop.key) });
      seen.add(prop.key);
    });
  });

/** Tag keys whose values are phone numbers or mail addresses, shown as call and mail links. */
export const tagLinkKind = (key: string): 'tel' | 'mailto' | undefined => {
  const k = key.toLowerCase();
  if (/e-?mail/.test(k)) return 'mailto';
  if (/phone|mobile|cell|tel|fax/.test(k)) return 'tel';
  return undefined;
};

export const NOTE_MAX_BYTES = 512 * 1024;

export const NoteInputSchema = z.object({
  name: requiredText(200),
  html: z.string().max(NOTE_MAX_BYTES, { error: messages.atMost(NOTE_MAX_BYTES) }).optional(),
});
export type NoteInput = z.infer<typeof NoteInputSchema>;

export const NoteSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  size: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export const NoteSchema = NoteSummarySchema.extend({ html: z.string() });
export type NoteSummary = z.infer<typeof NoteSummarySchema>;
export type Note = z.infer<typeof NoteSchema>;

export const DocumentSchema = z.object({
  id: z.uuid(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  uploadedAt: z.string(),
  hasThumbnail: z.boolean(),
  isPublic: z.boolean(),
  /** Present while the document is public. */
  publicUrl: z.string().nullable(),
});
export type DocumentInfo = z.infer<typeof DocumentSchema>;
