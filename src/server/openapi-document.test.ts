import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import createClient from 'openapi-fetch';
import openapiTS, { astToString } from 'openapi-typescript';
import { describe, expect, it } from 'vitest';
import { operationIdOf } from './http/api-docs.js';
import type { paths } from './test/api-types.js';
import { signedInUser } from './test/factories.js';

const run = promisify(execFile);
const typesFile = path.join(import.meta.dirname, 'test', 'api-types.ts');

async function apiDocument() {
  const { app } = await signedInUser();
  return (await (await app.request('/api/openapi.json')).json()) as Record<string, unknown>;
}

/** The client types openapi-typescript makes of the document, as `npm run api:types` writes them. */
async function clientTypes(document: Record<string, unknown>) {
  const header = '// Written by `npm run api:types` from /api/openapi.json with openapi-typescript: not edited by hand.\n';
  return header + astToString(await openapiTS(document as unknown as Parameters<typeof openapiTS>[0]));
}

describe('the OpenAPI document', () => {
  it("passes Redocly's recommended rules with no error and no warning", async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'openapi-')), 'openapi.json');
    writeFileSync(file, JSON.stringify(await apiDocument()));
    const bin = path.join(process.cwd(), 'node_modules', '.bin', 'redocly');
    const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
    // Exit code 1 when there is an error: the output says which.
    const { stdout } = await run(bin, ['lint', '--extends', 'recommended', '--format', 'json', file], { env, maxBuffer: 64 * 1024 * 1024 }).catch(
      (error: unknown) => ({ stdout: (error as { stdout?: string }).stdout ?? '' }),
    );
    const report = JSON.parse(stdout) as { totals: { errors: number; warnings: number }; problems: { ruleId: string; message: string }[] };
    expect(report.problems.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  }, 60_000);

  it('names every operation once, so a generated client has a method for each', async () => {
    const document = (await apiDocument()) as { paths: Record<string, Record<string, { operationId?: string }>> };
    const ids = Object.values(document.paths).flatMap((item) => Object.values(item).map((operation) => operation.operationId));
    expect(ids.length).toBeGreaterThan(250);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operationIdOf('get', '/v1/trips/{recordId}/notes/{noteId}', false, false)).toBe('getTripNote');
    expect(operationIdOf('post', '/v1/customers', false, true)).toBe('createCustomer');
    expect(operationIdOf('get', '/v1/receipt-categories', true, false)).toBe('listReceiptCategories');
  });

  it('is what the committed client types were made from (`npm run api:types` makes them again)', async () => {
    const types = await clientTypes(await apiDocument());
    if (process.env.UPDATE_API_TYPES) writeFileSync(typesFile, types);
    expect(readFileSync(typesFile, 'utf8') === types, 'src/server/test/api-types.ts is not what the document makes: run `npm run api:types`').toBe(true);
  }, 60_000);
});

describe('a client generated from the document (openapi-typescript types, openapi-fetch)', () => {
  it('signs in and makes a round trip through customers, trips, reservations, timecards and the calendar feed, typed', async () => {
    const { b } = await signedInUser();
    // The signed-in browser's cookies, through a fetch of its own: what a script holding a session does.
    const api = createClient<paths>({
      baseUrl: 'http://app.test/api',
      fetch: async (request: Request) => {
        const url = new URL(request.url);
        const body = request.body ? await request.arrayBuffer() : undefined;
        return b.request(url.pathname + url.search, { method: request.method, headers: request.headers, body });
      },
    });

    const customer = await api.POST('/v1/customers', { body: { name: 'Acme Pumps' } });
    expect(customer.response.status).toBe(201);
    const customerId = customer.data?.id ?? '';
    const trip = await api.POST('/v1/trips', {
      body: { title: 'Plant audit', customerId, start: { local: '2026-03-07T06:00', zone: 'America/New_York' }, end: { local: '2026-03-10T22:00', zone: 'America/Chicago' } },
    });
    expect(trip.data?.title).toBe('Plant audit');
    const tripId = trip.data?.id ?? '';

    const flight = await api.POST('/v1/reservations', {
      body: {
        tripId, type: 'flight', start: { local: '2026-03-07T08:15', zone: 'America/New_York' }, end: { local: '2026-03-07T10:05', zone: 'America/Chicago' },
        flight: { airlineCode: 'UA', flightNumber: '1542', departureAirport: 'BOS', arrivalAirport: 'ORD' },
      },
    });
    expect(flight.response.status).toBe(201);
    const itinerary = await api.GET('/v1/trips/{id}/itinerary', { params: { path: { id: tripId } } });
    expect(itinerary.data?.reservations.map((r) => r.flight?.flightNumber)).toEqual(['1542']);

    // A change with the version it began from; the same version again is refused.
    const version = `"${trip.data?.updatedAt ?? ''}"`;
    const renamed = await api.PATCH('/v1/trips/{id}', { params: { path: { id: tripId }, header: { 'if-match': version } }, body: { title: 'Plant audit, week 1' } });
    expect(renamed.data?.title).toBe('Plant audit, week 1');
    const stale = await api.PATCH('/v1/trips/{id}', { params: { path: { id: tripId }, header: { 'if-match': version } }, body: { title: 'Lost' } });
    expect(stale.response.status).toBe(412);
    expect(stale.error?.error.code).toBe('PRECONDITION_FAILED');

    const entry = await api.POST('/v1/timecards', {
      body: { type: 'labor', customerId, tripId, start: { local: '2026-03-08T09:00', zone: 'America/Chicago' }, end: { local: '2026-03-08T17:30', zone: 'America/Chicago' } },
    });
    expect(entry.response.status).toBe(201);
    const listed = await api.GET('/v1/timecards', { params: { query: { sort: 'start', order: 'asc' } } });
    expect(listed.data?.items.map((t) => t.id)).toEqual([entry.data?.id]);

    const feed = await api.POST('/v1/trips/{id}/calendar-feed', { params: { path: { id: tripId } } });
    expect(feed.data?.url).toMatch(/\/api\/public\/calendars\//);

    const missing = await api.GET('/v1/customers/{id}', { params: { path: { id: '00000000-0000-4000-8000-000000000000' } } });
    expect(missing.response.status).toBe(404);
    expect(missing.error?.error.code).toBe('NOT_FOUND');
    // The trip has a time entry: refused unless the entry is to be kept without it.
    const refused = await api.DELETE('/v1/trips/{id}', { params: { path: { id: tripId }, query: {} } });
    expect(refused.response.status).toBe(409);
    const removed = await api.DELETE('/v1/trips/{id}', { params: { path: { id: tripId }, query: { linked: 'detach' } } });
    expect(removed.response.status).toBe(204);
    expect((await api.GET('/v1/timecards/{id}', { params: { path: { id: entry.data?.id ?? '' } } })).data?.trip).toBeNull();
  });
});
