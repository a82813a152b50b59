import { createRoute, type z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  AcceptedSchema,
  ChangeEmailSchema,
  ChangePasswordSchema,
  EmailOnlySchema,
  ProfileSchema,
  ProfileUpdateSchema,
  ResetPasswordSchema,
  SignupSchema,
  TokenSchema,
} from '../../../shared/account.js';
import { messages } from '../../../shared/messages.js';
import type { AppDeps } from '../../app.js';
import { issueSessionCookie } from '../../auth/session.js';
import { clientIp } from '../../http/client-ip.js';
import { createRouter, currentUser, type AppEnv } from '../../http/context.js';
import { fail, json, openToAnyone, signedIn, signedInFailures } from '../../http/openapi.js';
import type { Mail } from '../../mail/mailer.js';
import { mails } from '../../mail/templates.js';
import { attemptLimits, enforce } from '../../security/rate-limit.js';
import type { PendingSignup } from '../../db/schema/auth.js';
import * as account from './account.service.js';
import { flightServiceRoutes } from './flight-service.routes.js';
import { calendarFeedRoutes } from '../calendar-feeds/calendar-feeds.routes.js';
import { backupRoutes } from '../backups/backups.routes.js';

const jsonBody = <T extends z.ZodType>(schema: T) => ({ body: { ...json(schema), required: true } });
const failures = {
  400: fail('Invalid input; `issues` name the fields'),
  429: fail('Too many attempts'),
};
const sessionFailures = { ...failures, 401: signedInFailures[401] };
const tags = ['Account'];

const sameAnswer = 'Accepted; the same answer whether or not an account exists';

