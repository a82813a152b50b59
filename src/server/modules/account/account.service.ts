import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  defaultSettings,
  type ChangePassword,
  type Profile,
  type ProfileUpdate,
  type Signup,
  type UserSettings,
} from '../../../shared/account.js';
import { messages } from '../../../shared/messages.js';
import { forgetSessionUser } from '../../auth/session-checks.js';
import type { Db } from '../../db/client.js';
import { userTokens, type PendingSignup } from '../../db/schema/auth.js';
import { users } from '../../db/schema/users.js';
import { AppError } from '../../errors.js';
import { hashPassword, verifyPassword } from '../../security/passwords.js';
import { hashToken, newToken } from '../../security/tokens.js';
import { addStartingReceiptTypes } from '../receipts/receipt-types.service.js';
import { flightServiceInfo } from './flight-service.service.js';

type Purpose = (typeof userTokens.$inferSelect)['purpose'];
type User = typeof users.$inferSelect;

/** How long each kind of mailed link works. */
export const tokenLifetimeMinutes = {
  confirm_email: 48 * 60,
  reset_password: 60,
  change_email: 24 * 60,
} as const satisfies Record<Purpose, number>;

/** The user with this email, compared case-insensitively. */
export async function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return user;
}

/** The user with this id. */
export async function findUserById(db: Db, id: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

/**
 * A new single-use link token for `userId`. Earlier unused links of the same purpose stop working,
 * except confirmation links: each sign-up for an unconfirmed address keeps its own (`signup`).
 */
export async function issueToken(db: Db, { userId, purpose, email, signup }: { userId: string; purpose: Purpose; email: string; signup?: PendingSignup }) {
  const { token, tokenHash } = newToken();
  const expiresAt = new Date(Date.now() + tokenLifetimeMinutes[purpose] * 60_000);
  await db.transaction(async (tx) => {
    if (purpose !== 'confirm_email') await discardLinks(tx, userId, purpose);
    await tx.insert(userTokens).values({ userId, purpose, email, tokenHash, expiresAt, signup });
  });
  return token;
}

/** Ends every unused link of one purpose of the user. */
async function discardLinks(db: Db, userId: string, purpose: Purpose) {
  await db
    .update(userTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt)));
}

/** Marks a link token used and returns it; an unknown, used or expired token is refused. */
async function consumeToken(db: Db, purpose: Purpose, token: string) {
  const [row] = await db
    .update(userTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(userTokens.tokenHash, hashToken(token)),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, sql`now()`),
      ),
    )
    .returning();
  if (!row) throw new AppError('VALIDATION_FAILED', messages.linkInvalid, [{ path: 'token', message: messages.linkInvalid }]);
  return row;
}

/**
 * Registers a sign-up. A new address gets an unconfirmed account with no password yet: the
 * sign-up's password and names wait on its own confirmation link (`signup`), so whoever reads the
 * mail decides which sign-up the account becomes. An address that already has a confirmed account
 * gets nothing; the caller answers the same either way and mails the owner instead.
 */
export async function signUp(db: Db, input: Signup): Promise<{ user: User; signup: PendingSignup }> {
  const signup: PendingSignup = {
    passwordHash: await hashPassword(input.password),
    firstName: input.firstName,
    lastName: input.lastName,
    ...(input.timeZone ? { timeZone: input.timeZone } : {}),
  };
  const existing = await findUserByEmail(db, input.email);
  if (existing) return { user: existing, signup };
  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({ email: input.email, firstName: input.firstName, lastName: input.lastName, settings: { ...defaultSettings } })
      .onConflictDoNothing()
      .returning();
    if (row) await addStartingReceiptTypes(tx, row.id);
    return row;
  });
  return { user: created ?? ((await findUserByEmail(db, input.email)) as User), signup };
}

/** True when `password` is the one of a sign-up still waiting on its confirmation link. */
export async function isPendingSignupPassword(db: Db, userId: string, password: string): Promise<boolean> {
  const pending = await db
    .select({ signup: userTokens.signup })
    .from(userTokens)
    .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, 'confirm_email'), isNull(userTokens.usedAt), gt(userTokens.expiresAt, sql`now()`)))
    .orderBy(desc(userTokens.createdAt))
    .limit(5);
  for (const { signup } of pending) if (signup && (await verifyPassword(signup.passwordHash, password))) return true;
  return false;
}

/**
 * Makes an unconfirmed account its address owner's: confirmed, with the password and names of the
 * sign-up whose link was followed (none when the link carried no sign-up: the owner then signs in
 * by a mailed link or sets one), every other sign-up's link discarded, every earlier session ended.
 * An account confirmed already is left as it is.
 */
async function takeOwnership(db: Db, userId: string, signup: PendingSignup | null): Promise<User | undefined> {
  const [user] = await db
    .update(users)
    .set({
      emailConfirmedAt: sql`now()`,
      passwordHash: signup?.passwordHash ?? null,
      ...(signup ? { firstName: signup.firstName, lastName: signup.lastName } : {}),
      ...(signup?.timeZone ? { settings: sql`${users.settings} || ${JSON.stringify({ timeZone: signup.timeZone })}::jsonb` } : {}),
      sessionVersion: sql`${users.sessionVersion} + 1`,
    })
    .where(and(eq(users.id, userId), isNull(users.emailConfirmedAt)))
    .returning();
  if (!user) return findUserById(db, userId);
  await discardLinks(db, userId, 'confirm_email');
  forgetSessionUser(db, userId);
  return user;
}

