import { createRoute, z } from '@hono/zod-openapi';
import { describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '../../shared/errors.js';
import { errorResponse } from '../errors.js';
import { createLogger } from '../logger.js';
import { signedInUser } from '../test/factories.js';
import { TEST_AUTH_SECRET, testDatabase } from '../test/harness.js';
import { createRouter, currentUser } from './context.js';
import { json, openToAnyone, signedIn } from './openapi.js';

const Answer = z.object({ who: z.string() });
const route = (declared: object) =>
  createRoute({ method: 'get', path: '/probe', ...declared, responses: { 200: { description: 'Who asked', ...json(Answer) } } });

/** A router made as the app's are, with one route that declares `declared`, mounted at `/api` with the app's error answers. */
async function probe(declared: object) {
  const database = await testDatabase();
  const router = createRouter({ database, auth: { secret: TEST_AUTH_SECRET, secureCookies: false } });
  router.openapi(route(declared), (c) => c.json({ who: c.get('user')?.email ?? 'anyone' }, 200));
  const app = createRouter().route('/api', router);
  app.onError((error, c) => errorResponse(c, error, createLogger('silent')));
  return app;
}

describe('routes are guarded as they declare (the declaration is their OpenAPI security)', () => {
  it('a route that declares signedIn answers 401 without a session and serves the signed-in user, with no other step', async () => {
    const app = await probe(signedIn);
    const anonymous = await app.request('/api/probe');
    expect(anonymous.status).toBe(401);
    expect(ErrorBodySchema.safeParse(await anonymous.json()).success).toBe(true);

    const { user, b } = await signedInUser();
    const withSession = await app.request('/api/probe', { headers: { Cookie: b.jar.header } });
    expect(withSession.status).toBe(200);
    expect(await withSession.json()).toEqual({ who: user.email });
  });

  it('a route that declares openToAnyone answers without a session', async () => {
    const app = await probe(openToAnyone);
    const res = await app.request('/api/probe');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ who: 'anyone' });
  });

  it('a route that declares neither is refused when registered, so none is open by omission', () => {
    expect(() => createRouter().openapi(route({}), (c) => c.json({ who: 'anyone' }, 200))).toThrow(/declares neither signedIn nor openToAnyone/);
  });

  it('a route that declares signedIn on a router that cannot check sessions is refused when registered', () => {
    expect(() => createRouter().openapi(route(signedIn), (c) => c.json({ who: currentUser(c).email }, 200))).toThrow(/needs a session/);
  });
});
