import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { messages } from '../../shared/messages.js';
import { apiError, authAnswer, authRoutes, callsTo, json, stubFetch } from '../test/fetch-stub.js';
import { apiRequest, authPost, onUnauthorized, readsAnswered, startFirstReads } from './api-client.js';
import { ApiError } from './api-error.js';

const Answer = z.object({ ok: z.boolean() });

describe('apiRequest', () => {
  const unsubscribers: (() => void)[] = [];
  afterEach(() => unsubscribers.splice(0).forEach((unsubscribe) => unsubscribe()));

  it('sends JSON and checks the answer', async () => {
    const fetchMock = stubFetch({ 'PATCH /api/v1/things': () => json({ ok: true }) });
    await expect(apiRequest('/api/v1/things', { method: 'PATCH', body: { a: 1 }, schema: Answer })).resolves.toEqual({ ok: true });
    expect(callsTo(fetchMock, 'PATCH', '/api/v1/things')).toEqual([{ a: 1 }]);
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
    });
  });

  it("throws the API's error body as an ApiError", async () => {
    const issues = [{ path: 'email', message: messages.emailNotValid }];
    stubFetch({ 'POST /api/v1/things': () => apiError(400, 'VALIDATION_FAILED', messages.emailNotValid, issues) });
    const failure = apiRequest('/api/v1/things', { method: 'POST', body: {}, schema: Answer });
    await expect(failure).rejects.toEqual(new ApiError(400, 'VALIDATION_FAILED', messages.emailNotValid, issues));
  });

  it('tells the session layer when an answer is 401', async () => {
    const listener = vi.fn();
    unsubscribers.push(onUnauthorized(listener));
    stubFetch({ 'GET /api/v1/things': () => apiError(401, 'UNAUTHORIZED', messages.sessionRequired) });
    await expect(apiRequest('/api/v1/things', { schema: Answer })).rejects.toMatchObject({ status: 401 });
    expect(listener).toHaveBeenCalledOnce();
  });

  it("says 'Error connecting' when the server cannot be reached", async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(apiRequest('/api/v1/things', { schema: Answer })).rejects.toMatchObject({
      status: 0,
      message: messages.errorConnecting,
    });
  });
});

describe('startFirstReads', () => {
  /** A page as the server sends it, asking ahead for `paths` (and for one thing no API call reads). */
  const pageAskingFor = (...paths: string[]) => {
    const head = document.createElement('head');
    head.innerHTML = [...paths.map((path) => `<link rel="preload" as="fetch" crossorigin href="${path}">`), '<link rel="preload" as="font" href="/font.woff2">'].join('');
    return head;
  };

  it('asks at once for what the page preloads, and its first read of each takes that answer; the next asks again', async () => {
    let version = 0;
    const fetchMock = stubFetch({ 'GET /api/v1/things': () => json({ ok: ++version === 1 }) });
    startFirstReads(pageAskingFor('/api/v1/things', '/api/v1/other'));
    expect(fetchMock.mock.calls.map(([path, init]) => [path, init?.credentials, init?.headers])).toEqual([
      ['/api/v1/things', 'same-origin', { Accept: 'application/json' }],
      ['/api/v1/other', 'same-origin', { Accept: 'application/json' }],
    ]);
    await expect(apiRequest('/api/v1/things', { schema: Answer })).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await expect(apiRequest('/api/v1/things', { schema: Answer })).resolves.toEqual({ ok: false });
    expect(callsTo(fetchMock, 'GET', '/api/v1/things')).toHaveLength(2);
  });

  it('any change sent drops the answers not yet taken: they describe the server before it', async () => {
    const fetchMock = stubFetch({ 'GET /api/v1/account/profile': () => json({ ok: true }), 'POST /api/auth/signin': () => json({ ok: true }) });
    startFirstReads(pageAskingFor('/api/v1/account/profile'));
    await apiRequest('/api/auth/signin', { method: 'POST', body: {}, schema: Answer });
    await apiRequest('/api/v1/account/profile', { schema: Answer });
    expect(callsTo(fetchMock, 'GET', '/api/v1/account/profile')).toHaveLength(2);
  });

  it('an answer not taken within 30 s is asked for anew', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const fetchMock = stubFetch({ 'GET /api/v1/things': () => json({ ok: true }) });
      startFirstReads(pageAskingFor('/api/v1/things'));
      vi.setSystemTime(Date.now() + 30_001);
      await apiRequest('/api/v1/things', { schema: Answer });
      expect(callsTo(fetchMock, 'GET', '/api/v1/things')).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it("a read that failed is reported by the call that takes it, as 'Error connecting'", async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    startFirstReads(pageAskingFor('/api/v1/things'));
    await expect(apiRequest('/api/v1/things', { schema: Answer })).rejects.toMatchObject({ status: 0, message: messages.errorConnecting });
  });
});