/** Confirms the address a confirmation link was sent to, with that link's sign-up. */
export async function confirmEmail(db: Db, token: string): Promise<User> {
  const user = await db.transaction(async (tx) => {
    const row = await consumeToken(tx, 'confirm_email', token);
    return takeOwnership(tx, row.userId, row.signup);
  });
  if (!user) throw new AppError('VALIDATION_FAILED', messages.linkInvalid);
  return user;
}

/** A mailed sign-in link proves the address: an unconfirmed account becomes its owner's, with no password. */
export async function confirmBySignInLink(db: Db, userId: string): Promise<User | undefined> {
  return db.transaction((tx) => takeOwnership(tx, userId, null));
}

/** Sets a new password from a reset link; it also confirms the address and ends every session. */
export async function resetPassword(db: Db, token: string, password: string): Promise<User> {
  const passwordHash = await hashPassword(password);
  const row = await consumeToken(db, 'reset_password', token);
  const [user] = await db
    .update(users)
    .set({
      passwordHash,
      emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())`,
      sessionVersion: sql`${users.sessionVersion} + 1`,
    })
    .where(eq(users.id, row.userId))
    .returning();
  if (!user) throw new AppError('VALIDATION_FAILED', messages.linkInvalid);
  // The address is proved and the password is the owner's: no waiting sign-up may replace it.
  await discardLinks(db, user.id, 'confirm_email');
  forgetSessionUser(db, user.id);
  return user;
}

/** The signed-in user's profile. */
export async function getProfile(db: Db, userId: string): Promise<Profile> {
  const user = await findUserById(db, userId);
  if (!user) throw AppError.notFound('User');
  const [pending] = await db
    .select({ email: userTokens.email })
    .from(userTokens)
    .where(
      and(
        eq(userTokens.userId, userId),
        eq(userTokens.purpose, 'change_email'),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, sql`now()`),
      ),
    );
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    pendingEmail: pending?.email ?? null,
    settings: { ...defaultSettings, ...user.settings },
    flightService: flightServiceInfo(user.flightService),
  };
}

/**
 * Changes names and settings; fields left out stay as they are. One statement merges the given
 * settings into the stored ones, so two tabs changing different settings at once both keep theirs.
 */
export async function updateProfile(db: Db, userId: string, input: ProfileUpdate): Promise<Profile> {
  await db
    .update(users)
    .set({
      firstName: input.firstName,
      lastName: input.lastName,
      settings: sql`${users.settings} || ${JSON.stringify(input.settings ?? {})}::jsonb`,
    })
    .where(eq(users.id, userId));
  // Requests read names and settings from the session check: this instance sees them at once.
  forgetSessionUser(db, userId);
  return getProfile(db, userId);
}

async function requireCurrentPassword(db: Db, userId: string, password: string): Promise<User> {
  const user = await findUserById(db, userId);
  if (!user) throw AppError.notFound('User');
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new AppError('VALIDATION_FAILED', messages.currentPasswordWrong, [
      { path: 'currentPassword', message: messages.currentPasswordWrong },
    ]);
  }
  return user;
}

/**
 * How long the session that changed the password still passes with the cookie it had: long enough
 * for its requests already on their way, short enough that a copy of that cookie is soon worthless.
 */
export const PASSWORD_CHANGE_GRACE_MS = 10_000;

/** Changes the password after checking the current one; every session but `sessionId`, the one changing it, ends. */
export async function changePassword(db: Db, userId: string, sessionId: string, input: ChangePassword): Promise<User> {
  await requireCurrentPassword(db, userId, input.currentPassword);
  const [user] = await db
    .update(users)
    .set({
      passwordHash: await hashPassword(input.password),
      sessionVersion: sql`${users.sessionVersion} + 1`,
      passwordChangedBySession: sessionId,
      passwordChangeGraceUntil: new Date(Date.now() + PASSWORD_CHANGE_GRACE_MS),
    })
    .where(eq(users.id, userId))
    .returning();
  if (!user) throw AppError.notFound('User');
  forgetSessionUser(db, userId);
  return user;
}

/** Starts an email change after checking the password; returns the link token for the new address. */
export async function requestEmailChange(db: Db, userId: string, email: string, currentPassword: string) {
  const user = await requireCurrentPassword(db, userId, currentPassword);
  return issueToken(db, { userId: user.id, purpose: 'change_email', email });
}

/** Switches the account to the address the change link was sent to, if no other account has it by now. */
export async function confirmEmailChange(db: Db, token: string): Promise<User> {
  const row = await consumeToken(db, 'change_email', token);
  const taken = await findUserByEmail(db, row.email);
  if (taken && taken.id !== row.userId) throw new AppError('CONFLICT', messages.emailTaken);
  const [user] = await db
    .update(users)
    .set({ email: row.email, emailConfirmedAt: sql`now()` })
    .where(eq(users.id, row.userId))
    .returning();
  if (!user) throw new AppError('VALIDATION_FAILED', messages.linkInvalid);
  forgetSessionUser(db, user.id);
  return user;
}

/** The user's settings, with the defaults for any not set yet. */
export async function homeSettings(db: Db, userId: string): Promise<UserSettings> {
  const [row] = await db.select({ settings: users.settings }).from(users).where(eq(users.id, userId));
  return { ...defaultSettings, ...row?.settings };
}
