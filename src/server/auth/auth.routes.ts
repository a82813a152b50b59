import { Auth, type AuthConfig } from '@auth/core';
import { Hono } from 'hono';
import { messages } from '../../shared/messages.js';
import type { ErrorBody } from '../../shared/errors.js';
import type { Db } from '../db/client.js';
import { clientIp, type TrustProxy } from '../http/client-ip.js';
import type { AppEnv } from '../http/context.js';
import { attemptLimits, consume } from '../security/rate-limit.js';

/** Auth.js actions that test a secret or send mail, and the error Auth.js would report for each. */
const limitedActions: Record<string, string> = {
  'callback/credentials': 'CredentialsSignin',
  'signin/email': 'EmailSignin',
};

/** What a sign-out asks the browser to delete: its HTTP cache and everything the app stored. */
const CLEAR_SITE_DATA = '"cache", "storage"';

/** Where Auth.js points the browser after an answer, from its redirect or its JSON `{ url }`. */
async function answerUrl(res: Response): Promise<string | undefined> {
  const location = res.headers.get('location');
  if (location) return location;
  if (!res.headers.get('content-type')?.includes('application/json')) return undefined;
  const body = (await res.clone().json().catch(() => null)) as { url?: unknown } | null;
  return typeof body?.url === 'string' ? body.url : undefined;
}

/**
 * Auth.js under `/api/auth`, as the spec's calls expect: a form with `json=true` gets `{ url }`
 * instead of a redirect, password and magic-link attempts are rate limited per address and per
 * email, and a sign-out without a valid CSRF token is a 400; one with it asks the browser to
 * delete what it keeps (Clear-Site-Data).
 */
export function authRoutes({ db, config, appUrl, trustProxy }: { db: Db; config: AuthConfig; appUrl: string; trustProxy: TrustProxy | undefined }) {
  const app = new Hono<AppEnv>();
  app.all('/*', async (c) => {
    const action = c.req.path.replace(/^\/api\/auth\/?/, '');
    // Auth.js builds its links (the mailed sign-in link among them) from the request's URL: it gets
    // the configured origin, whatever host the request named.
    const { pathname, search } = new URL(c.req.url);
    const url = new URL(`${pathname}${search}`, appUrl).href;
    let request = new Request(url, { method: c.req.method, headers: c.req.raw.headers });
    if (request.method === 'POST') {
      // The body as the API's edge read it (Hono's cache): the raw stream is spent by then.
      request = new Request(url, { method: 'POST', headers: request.headers, body: await c.req.arrayBuffer() });
      const form = await request.clone().formData().catch(() => undefined);
      const wantsJson = form?.get('json') === 'true' || request.headers.has('X-Auth-Return-Redirect');
      if (wantsJson && !request.headers.has('X-Auth-Return-Redirect')) {
        const headers = new Headers(request.headers);
        headers.set('X-Auth-Return-Redirect', '1');
        request = new Request(request, { headers });
      }
      const limitedError = limitedActions[action];
      if (limitedError) {
        const email = form?.get('email');
        const allowed = await consume(
          db,
          attemptLimits(action, clientIp(c, trustProxy), typeof email === 'string' ? email : undefined),
        );
        if (!allowed) {
          const signin = `${appUrl}/signin?error=${limitedError}&code=rate_limited`;
          return wantsJson ? c.json({ url: signin }, 429) : c.redirect(signin);
        }
      }
    }
    const res = await Auth(request, config);
    if (action === 'signout' && (await answerUrl(res))?.includes('error=MissingCSRF')) {
      const body: ErrorBody = {
        error: { code: 'VALIDATION_FAILED', message: messages.signoutCsrfMissing, issues: [] },
      };
      return c.json(body, 400);
    }
    if (action === 'signout' && request.method === 'POST') {
      // The browser deletes what it keeps of this origin: the offline copy, caches, the service
      // worker's stored files (the app fetches them again on its next start).
      const headers = new Headers(res.headers);
      headers.set('Clear-Site-Data', CLEAR_SITE_DATA);
      return new Response(res.body, { status: res.status, statusText: res.statusText, headers });
    }
    return res;
  });
  return app;
}
