import type { FormErrors } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { z } from 'zod';
import { messages } from '../../shared/messages.js';
import { ApiError } from './api-error.js';

interface Issue {
  /** 'settings.timeZone' from the API, ['settings', 'timeZone'] from zod. */
  path: string | readonly PropertyKey[];
  message: string;
}

/** Replacement texts, for a form that uses the spec's other wording of the same rule. */
export type Rewording = Readonly<Partial<Record<string, string>>>;

const pathOf = (issue: Issue) => (typeof issue.path === 'string' ? issue.path : issue.path.map(String).join('.'));

/** Mantine form errors keyed by field path, the first issue of each field. */
function issuesToFormErrors(issues: readonly Issue[], rewording: Rewording = {}): FormErrors {
  const errors: FormErrors = {};
  for (const issue of issues) errors[pathOf(issue)] ??= rewording[issue.message] ?? issue.message;
  return errors;
}

/** The form errors `schema` finds in `input`, so a form says what the server would say. */
export function schemaErrors(schema: z.ZodType, input: unknown, rewording?: Rewording): FormErrors {
  const result = schema.safeParse(input);
  return result.success ? {} : issuesToFormErrors(result.error.issues, rewording);
}

const hasField = (values: unknown, path: string) =>
  path
    .split('.')
    .reduce<unknown>((value, key) => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined), values) !==
  undefined;

interface ErrorTarget {
  getValues: () => unknown;
  setErrors: (errors: FormErrors) => void;
}

/** Puts the API's issues that name a field of `form` under that field; whether there were any. */
export function showFieldErrors(form: ErrorTarget, error: unknown): boolean {
  const issues = error instanceof ApiError ? error.issues.filter((issue) => hasField(form.getValues(), issue.path)) : [];
  if (issues.length > 0) form.setErrors(issuesToFormErrors(issues));
  return issues.length > 0;
}

/**
 * Shows a failed submit: the API's issues that name a field of `form` under that field, anything
 * else as a notification. A 401 shows nothing here: the session guard asks to sign in again.
 */
export function showSubmitError(form: ErrorTarget, error: unknown): void {
  if (error instanceof ApiError && error.status === 401) return;
  if (!showFieldErrors(form, error)) notifications.show({ color: 'red', message: error instanceof ApiError ? error.message : messages.internalServerError });
}
