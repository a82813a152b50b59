import { z } from 'zod';
import { messages } from './messages.js';

/** For a value of the wrong type: missing reads as required, anything else as not text. */
export const textTypeError = (issue: { input: unknown }) =>
  issue.input === undefined || issue.input === null ? messages.fieldRequired : messages.mustBeText;

/** Required free text: trimmed, not empty ('This field is required'), at most `max` characters. */
export const requiredText = (max: number) =>
  z
    .string({ error: textTypeError })
    .trim()
    .min(1, { error: messages.fieldRequired, abort: true })
    .max(max, { error: messages.atMost(max) });

/** An email address, trimmed; `message` lets a form use the spec's other wording. */
export const emailField = (message: string = messages.emailNotValid) =>
  z
    .string({ error: textTypeError })
    .trim()
    .min(1, { error: messages.fieldRequired, abort: true })
    .max(254, { error: message, abort: true })
    .pipe(z.email({ error: message }))
    .meta({ example: 'ada@example.com' });
