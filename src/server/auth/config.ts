import type { AuthConfig } from '@auth/core';
import { CredentialsSignin } from '@auth/core/errors';
import Credentials from '@auth/core/providers/credentials';
import type { EmailConfig } from '@auth/core/providers/email';
import { sql } from 'drizzle-orm';
import { SignInSchema, signInCodes } from '../../shared/account.js';
import type { Db } from '../db/client.js';
import { verificationTokens } from '../db/schema/auth.js';
import type { Logger } from '../logger.js';
import type { Mailer } from '../mail/mailer.js';
import { mails } from '../mail/templates.js';
import { confirmBySignInLink, findUserByEmail, isPendingSignupPassword } from '../modules/account/account.service.js';
import { verifyPassword } from '../security/passwords.js';
import { SESSION_MAX_AGE_S, newSessionClaims, renewedSessionClaims, userForToken, type AuthSettings } from './session.js';
import { sessionChecks } from './session-checks.js';

class EmailNotConfirmed extends CredentialsSignin {
  override code = signInCodes.emailNotConfirmed;
}

const MAGIC_LINK_MAX_AGE_S = 15 * 60;

interface AuthDeps {
  db: Db;
  auth: AuthSettings;
  mailer: Mailer;
  logger: Logger;
}

/** Auth.js with the credentials and email (magic link) providers, JWT sessions, and our users table. */
export function authConfig({ db, auth, mailer, logger }: AuthDeps): AuthConfig {
  const email: EmailConfig = {
    id: 'email',
    type: 'email',
    name: 'Email',
    maxAge: MAGIC_LINK_MAX_AGE_S,
    // Only an existing account is sent a link; the answer is the same either way.
    async sendVerificationRequest({ identifier, url }) {
      if (await findUserByEmail(db, identifier)) {
        await mailer.send(mails.signInLink(identifier, url, MAGIC_LINK_MAX_AGE_S / 60));
      }
    },
  };

  return {
    basePath: '/api/auth',
    secret: auth.secret,
    trustHost: true,
    useSecureCookies: auth.secureCookies,
    session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE_S },
    pages: { signIn: '/signin', error: '/signin', verifyRequest: '/signin' },
    logger: {
      error: (error) => logger.warn({ err: error }, 'auth'),
      warn: (code) => logger.warn({ code }, 'auth'),
      debug: () => undefined,
    },
    providers: [
      Credentials({
        credentials: { email: { label: 'Email' }, password: { label: 'Password', type: 'password' } },
        async authorize(credentials) {
          const parsed = SignInSchema.safeParse(credentials);
          if (!parsed.success) return null;
          const user = await findUserByEmail(db, parsed.data.email);
          if (user && !user.emailConfirmedAt) {
            // Its password waits on a confirmation link: say so only to one who knows it.
            if (await isPendingSignupPassword(db, user.id, parsed.data.password)) throw new EmailNotConfirmed();
            return null;
          }
          if (!(await verifyPassword(user?.passwordHash, parsed.data.password)) || !user) return null;
          return { id: user.id, email: user.email };
        },
      }),
      email,
    ],
    adapter: {
      async createVerificationToken(token) {
        await db.insert(verificationTokens).values(token);
        return token;
      },
      async useVerificationToken({ identifier, token }) {
        const [row] = await db
          .delete(verificationTokens)
          .where(sql`${verificationTokens.identifier} = ${identifier} and ${verificationTokens.token} = ${token}`)
          .returning();
        return row ?? null;
      },
      async getUserByEmail(address) {
        const user = await findUserByEmail(db, address);
        return user ? { id: user.id, email: user.email, emailVerified: user.emailConfirmedAt } : null;
      },
      // Following a mailed sign-in link proves the address, so it also confirms it.
      async updateUser({ id }) {
        const user = await confirmBySignInLink(db, id);
        if (!user) throw new Error('user vanished during sign-in');
        return { id: user.id, email: user.email, emailVerified: user.emailConfirmedAt };
      },
    },
    callbacks: {
      // A link is only ever mailed to an existing account (see sendVerificationRequest), so asking
      // for one always looks accepted; following one for an address without an account is refused.
      async signIn({ user, account, email: request }) {
        if (account?.provider !== 'email' || request?.verificationRequest) return true;
        return Boolean(user.email && (await findUserByEmail(db, user.email)));
      },
      async jwt({ token, user }) {
        if (user?.id) {
          const fresh = await findUserByEmail(db, user.email ?? '');
          return fresh ? newSessionClaims(fresh) : null;
        }
        const current = await userForToken(db, token);
        return current ? renewedSessionClaims(token, current) : null;
      },
      session({ session, token }) {
        return {
          user: { id: token.sub, email: token.email, firstName: token.firstName, lastName: token.lastName },
          expires: session.expires,
        } as unknown as typeof session;
      },
      redirect({ url, baseUrl }) {
        if (url.startsWith('/') && !url.startsWith('//')) return `${baseUrl}${url}`;
        return new URL(url).origin === baseUrl ? url : baseUrl;
      },
    },
    events: {
      // Deleting the cookie is not enough: a copy of the token would still work if replayed.
      async signOut(message) {
        if ('token' in message && message.token) await sessionChecks(db).end(message.token, SESSION_MAX_AGE_S);
      },
    },
  };
}
