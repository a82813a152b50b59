// A create sent again with its Idempotency-Key (the answer was lost, the client retried) answers
// what the first answered and makes nothing twice.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Trip } from '../../shared/trips.js';
import { idempotencyKeys } from '../db/schema/idempotency.js';
import { browser, createUser, signedInUser, TEST_PASSWORD } from '../test/factories.js';
import { pruneIdempotencyKeys } from './idempotency.js';

type Client = Awaited<ReturnType<typeof signedInUser>>['b'];
const read = async <T>(res: Response) => (await res.json()) as T;

const create = (b: Client, key: string | undefined, body: unknown, path = '/api/v1/trips') =>
  b.request(path, { method: 'POST', headers: { 'Content-Type': 'application/json', ...(key === undefined ? {} : { 'Idempotency-Key': key }) }, body: JSON.stringify(body) });
const tripTitles = async (b: Client) => (await read<{ items: Trip[] }>(await b.request('/api/v1/trips?pageSize=100'))).items.map((t) => t.title);

describe('Idempotency-Key', () => {
  it('a retry with the same key answers the same status and body, and makes one record', async () => {
    const { b } = await signedInUser();
    const first = await create(b, 'key-retry', { title: 'Berlin' });
    const again = await create(b, 'key-retry', { title: 'Berlin' });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await again.text()).toBe(await first.text());
    expect(await tripTitles(b)).toEqual(['Berlin']);
  });

  it('two creates at once with one key make one record', async () => {
    const { b } = await signedInUser();
    const answers = await Promise.all([1, 2, 3].map(() => create(b, 'key-at-once', { title: 'Oslo' })));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    const ids = await Promise.all(answers.map(async (a) => (await read<Trip>(a)).id));
    expect(new Set(ids).size).toBe(1);
    expect(await tripTitles(b)).toEqual(['Oslo']);
  });

  it('the same key with another body is refused, and makes nothing', async () => {
    const { b } = await signedInUser();
    expect((await create(b, 'key-reused', { title: 'Rome' })).status).toBe(201);
    const other = await create(b, 'key-reused', { title: 'Paris' });
    expect(other.status).toBe(409);
    expect(await other.json()).toEqual({
      error: { code: 'CONFLICT', message: 'This Idempotency-Key was already used for another request', issues: [{ path: 'Idempotency-Key', message: 'This Idempotency-Key was already used for another request' }] },
    });
    expect(await tripTitles(b)).toEqual(['Rome']);
  });

  it("another user's same key is a key of their own", async () => {
    const { b, app, database } = await signedInUser();
    const { user: other } = await createUser(database.db);
    const ob = browser(app);
    await ob.signIn(other.email, TEST_PASSWORD);
    const mine = await read<Trip>(await create(b, 'key-shared', { title: 'Lima' }));
    const theirs = await create(ob, 'key-shared', { title: 'Lima' });
    expect(theirs.status).toBe(201);
    expect((await read<Trip>(theirs)).id).not.toBe(mine.id);
    expect(await tripTitles(ob)).toEqual(['Lima']);
    expect(await tripTitles(b)).toEqual(['Lima']);
  });

  it('a refused request frees its key; without a key every request is its own', async () => {
    const { b } = await signedInUser();
    const refused = await create(b, 'key-refused', { title: '' });
    expect(refused.status).toBe(400);
    expect((await create(b, 'key-refused', { title: 'Quito' })).status).toBe(201);
    expect((await create(b, undefined, { title: 'Quito' })).status).toBe(201);
    expect(await tripTitles(b)).toEqual(['Quito', 'Quito']);
    const bad = await create(b, 'not a key', { title: 'Quito' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { issues: [{ path: 'idempotency-key', message: 'Invalid characters' }] } });
  });

  it('an upload retried (a new multipart boundary) answers the first upload', async () => {
    const { b } = await signedInUser();
    const trip = await read<Trip>(await create(b, undefined, { title: 'Files' }));
    const upload = () => {
      const form = new FormData();
      form.append('files', new File(['%PDF-1.4\n%%EOF\n'], 'ticket.pdf', { type: 'application/pdf' }));
      return b.request(`/api/v1/trips/${trip.id}/documents`, { method: 'POST', headers: { 'Idempotency-Key': 'key-upload' }, body: form });
    };
    const first = await upload();
    expect(first.status).toBe(201);
    const again = await upload();
    expect(await again.text()).toBe(await first.text());
    expect(await read<unknown[]>(await b.request(`/api/v1/trips/${trip.id}/documents`))).toHaveLength(1);
  });

  it('keys are forgotten after a day, and pruned', async () => {
    const { b, user, database } = await signedInUser();
    expect((await create(b, 'key-old', { title: 'Cairo' })).status).toBe(201);
    const db = database.db;
    await db.update(idempotencyKeys).set({ createdAt: sql`now() - interval '25 hours'` }).where(sql`${idempotencyKeys.userId} = ${user.id}`);
    expect((await create(b, 'key-old', { title: 'Cairo' })).status).toBe(201);
    expect(await tripTitles(b)).toEqual(['Cairo', 'Cairo']);
    expect((await create(b, 'key-other', { title: 'Tunis' })).status).toBe(201);
    await db.update(idempotencyKeys).set({ createdAt: sql`now() - interval '25 hours'` }).where(sql`${idempotencyKeys.key} = 'key-other'`);
    await pruneIdempotencyKeys(db);
    const left = await db.select({ key: idempotencyKeys.key }).from(idempotencyKeys).where(sql`${idempotencyKeys.userId} = ${user.id}`);
    expect(left).toEqual([{ key: 'key-old' }]);
  });

  it('a create cut off before its answer (its process killed) made nothing: its retry makes it, once', async () => {
    const { b, user, database } = await signedInUser();
    const body = { title: 'Lisbon' };
    const requestHash = createHash('sha256').update('application/json\0').update(JSON.stringify(body)).digest('hex');
    // What a process killed mid-request leaves: the key taken, no answer, not renewed since.
    const cutOff = { userId: user.id, route: 'POST /api/v1/trips', key: 'key-cut-off', requestHash };
    await database.db.insert(idempotencyKeys).values({ ...cutOff, aliveAt: sql`now() - interval '1 minute'` });
    const retry = await create(b, 'key-cut-off', body);
    expect(retry.status).toBe(201);
    const again = await create(b, 'key-cut-off', body);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await again.text()).toBe(await retry.text());
    expect(await tripTitles(b)).toEqual(['Lisbon']);
    // A request still running (its key renewed every second here) keeps its key: a retry waits for it, then is refused.
    const running = { ...cutOff, key: 'key-running' };
    await database.db.insert(idempotencyKeys).values(running);
    const renew = setInterval(() => void database.db.update(idempotencyKeys).set({ aliveAt: sql`now()` }).where(sql`${idempotencyKeys.key} = 'key-running'`).execute(), 1000);
    try {
      expect((await create(b, 'key-running', body)).status).toBe(409);
    } finally {
      clearInterval(renew);
    }
    expect(await tripTitles(b)).toEqual(['Lisbon']);
  }, 40_000);

  it("the timer's start cut off before its answer: its retry starts it, once, and a retry of that answers the same", async () => {
    const { b, user, database } = await signedInUser();
    const body = { zone: 'UTC' };
    const start = (key: string) =>
      b.request('/api/v1/timecards/timer/start', { method: 'POST', headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key }, body: JSON.stringify(body) });
    const requestHash = createHash('sha256').update('application/json\0').update(JSON.stringify(body)).digest('hex');
    await database.db
      .insert(idempotencyKeys)
      .values({ userId: user.id, route: 'POST /api/v1/timecards/timer/start', key: 'key-timer', requestHash, aliveAt: sql`now() - interval '1 minute'` });
    const retry = await start('key-timer');
    expect(retry.status).toBe(201);
    const started = await retry.text();
    const again = await start('key-timer');
    expect(again.status).toBe(201);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await again.text()).toBe(started);
    // Another start while it runs answers the running timer (200), and that answer is kept too.
    const other = await start('key-timer-2');
    expect(other.status).toBe(200);
    expect(((await other.json()) as { id: string }).id).toBe((JSON.parse(started) as { id: string }).id);
    expect((await start('key-timer-2')).status).toBe(200);
    // The week of the day the entry counts toward (started in UTC, it may be another week than the user's home zone's today).
    const week = await read<{ entries: unknown[] }>(await b.request(`/api/v1/timecards/week?date=${(JSON.parse(started) as { day: string }).day}`));
    expect(week.entries).toHaveLength(1);
  });

  it('an upload of documents cut off before its answer: its retry stores them, once', async () => {
    const { b, user, database } = await signedInUser();
    const trip = await read<Trip>(await create(b, undefined, { title: 'Oslo' }));
    const path = `/api/v1/trips/${trip.id}/documents`;
    const bytes = new TextEncoder().encode('Boarding pass OSL');
    const upload = () => {
      const form = new FormData();
      form.append('files', new File([bytes], 'pass.txt', { type: 'text/plain' }));
      return b.request(path, { method: 'POST', headers: { 'Idempotency-Key': 'key-upload' }, body: form });
    };
    // The fingerprint of that form: its field, file name, type and bytes.
    const requestHash = createHash('sha256').update('files\0').update('pass.txt\0text/plain\0').update(bytes).update('\0').digest('hex');
    await database.db.insert(idempotencyKeys).values({ userId: user.id, route: `POST ${path}`, key: 'key-upload', requestHash, aliveAt: sql`now() - interval '1 minute'` });
    const retry = await upload();
    expect(retry.status).toBe(201);
    const stored = await retry.text();
    const again = await upload();
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await again.text()).toBe(stored);
    expect(await read<unknown[]>(await b.request(path))).toHaveLength(1);
  });

  it('keeps the answer in the transaction that makes the record: a create that fails after its record leaves neither', async () => {
    const { b, database } = await signedInUser();
    // The trip's answer cannot be kept (the row it goes in is gone): the trip is not kept either.
    await database.db.execute(sql`create or replace function twt_test_refuse_answer() returns trigger language plpgsql as $$
      begin if new.status is not null and new.key = 'key-refused' then raise exception 'answer refused'; end if; return new; end $$`);
    await database.db.execute(sql`create trigger twt_test_refuse_answer before update on idempotency_keys for each row execute function twt_test_refuse_answer()`);
    try {
      expect((await create(b, 'key-refused', { title: 'Quito' })).status).toBe(500);
      expect(await tripTitles(b)).toEqual([]);
    } finally {
      await database.db.execute(sql`drop trigger twt_test_refuse_answer on idempotency_keys`);
    }
  });
});