/** Sign-up, confirmation links, password reset and the signed-in user's profile, under `/api/v1/account`. */
export function accountRoutes(deps: AppDeps) {
  const { database, mailer, logger, auth } = deps;
  const db = database.db;
  // Links in mail point at the configured origin only: never at a host a request names.
  const link = (path: string, token: string) => `${deps.appUrl}${path}?token=${encodeURIComponent(token)}`;
  const limit = (c: Context<AppEnv>, action: string, email?: string) =>
    enforce(db, attemptLimits(action, clientIp(c, deps.trustProxy), email));
  // Sent after answering, so the answer's timing does not tell whether the account exists.
  const sendLater = (mail: Mail) => {
    mailer.send(mail).catch((error: unknown) => logger.error({ err: error, to: mail.to }, 'mail failed'));
  };
  const confirmationMail = async (user: { id: string; email: string }, signup?: PendingSignup) => {
    const token = await account.issueToken(db, { userId: user.id, purpose: 'confirm_email', email: user.email, signup });
    sendLater(mails.confirmEmail(user.email, link('/confirm-email', token), account.tokenLifetimeMinutes.confirm_email / 60));
  };

  const router = createRouter(deps);

  router.openapi(
    createRoute({
      method: 'post',
      path: '/signup',
      ...openToAnyone,
      tags,
      summary: 'Create an account',
      request: jsonBody(SignupSchema),
      responses: { 201: { description: sameAnswer, ...json(AcceptedSchema) }, ...failures },
    }),
    async (c) => {
      const input = c.req.valid('json');
      await limit(c, 'signup', input.email);
      const { user, signup } = await account.signUp(db, input);
      if (!user.emailConfirmedAt) await confirmationMail(user, signup);
      else sendLater(mails.alreadyRegistered(user.email, `${deps.appUrl}/signin`));
      return c.json({ message: messages.signupSuccessful }, 201);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/confirm-email',
      ...openToAnyone,
      tags,
      summary: 'Use an email confirmation link',
      request: jsonBody(TokenSchema),
      responses: { 200: { description: 'Confirmed', ...json(AcceptedSchema) }, ...failures },
    }),
    async (c) => {
      const user = await account.confirmEmail(db, c.req.valid('json').token);
      return c.json({ message: user.passwordHash ? messages.emailConfirmed : messages.emailConfirmedNoPassword }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/resend-confirmation',
      ...openToAnyone,
      tags,
      summary: 'Send the confirmation link again',
      request: jsonBody(EmailOnlySchema),
      responses: { 202: { description: sameAnswer, ...json(AcceptedSchema) }, ...failures },
    }),
    async (c) => {
      const { email } = c.req.valid('json');
      await limit(c, 'resend', email);
      const user = await account.findUserByEmail(db, email);
      if (user && !user.emailConfirmedAt) await confirmationMail(user);
      return c.json({ message: messages.mailSentIfAccount }, 202);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/forgot-password',
      ...openToAnyone,
      tags,
      summary: 'Mail a password reset link',
      request: jsonBody(EmailOnlySchema),
      responses: { 202: { description: sameAnswer, ...json(AcceptedSchema) }, ...failures },
    }),
    async (c) => {
      const { email } = c.req.valid('json');
      await limit(c, 'forgot', email);
      const user = await account.findUserByEmail(db, email);
      if (user) {
        const token = await account.issueToken(db, { userId: user.id, purpose: 'reset_password', email: user.email });
        sendLater(mails.resetPassword(user.email, link('/reset-password', token), account.tokenLifetimeMinutes.reset_password));
      }
      return c.json({ message: messages.mailSentIfAccount }, 202);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/reset-password',
      ...openToAnyone,
      tags,
      summary: 'Set a new password with a reset link',
      request: jsonBody(ResetPasswordSchema),
      responses: { 200: { description: 'Password changed; every session ended', ...json(AcceptedSchema) }, ...failures },
    }),
    async (c) => {
      const { token, password } = c.req.valid('json');
      await limit(c, 'reset');
      await account.resetPassword(db, token, password);
      return c.json({ message: messages.passwordReset }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/confirm-email-change',
      ...openToAnyone,
      tags,
      summary: 'Use a new-address confirmation link',
      request: jsonBody(TokenSchema),
      responses: { 200: { description: 'The account now uses the new address', ...json(AcceptedSchema) }, ...failures },
    }),
    async (c) => {
      await account.confirmEmailChange(db, c.req.valid('json').token);
      return c.json({ message: messages.emailChanged }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/profile',
      tags,
      summary: 'The signed-in user',
      ...signedIn,
      responses: { 200: { description: 'Profile', ...json(ProfileSchema) }, ...sessionFailures },
    }),
    async (c) => c.json(await account.getProfile(db, currentUser(c).id), 200),
  );

  router.openapi(
    createRoute({
      method: 'patch',
      path: '/profile',
      tags,
      summary: 'Change names and settings',
      ...signedIn,
      request: jsonBody(ProfileUpdateSchema),
      responses: { 200: { description: 'Profile', ...json(ProfileSchema) }, ...sessionFailures },
    }),
    async (c) => c.json(await account.updateProfile(db, currentUser(c).id, c.req.valid('json')), 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/change-password',
      tags,
      summary: 'Change the password; other sessions end',
      ...signedIn,
      request: jsonBody(ChangePasswordSchema),
      responses: { 200: { description: 'Changed; this browser gets a new session', ...json(AcceptedSchema) }, ...sessionFailures },
    }),
    async (c) => {
      const { id, sessionId } = currentUser(c);
      await limit(c, 'change-password', id);
      await issueSessionCookie(c, auth, await account.changePassword(db, id, sessionId, c.req.valid('json')));
      return c.json({ message: messages.passwordChanged }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/change-email',
      tags,
      summary: 'Mail a confirmation link to a new address',
      ...signedIn,
      request: jsonBody(ChangeEmailSchema),
      responses: { 202: { description: 'Link sent to the new address', ...json(AcceptedSchema) }, ...sessionFailures },
    }),
    async (c) => {
      const { id } = currentUser(c);
      const { email, currentPassword } = c.req.valid('json');
      await limit(c, 'change-email', id);
      const token = await account.requestEmailChange(db, id, email, currentPassword);
      await mailer.send(mails.changeEmail(email, link('/confirm-email-change', token), account.tokenLifetimeMinutes.change_email / 60));
      return c.json({ message: messages.confirmNewEmail(email) }, 202);
    },
  );

  flightServiceRoutes(deps, router);
  calendarFeedRoutes(deps, router, 'account');
  backupRoutes(deps, router);

  return router;
}
