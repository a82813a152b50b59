import { vi } from 'vitest';
import type { Profile, Session } from '../../shared/account.js';

export interface StubRequest {
  /** JSON bodies parsed, form bodies as an object of their fields. */
  body: unknown;
  /** The whole address, for handlers that answer by query (e.g. `?date=`). */
  url: URL;
}

export type StubHandler = (request: StubRequest) => Response | Promise<Response>;

/** Handlers keyed 'METHOD /path'; tests may replace one mid-test, e.g. to end the session. */
export type StubRoutes = Record<string, StubHandler>;

const urlOf = (input: RequestInfo | URL) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

const parseBody = (body: BodyInit | null | undefined): unknown => {
  if (body instanceof URLSearchParams) return Object.fromEntries(body);
  return typeof body === 'string' ? JSON.parse(body) : undefined;
};

/**
 * Replaces `fetch` with `routes`. A call without a handler answers 404, as the API does for a path
 * it does not have, and is recorded in the returned mock's calls. test/setup.ts installs an empty
 * stub before each test, so no test reaches the network, and removes it after.
 */
export function stubFetch(routes: StubRoutes) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(urlOf(input), window.location.origin);
    const handler = routes[`${init?.method ?? 'GET'} ${url.pathname}`];
    return handler ? handler({ body: parseBody(init?.body), url }) : apiError(404, 'NOT_FOUND', `Page not found: ${url.pathname}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const json = (body: unknown, status = 200) => Response.json(body, { status });

/** A list endpoint's answer holding `items`, all on one page. */
export const pageOf = (items: unknown[]) => json({ items, total: items.length, page: 1, pageSize: Math.max(items.length, 25) });

/** The fetch calls made to `method path`, with their parsed bodies. */
export function callsTo(fetchMock: ReturnType<typeof stubFetch>, method: string, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => urlOf(input) === path && (init?.method ?? 'GET') === method)
    .map(([, init]) => parseBody(init?.body));
}

export const testSession: Session = {
  user: { id: '3f1c2a52-7a4e-4d4b-9f1e-0c4b1a9d2e11', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
  expires: '2099-01-01T00:00:00.000Z',
};

/** Auth.js's answers: the CSRF token, and the session (`null` when signed out). */
export const authRoutes = (session: () => Session | null): StubRoutes => ({
  'GET /api/auth/csrf': () => json({ csrfToken: 'csrf-token' }),
  'GET /api/auth/session': () => json(session()),
});

/** Auth.js's JSON answer to a sign-in form: `error` and `code` in the URL's query, if any. */
export const authAnswer = (query = '', status = 200) =>
  json({ url: `http://localhost:3000${query ? `/signin?${query}` : '/protected/profile'}` }, status);

/** The API's error body. */
export const apiError = (status: number, code: string, message: string, issues: { path: string; message: string }[] = []) =>
  json({ error: { code, message, issues } }, status);

export const testProfile: Profile = {
  id: testSession.user.id,
  firstName: testSession.user.firstName,
  lastName: testSession.user.lastName,
  email: testSession.user.email,
  pendingEmail: null,
  settings: { timeZone: 'Europe/London', currency: 'GBP', firstDayOfWeek: 1, travelBufferBeforeMinutes: 60, travelBufferAfterMinutes: 30, mileageRate: '0.70', weeklyTargetHours: 40 },
};