describe('readsAnswered', () => {
  afterEach(() => vi.useRealTimers());

  it('waits for a read under way, but not past 5 s for one the server never answers', async () => {
    vi.useFakeTimers();
    let answer: (response: Response) => void = () => undefined;
    stubFetch({
      'GET /api/v1/slow': () => new Promise<Response>((resolve) => (answer = resolve)),
      'GET /api/v1/never': () => new Promise<Response>(() => undefined),
    });
    const slow = apiRequest('/api/v1/slow', { schema: Answer });
    let done = false;
    const waiting = readsAnswered().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(done).toBe(false);
    answer(json({ ok: true }));
    await expect(slow).resolves.toEqual({ ok: true });
    await waiting;
    expect(done).toBe(true);

    void apiRequest('/api/v1/never', { schema: Answer });
    done = false;
    const held = readsAnswered().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(4_900);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    await held;
    expect(done).toBe(true);
  });
});

describe('Idempotency-Key', () => {
  const keyOf = (init: RequestInit | undefined) => (init?.headers as Record<string, string> | undefined)?.['Idempotency-Key'];
  afterEach(() => vi.useRealTimers());

  it('every POST carries a key of its own; other methods none', async () => {
    const fetchMock = stubFetch({ 'POST /api/v1/things': () => json({ ok: true }, 201), 'PATCH /api/v1/things': () => json({ ok: true }) });
    await apiRequest('/api/v1/things', { method: 'POST', body: { a: 1 }, schema: Answer });
    await apiRequest('/api/v1/things', { method: 'POST', body: { a: 1 }, schema: Answer });
    await apiRequest('/api/v1/things', { method: 'PATCH', body: { a: 1 }, schema: Answer });
    const keys = fetchMock.mock.calls.map(([, init]) => keyOf(init));
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys[2]).toBeUndefined();
  });

  it('a POST that could not reach the server is sent again with the same key', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const fetchMock = vi.fn(() => (++calls < 3 ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(json({ ok: true }, 201))));
    vi.stubGlobal('fetch', fetchMock);
    const answer = apiRequest('/api/v1/things', { method: 'POST', body: { a: 1 }, schema: Answer });
    await vi.runAllTimersAsync();
    await expect(answer).resolves.toEqual({ ok: true });
    const keys = fetchMock.mock.calls.map((call) => keyOf((call as unknown as [string, RequestInit])[1]));
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
  });
});

describe('authPost', () => {
  it('posts the form with a fresh CSRF token and reads the outcome from the answer URL, even with a 429', async () => {
    const fetchMock = stubFetch({
      ...authRoutes(() => null),
      'POST /api/auth/callback/credentials': () => authAnswer('error=CredentialsSignin&code=rate_limited', 429),
    });
    await expect(authPost('callback/credentials', { email: 'a@example.com' })).resolves.toEqual({
      error: 'CredentialsSignin',
      code: 'rate_limited',
    });
    expect(callsTo(fetchMock, 'POST', '/api/auth/callback/credentials')).toEqual([
      { email: 'a@example.com', csrfToken: 'csrf-token', json: 'true' },
    ]);
  });

  it('throws an answer without a URL as an ApiError', async () => {
    stubFetch({
      ...authRoutes(() => null),
      'POST /api/auth/signout': () => apiError(400, 'VALIDATION_FAILED', messages.signoutCsrfMissing),
    });
    await expect(authPost('signout', {})).rejects.toMatchObject({ status: 400, message: messages.signoutCsrfMissing });
  });
});
