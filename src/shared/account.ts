import { z } from 'zod';
import { FlightServiceInfoSchema } from './flight-service.js';
import { messages } from './messages.js';
import { afterSignInPath } from './routes.js';
import { emailField, requiredText, textTypeError } from './validation.js';

export const PASSWORD_MIN_LENGTH = 7;
const PASSWORD_MAX_LENGTH = 128;

/** Why a password is refused, in the spec's words; undefined when it is acceptable. */
export function passwordProblem(password: string): string | undefined {
  if (password.length === 0) return messages.fieldRequired;
  if (password.length < PASSWORD_MIN_LENGTH) return messages.passwordTooShort(password.length);
  if (password.length > PASSWORD_MAX_LENGTH) return messages.atMost(PASSWORD_MAX_LENGTH);
  if (!/[A-Z]/.test(password) || !/[a-z]/.test(password) || !/\d/.test(password)) return messages.passwordWeak;
  return undefined;
}

const PASSWORD_EXAMPLE = { example: 'Secret123' };

export const PasswordSchema = z
  .string({ error: textTypeError })
  .superRefine((value, ctx) => {
    const problem = passwordProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .meta(PASSWORD_EXAMPLE);

/** The password typed again; `matching` compares it. */
const ConfirmPasswordSchema = z.string({ error: textTypeError }).meta(PASSWORD_EXAMPLE);

/** A password as typed at sign-in or as the current password: only its presence is checked here. */
const ExistingPasswordSchema = z
  .string({ error: messages.fieldRequired })
  .min(1, { error: messages.fieldRequired })
  .max(PASSWORD_MAX_LENGTH * 8, { error: messages.atMost(PASSWORD_MAX_LENGTH) });

const matching = (value: { password: string; confirmPassword: string }) => value.password === value.confirmPassword;
const mismatch = { message: messages.passwordsDoNotMatch, path: ['confirmPassword'] };

/**
 * ICU's old three-letter zone ids (from Java) that are not IANA names: ICU accepts them, Temporal
 * refuses them, and they are ambiguous anyway (IST is India, Ireland or Israel).
 */
const ICU_ONLY_ZONES = new Set('ACT AET AGT ART AST BET BST CAT CNT CST CTT EAT ECT IET IST JST MIT NET NST PLT PNT PRT PST SST VST'.split(' '));

/** Lower-cased names of the zones the server's database knows; undefined in the browser. */
let databaseZones: ReadonlySet<string> | undefined;

/**
 * Makes isTimeZone also require the database to know a zone (the server calls it once its
 * database is open): ICU keeps old links (US/Pacific-New) that PostgreSQL's zone database dropped,
 * and PostgreSQL answers every `at time zone` with such a zone with an error.
 */
export function restrictTimeZonesTo(names: Iterable<string>): void {
  databaseZones = new Set([...names].map((name) => name.toLowerCase()));
}

/** Any IANA zone the runtime knows (and the database, on the server), aliases included (Asia/Kolkata and Asia/Calcutta alike). */
export function isTimeZone(zone: string): boolean {
  if (ICU_ONLY_ZONES.has(zone.toUpperCase())) return false;
  // PostgreSQL, like ICU, reads zone names without regard to case.
  if (databaseZones && !databaseZones.has(zone.toLowerCase())) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.length > 0;
  } catch {
    return false;
  }
}

export const timeZoneSchema = z
  .string({ error: messages.timeZoneNotValid })
  .max(64)
  .refine(isTimeZone, { message: messages.timeZoneNotValid })
  .meta({ example: 'America/New_York' });
export const currencySchema = z
  .string()
  .regex(/^[A-Z]{3}$/, { message: 'Currency not valid' })
  .refine((code) => Intl.supportedValuesOf('currency').includes(code), { message: 'Currency not valid' })
  .meta({ example: 'USD' });

/** A rate per mile in the home currency with at most three decimals (the IRS rate has had 65.5 cents). */
export const MILE_RATE_PATTERN = /^\d{1,4}(\.\d{1,3})?$/;

export const UserSettingsSchema = z.object({
  timeZone: timeZoneSchema,
  currency: currencySchema,
  /** 0 Sunday, 1 Monday, 6 Saturday. */
  firstDayOfWeek: z.union([z.literal(0), z.literal(1), z.literal(6)]),
  /** Travel timecards proposed from an itinerary start this long before a departure and end this long after an arrival. */
  travelBufferBeforeMinutes: z.number({ error: messages.numbersOnly }).int({ error: messages.numbersOnly }).min(0).max(720),
  travelBufferAfterMinutes: z.number({ error: messages.numbersOnly }).int({ error: messages.numbersOnly }).min(0).max(720),
  /** What a mile driven is paid, in the home currency: kept on each mileage entry when it is made. */
  mileageRate: z.string({ error: messages.numbersOnly }).trim().regex(MILE_RATE_PATTERN, { error: messages.numbersOnly }).meta({ example: '0.70' }),
  /** The hours a week the user means to work (labor and travel): the dashboard's week is measured against it. */
  weeklyTargetHours: z.number({ error: messages.numbersOnly }).min(0, { error: messages.numbersOnly }).max(168, { error: messages.numbersOnly }),
});
export type UserSettings = z.infer<typeof UserSettingsSchema>;

export const defaultSettings: UserSettings = {
  timeZone: 'UTC',
  currency: 'USD',
  firstDayOfWeek: 0,
  travelBufferBeforeMinutes: 60,
  travelBufferAfterMinutes: 30,
  // The IRS standard business rate for 2025, 70 cents a mile; the user sets this year's.
  mileageRate: '0.70',
  weeklyTargetHours: 40,
};

export const SignupSchema = z
  .object({
    firstName: requiredText(100),
    lastName: requiredText(100),
    email: emailField(),
    password: PasswordSchema,
    confirmPassword: ConfirmPasswordSchema,
    /** The browser's zone, kept as the user's home time zone. */
    timeZone: timeZoneSchema.optional(),
  })
  .refine(matching, mismatch);
export type Signup = z.infer<typeof SignupSchema>;

/** The sign-in form uses the spec's second wording for the same rules. */
export const SignInSchema = z.object({
  email: emailField(messages.emailMustBeValid),
  password: ExistingPasswordSchema,
});

export const EmailOnlySchema = z.object({ email: emailField(messages.emailMustBeValid) });

export const TokenSchema = z.object({
  token: z.string({ error: textTypeError }).min(1, { error: messages.fieldRequired }).max(200),
});

export const ResetPasswordSchema = z
  .object({ token: TokenSchema.shape.token, password: PasswordSchema, confirmPassword: ConfirmPasswordSchema })
  .refine(matching, mismatch);

export const ProfileUpdateSchema = z.object({
  firstName: requiredText(100).optional(),
  lastName: requiredText(100).optional(),
  settings: UserSettingsSchema.partial().optional(),
});
export type ProfileUpdate = z.infer<typeof ProfileUpdateSchema>;

export const ChangePasswordSchema = z
  .object({ currentPassword: ExistingPasswordSchema, password: PasswordSchema, confirmPassword: ConfirmPasswordSchema })
  .refine(matching, mismatch);
export type ChangePassword = z.infer<typeof ChangePasswordSchema>;

export const ChangeEmailSchema = z.object({ email: emailField(), currentPassword: ExistingPasswordSchema });

export const ProfileSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** A new address waiting for its confirmation link to be used. */
  pendingEmail: z.string().nullable(),
  settings: UserSettingsSchema,
  /** The flight-status service whose key the user set, and the key's last four characters; never the key. */
  flightService: FlightServiceInfoSchema.nullable().optional(),
});
export type Profile = z.infer<typeof ProfileSchema>;

/** What `GET /api/auth/session` returns for a signed-in user. */
export const SessionSchema = z.object({
  user: z.object({ id: z.string(), firstName: z.string(), lastName: z.string(), email: z.string() }),
  expires: z.string(),
});
export type Session = z.infer<typeof SessionSchema>;

/** The answer to requests whose outcome must not reveal whether an account exists. */
export const AcceptedSchema = z.object({ message: z.string() });

/** Codes carried by a failed credentials sign-in (`?error=CredentialsSignin&code=…`). */
export const signInCodes = {
  emailNotConfirmed: 'email_not_confirmed',
  rateLimited: 'rate_limited',
} as const;

/** Only same-site paths are followed after sign-in, never another site. */
export function safeCallbackPath(value: string | null | undefined, fallback: string = afterSignInPath): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}
