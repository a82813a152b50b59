import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startRecordedService, type RecordedService } from '../test/recorded-service.js';
import { fetchJson, ServiceError, type FetchJsonOptions } from './http.js';

const Greeting = z.object({ greeting: z.string() });
let service: RecordedService;
beforeAll(async () => {
  service = await startRecordedService(() => ({ ok: { greeting: 'hello' }, empty: { greeting: '' } }));
});
beforeEach(() => service.reset());
afterAll(async () => service.close());

const ask = (options: Partial<FetchJsonOptions<z.infer<typeof Greeting>>> = {}) =>
  fetchJson({ url: new URL('/greeting', service.baseUrl), schema: Greeting, timeoutMs: 2000, userAgent: 'TravelWorkTracker/test (tests@example.com)', ...options });

/** The ServiceError a call ends with (the test fails when it answers). */
async function failure(call: Promise<unknown>): Promise<ServiceError> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ServiceError);
  return error as ServiceError;
}

describe('fetchJson', () => {
  it('answers the checked body, sending the User-Agent and asking for JSON', async () => {
    expect(await ask()).toEqual({ greeting: 'hello' });
    expect(service.state.requests).toHaveLength(1);
    expect(service.state.requests[0]?.headers['user-agent']).toBe('TravelWorkTracker/test (tests@example.com)');
    expect(service.state.requests[0]?.headers.accept).toBe('application/json');
  });

  it('gives up at the deadline when the service does not answer', async () => {
    service.state.mode = 'hang';
    const started = Date.now();
    expect((await failure(ask({ timeoutMs: 300 }))).reason).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('says unavailable on a 500, without trying again', async () => {
    service.state.mode = 'fail';
    const error = await failure(ask());
    expect([error.reason, error.status]).toEqual(['unavailable', 500]);
    expect(service.state.requests).toHaveLength(1);
  });

  it('says malformed for a body that is not JSON, and for JSON of another shape', async () => {
    service.state.mode = 'malformed';
    expect((await failure(ask())).reason).toBe('malformed');
    service.state.mode = 'ok';
    expect((await failure(ask({ schema: z.object({ greeting: z.number() }) as never }))).reason).toBe('malformed');
  });

  it('gives up at once on a 429 whose Retry-After does not fit the deadline', async () => {
    service.state.mode = 'rate-limited';
    service.state.retryAfter = '5';
    const started = Date.now();
    const error = await failure(ask({ timeoutMs: 1000 }));
    expect([error.reason, error.status]).toEqual(['rate-limited', 429]);
    expect(Date.now() - started).toBeLessThan(900);
    expect(service.state.requests).toHaveLength(1);
  });

  it('waits out a 429 that fits, then answers', async () => {
    service.state.mode = 'rate-limited-once';
    service.state.retryAfter = '0.3';
    const started = Date.now();
    expect(await ask()).toEqual({ greeting: 'hello' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    expect(service.state.requests).toHaveLength(2);
  });

  it('stops trying after its retries when the service stays busy', async () => {
    service.state.mode = 'rate-limited';
    service.state.retryAfter = '0';
    expect((await failure(ask({ retries: 2 }))).reason).toBe('rate-limited');
    expect(service.state.requests).toHaveLength(3);
  });

  it('refuses a body past the size cap', async () => {
    expect((await failure(ask({ maxBytes: 10 }))).reason).toBe('too-large');
  });

  it('says unavailable when nothing listens there', async () => {
    expect((await failure(ask({ url: new URL('http://127.0.0.1:9/nothing') }))).reason).toBe('unavailable');
  });
});
