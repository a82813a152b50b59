import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { timecards } from '../../db/schema/projects.js';
import { browser, createUser, signedInUser, TEST_PASSWORD } from '../../test/factories.js';
import { testApp } from '../../test/harness.js';

const signedIn = (firstDayOfWeek: 0 | 1 | 6 = 1) =>
  signedInUser({ settings: { timeZone: 'America/Chicago', currency: 'USD', firstDayOfWeek } });
const read = async <T>(res: Response) => (await res.json()) as T;
type Entry = { id: string; hours: number; day: string; start: { local: string; zone: string; at: string }; end: { local: string } | null; home: { start: string }; warnings?: string[] };
const entry = (startLocal: string, startZone: string, endLocal: string, endZone: string, extra: Record<string, unknown> = {}) => ({
  type: 'labor', start: { local: startLocal, zone: startZone }, end: { local: endLocal, zone: endZone }, ...extra,
});

describe('timecard hours are exact across zones and clock changes', () => {
  it.each([
    ['22:00–06:00 across the autumn change in New York', entry('2026-10-31T22:00', 'America/New_York', '2026-11-01T06:00', 'America/New_York'), 9],
    ['22:00–06:00 across the spring change in New York', entry('2026-03-07T22:00', 'America/New_York', '2026-03-08T06:00', 'America/New_York'), 7],
    ['Boston 08:00 to London 20:00 the same day', entry('2026-06-15T08:00', 'America/New_York', '2026-06-15T20:00', 'Europe/London'), 7],
    ['a 30-minute offset zone', entry('2026-06-15T09:00', 'Asia/Kolkata', '2026-06-15T17:30', 'Asia/Kolkata'), 8.5],
    ['a 45-minute offset zone to UTC', entry('2026-06-15T09:00', 'Asia/Kathmandu', '2026-06-15T05:00', 'UTC'), 1.75],
  ])('%s', async (_label, body, hours) => {
    const { b } = await signedIn();
    const res = await b.json('/api/v1/timecards', 'POST', body);
    expect(res.status).toBe(201);
    expect((await read<Entry>(res)).hours).toBe(hours);
  });

  it('counts an entry across midnight toward the day it starts, and shows it in the home zone too', async () => {
    const { b } = await signedIn();
    const e = await read<Entry>(await b.json('/api/v1/timecards', 'POST', entry('2026-06-15T23:00', 'Europe/Berlin', '2026-06-16T02:00', 'Europe/Berlin')));
    expect(e.day).toBe('2026-06-15');
    expect(e.home.start).toBe('2026-06-15T16:00'); // Chicago
  });
});

describe('timecards API', () => {
  it('needs a session (401)', async () => {
    const { app } = await testApp();
    for (const path of ['/api/v1/timecards/week', '/api/v1/timecards/timer', '/api/v1/timecards/export.csv?from=2026-01-01&to=2026-01-31']) {
      expect((await app.request(path)).status, path).toBe(401);
    }
  });

  it('refuses bad input with the spec messages and stores nothing', async () => {
    const { b, database, user } = await signedIn();
    for (const [body, path, message] of [
      [{ ...entry('2026-06-15T10:00', 'UTC', '2026-06-15T09:00', 'UTC') }, 'end.local', 'Date not valid'],
      [{ ...entry('2026-06-15T10:00', 'UTC', '2026-06-15T12:00', 'UTC'), type: undefined }, 'type', 'This field is required'],
      [{ ...entry('2026-06-31T10:00', 'UTC', '2026-07-01T12:00', 'UTC') }, 'start.local', 'Date not valid'],
      [{ ...entry('2026-06-15T10:00', 'Nowhere/Zone', '2026-06-15T12:00', 'UTC') }, 'start.zone', 'Time zone not valid'],
    ] as const) {
      const res = await b.json('/api/v1/timecards', 'POST', body);
      expect(res.status).toBe(400);
      expect((await read<{ error: { issues: unknown[] } }>(res)).error.issues).toContainEqual({ path, message });
    }
    expect(await database.db.$count(timecards, eq(timecards.userId, user.id))).toBe(0);
  });

  it('warns (without refusing) about entries over 16 hours and overlapping entries', async () => {
    const { b } = await signedIn();
    const long = await read<Entry>(await b.json('/api/v1/timecards', 'POST', entry('2026-06-15T06:00', 'UTC', '2026-06-15T23:00', 'UTC')));
    expect(long.warnings).toEqual(['This entry is longer than 16 hours']);
    const overlap = await b.json('/api/v1/timecards', 'POST', entry('2026-06-15T10:00', 'UTC', '2026-06-15T11:00', 'UTC'));
    expect(overlap.status).toBe(201);
    expect((await read<Entry>(overlap)).warnings).toEqual(['This entry overlaps another entry']);
  });

  it('gives a week with entries by day, daily and project summaries, starting on the first day of week', async () => {
    const { b } = await signedIn(1);
    const p = await read<{ id: string }>(await b.json('/api/v1/projects', 'POST', { projectNumber: 'P-7', name: 'Audit' }));
    await b.json('/api/v1/timecards', 'POST', entry('2026-06-15T09:00', 'America/Chicago', '2026-06-15T17:30', 'America/Chicago', { projectId: p.id }));
    await b.json('/api/v1/timecards', 'POST', { ...entry('2026-06-16T07:00', 'America/Chicago', '2026-06-16T09:00', 'America/New_York'), type: 'travel', projectId: p.id });
    await b.json('/api/v1/timecards', 'POST', entry('2026-06-21T10:00', 'UTC', '2026-06-21T11:00', 'UTC'));
    await b.json('/api/v1/timecards', 'POST', entry('2026-06-22T10:00', 'UTC', '2026-06-22T11:00', 'UTC')); // next week
    const week = await read<{
      weekStart: string; days: string[]; entries: Entry[]; daily: { date: string; labor: number; travel: number }[];
      projects: { projectNumber: string | null; labor: number; travel: number }[]; totals: { labor: number; travel: number };
    }>(await b.request('/api/v1/timecards/week?date=2026-06-18'));
    expect(week.weekStart).toBe('2026-06-15');
    expect(week.days).toHaveLength(7);
    expect(week.entries).toHaveLength(3);
    expect(week.daily.filter((d) => d.labor || d.travel)).toEqual([
      { date: '2026-06-15', labor: 8.5, travel: 0 },
      { date: '2026-06-16', labor: 0, travel: 1 },
      { date: '2026-06-21', labor: 1, travel: 0 },
    ]);
    expect(week.projects).toMatchObject([
      { projectNumber: 'P-7', labor: 8.5, travel: 1 },
      { projectNumber: null, labor: 1, travel: 0 },
    ]);
    expect(week.totals).toEqual({ labor: 9.5, travel: 1 });
    const { b: sundayPerson } = await signedIn(0);
    const sundayFirst = await read<{ weekStart: string }>(await sundayPerson.request('/api/v1/timecards/week?date=2026-06-18'));
    expect(sundayFirst.weekStart).toBe('2026-06-14');
    expect((await b.request('/api/v1/timecards/week?date=2026-13-01')).status).toBe(400);
  });

  it('answers the same week on every call, its statement prepared once and then only run', async () => {
    const { b } = await signedIn(1);
    await b.json('/api/v1/timecards', 'POST', entry('2026-06-15T09:00', 'Europe/Berlin', '2026-06-15T17:00', 'Asia/Tokyo', { tags: [{ key: 'Billable', value: 'yes' }] }));
    await b.json('/api/v1/timecards', 'POST', entry('2026-06-23T09:00', 'America/New_York', '2026-06-23T10:30', 'America/New_York', { properties: [{ key: 'PO', value: '17' }] }));
    const weekOf = async (date: string) => (await b.request(`/api/v1/timecards/week?date=${date}`)).text();
    const first = [await weekOf('2026-06-18'), await weekOf('2026-06-25')];
    // PostgreSQL keeps a generic plan for a named statement from its sixth run on.
    for (let i = 0; i < 4; i++) expect([await weekOf('2026-06-18'), await weekOf('2026-06-25')]).toEqual(first);
    expect(JSON.parse(first[0] ?? '')).toMatchObject({ entries: [{ tags: [{ key: 'Billable', value: 'yes' }], properties: [], end: { zone: 'Asia/Tokyo', local: '2026-06-15T17:00' }, hours: 1 }] });
    expect(JSON.parse(first[1] ?? '')).toMatchObject({ entries: [{ tags: [], properties: [{ key: 'PO', value: '17' }], home: { start: '2026-06-23T08:00' } }] });
  });

  it('orders entries that start at the same instant as they were entered', async () => {
    const { b } = await signedIn(1);
    const ids: string[] = [];
    for (const type of ['travel', 'labor', 'travel']) {
      ids.push((await read<Entry>(await b.json('/api/v1/timecards', 'POST', { ...entry('2026-06-16T09:00', 'UTC', '2026-06-16T10:00', 'UTC'), type }))).id);
    }
    const week = await read<{ entries: Entry[] }>(await b.request('/api/v1/timecards/week?date=2026-06-16'));
    expect(week.entries.map((e) => e.id)).toEqual(ids);
  });

  it('shows wall clocks as they were entered, in any year', async () => {
    const { b } = await signedIn(1);
    const early = await read<Entry>(await b.json('/api/v1/timecards', 'POST', entry('0999-06-15T09:00', 'Europe/Berlin', '0999-06-15T10:00', 'Europe/Berlin')));
    expect(early).toMatchObject({ day: '0999-06-15', start: { local: '0999-06-15T09:00' }, end: { local: '0999-06-15T10:00' }, hours: 1 });
    const week = await read<{ entries: Entry[] }>(await b.request('/api/v1/timecards/week?date=0999-06-15'));
    expect(week.entries.map((e) => e.start.local)).toEqual(['0999-06-15T09:00']);
  });

  it('lists entries newest first in pages, with the total also past the last page', async () => {
    const { b } = await signedIn();
    for (const day of ['15', '16', '17']) await b.json('/api/v1/timecards', 'POST', entry(`2026-06-${day}T09:00`, 'UTC', `2026-06-${day}T10:00`, 'UTC'));
    const list = async (query: string) => read<{ items: Entry[]; total: number }>(await b.request(`/api/v1/timecards?${query}`));
    expect((await list('order=desc&pageSize=2')).items.map((e) => e.day)).toEqual(['2026-06-17', '2026-06-16']);
    expect(await list('order=desc&pageSize=2&page=2')).toMatchObject({ total: 3, items: [{ day: '2026-06-15' }] });
    expect(await list('pageSize=2&page=3')).toMatchObject({ total: 3, items: [] });
  });

  it("answers 404 for another user's timecard and refuses another project's assignment", async () => {
    const { app, b, database } = await signedIn();
    const mine = await read<Entry>(await b.json('/api/v1/timecards', 'POST', entry('2026-06-15T09:00', 'UTC', '2026-06-15T10:00', 'UTC')));
    const { user: other } = await createUser(database.db);
    const intruder = browser(app);
    await intruder.signIn(other.email, TEST_PASSWORD);
    expect((await intruder.request(`/api/v1/timecards/${mine.id}`)).status).toBe(404);
    expect((await intruder.json('/api/v1/timecards/duplicate', 'POST', { ids: [mine.id], to: 'next-day' })).status).toBe(404);
    const p1 = await read<{ id: string }>(await b.json('/api/v1/projects', 'POST', { projectNumber: 'ONE' }));
    const p2 = await read<{ id: string }>(await b.json('/api/v1/projects', 'POST', { projectNumber: 'TWO' }));
    const a2 = await read<{ id: string }>(await b.json('/api/v1/assignments', 'POST', { name: 'A2', projectId: p2.id, start: { local: '2026-06-01T09:00', zone: 'UTC' } }));
    const res = await b.json('/api/v1/timecards', 'POST', entry('2026-06-15T09:00', 'UTC', '2026-06-15T10:00', 'UTC', { projectId: p1.id, assignmentId: a2.id }));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { message: 'The assignment does not belong to this project' } });
  });

  it('changes an entry begun from an older version only if nothing changed it meanwhile: of two sent at once from one version, one is made, one is 412', async () => {
    const { app, b, database } = await signedIn();
    const first = await read<Entry & { updatedAt: string }>(await b.json('/api/v1/timecards', 'POST', entry('2026-06-15T09:00', 'UTC', '2026-06-15T10:00', 'UTC')));
    const patch = (by: typeof b, body: object, ifMatch: string) =>
      by.request(`/api/v1/timecards/${first.id}`, { method: 'PATCH', headers: { 'Content-Type': 'application/json', 'If-Match': ifMatch }, body: JSON.stringify(body) });
    const version = `"${first.updatedAt}"`;
    const answers = await Promise.all([patch(b, { startLocation: 'Phone' }, version), patch(b, { startLocation: 'Desk' }, version)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 412]);
    const kept = await read<{ startLocation: string; updatedAt: string }>(await b.request(`/api/v1/timecards/${first.id}`));
    const made = await read<{ startLocation: string }>(answers[0]?.status === 200 ? answers[0] : answers[1]);
    expect(kept.startLocation).toBe(made.startLocation);
    expect(kept.updatedAt).not.toBe(first.updatedAt);
    // Another user's entry is 404 whatever the version; a version that is no date is bad input.
    const { user: other } = await createUser(database.db);
    const intruder = browser(app);
    await intruder.signIn(other.email, TEST_PASSWORD);
    expect((await patch(intruder, { startLocation: 'Intruder' }, `"${kept.updatedAt}"`)).status).toBe(404);
    expect((await patch(b, { startLocation: 'X' }, 'W/"1"')).status).toBe(400);
    // From the version now kept, the change is made.
    expect((await patch(b, { startLocation: 'Hotel' }, `"${kept.updatedAt}"`)).status).toBe(200);
    expect((await read<{ startLocation: string }>(await b.request(`/api/v1/timecards/${first.id}`))).startLocation).toBe('Hotel');
  });
});

describe('the timer', () => {
  it('starts once, survives as the running timer, and stopping completes its timecard', async () => {
    const { b } = await signedIn();
    const first = await b.json('/api/v1/timecards/timer/start', 'POST', { zone: 'America/Chicago' });
    expect(first.status).toBe(201);
    const again = await b.json('/api/v1/timecards/timer/start', 'POST', { zone: 'America/Chicago' });
    expect(again.status).toBe(200);
    const running = await read<Entry>(await b.request('/api/v1/timecards/timer'));
    expect(running.id).toBe((await read<Entry>(again)).id);
    expect(running.end).toBeNull();
    const stopped = await read<Entry>(await b.json('/api/v1/timecards/timer/stop', 'POST', { zone: 'Europe/London' }));
    expect(stopped.id).toBe(running.id);
    expect(stopped.end).not.toBeNull();
    expect(await read<unknown>(await b.request('/api/v1/timecards/timer'))).toBeNull();
    const none = await b.json('/api/v1/timecards/timer/stop', 'POST', { zone: 'UTC' });
    expect(none.status).toBe(409);
    expect(await none.json()).toMatchObject({ error: { message: 'No timer is running' } });
  });

  it('two tabs starting or stopping at once make one timecard, not two', async () => {
    const { b, database, user } = await signedIn();
    const starts = await Promise.all([1, 2, 3].map(() => b.json('/api/v1/timecards/timer/start', 'POST', { zone: 'UTC' })));
    expect(starts.map((r) => r.status).sort()).toEqual([200, 200, 201]);
    const stops = await Promise.all([1, 2].map(() => b.json('/api/v1/timecards/timer/stop', 'POST', { zone: 'UTC' })));
    expect(stops.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await database.db.$count(timecards, eq(timecards.userId, user.id))).toBe(1);
  });
});

describe('a timer pressed with no network, sent when it returns', () => {
  it('starts and stops at the times pressed, once for a start sent twice with its key, and never ahead of the clock', async () => {
    const { b, database, user } = await signedIn();
    const startedAt = new Date(Date.now() - 2 * 3_600_000);
    const stoppedAt = new Date(Date.now() - 30 * 60_000);
    const start = () =>
      b.request('/api/v1/timecards/timer/start', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'offline-start-1' },
        body: JSON.stringify({ type: 'travel', zone: 'Europe/Lisbon', at: startedAt.toISOString() }),
      });
    const first = await start();
    expect(first.status).toBe(201);
    const timer = await read<Entry>(first);
    expect(timer.start.at).toBe(startedAt.toISOString());
    // The same start sent again (its answer was lost on the way back) makes nothing more.
    expect(await read<Entry>(await start())).toMatchObject({ id: timer.id });
    const stopped = await read<Entry>(await b.json('/api/v1/timecards/timer/stop', 'POST', { zone: 'Europe/Lisbon', at: stoppedAt.toISOString() }));
    expect(stopped.hours).toBe(1.5);
    expect(await database.db.$count(timecards, eq(timecards.userId, user.id))).toBe(1);

    // A time ahead of the server's clock is refused, and starts nothing.
    const ahead = await b.json('/api/v1/timecards/timer/start', 'POST', { zone: 'UTC', at: new Date(Date.now() + 3_600_000).toISOString() });
    expect(ahead.status).toBe(400);
    expect(await ahead.json()).toMatchObject({ error: { issues: [{ path: 'at', message: 'Date not valid' }] } });
    expect(await read<unknown>(await b.request('/api/v1/timecards/timer'))).toBeNull();
    // A stop pressed before its timer's start ends a second after it.
    await b.json('/api/v1/timecards/timer/start', 'POST', { zone: 'UTC' });
    const early = await read<Entry & { end: { at: string } }>(await b.json('/api/v1/timecards/timer/stop', 'POST', { zone: 'UTC', at: startedAt.toISOString() }));
    expect(Date.parse(early.end.at) - Date.parse(early.start.at)).toBe(1000);
  });
});

describe('duplicating entries', () => {
  it('copies to the next day keeping local times, even across a clock change', async () => {
    const { b } = await signedIn();
    const e = await read<Entry>(await b.json('/api/v1/timecards', 'POST', entry('2026-10-31T09:00', 'America/New_York', '2026-10-31T17:00', 'America/New_York', { tags: [{ key: 'Billable', value: 'yes' }] })));
    const [copy] = await read<(Entry & { tags: unknown[] })[]>(await b.json('/api/v1/timecards/duplicate', 'POST', { ids: [e.id], to: 'next-day' }));
    expect(copy).toMatchObject({ day: '2026-11-01', start: { local: '2026-11-01T09:00' }, end: { local: '2026-11-01T17:00' }, hours: 8, tags: [{ key: 'Billable', value: 'yes' }] });
    const [week] = await read<Entry[]>(await b.json('/api/v1/timecards/duplicate', 'POST', { ids: [e.id], to: 'next-week' }));
    expect(week?.day).toBe('2026-11-07');
    const [onDay] = await read<Entry[]>(await b.json('/api/v1/timecards/duplicate', 'POST', { ids: [e.id], to: '2026-12-24' }));
    expect(onDay?.start.local).toBe('2026-12-24T09:00');
  });

  it("asks for a selection in the spec's words", async () => {
    const { b } = await signedIn();
    const none = await b.json('/api/v1/timecards/duplicate', 'POST', { ids: [], to: 'next-day' });
    expect(await none.json()).toMatchObject({ error: { message: 'Select one or more records' } });
    const ids = [];
    for (const day of ['15', '16']) {
      ids.push((await read<Entry>(await b.json('/api/v1/timecards', 'POST', entry(`2026-06-${day}T09:00`, 'UTC', `2026-06-${day}T10:00`, 'UTC')))).id);
    }
    const two = await b.json('/api/v1/timecards/duplicate', 'POST', { ids, to: '2026-07-01' });
    expect(await two.json()).toMatchObject({ error: { message: 'Select one record' } });
  });
});

describe('exports', () => {
  async function withEntries() {
    const ctx = await signedIn();
    const { b } = ctx;
    const customer = await read<{ id: string }>(await b.json('/api/v1/customers', 'POST', { name: 'Acme, Inc.' }));
    const p = await read<{ id: string }>(await b.json('/api/v1/projects', 'POST', { projectNumber: 'AC-1', name: 'Rollout "phase 2"', customerId: customer.id }));
    await b.json('/api/v1/timecards', 'POST', entry('2026-06-15T09:00', 'America/New_York', '2026-06-15T17:15', 'America/New_York', { projectId: p.id, startLocation: 'Boston' }));
    await b.json('/api/v1/timecards', 'POST', { ...entry('2026-06-16T08:00', 'America/New_York', '2026-06-16T20:00', 'Europe/London', { projectId: p.id }), type: 'travel' });
    await b.json('/api/v1/timecards', 'POST', entry('2026-06-17T09:00', 'UTC', '2026-06-17T10:00', 'UTC'));
    return { ...ctx, customerId: customer.id };
  }

  it('writes CSV with local and UTC times and decimal hours, filtered by customer', async () => {
    const { b, customerId } = await withEntries();
    const res = await b.request(`/api/v1/timecards/export.csv?from=2026-06-15&to=2026-06-21&customerId=${customerId}`);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const rows = parse<Record<string, string>>(await res.text(), { columns: true });
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      Date: '2026-06-15', Type: 'Labor', Customer: 'Acme, Inc.', Project: 'AC-1 Rollout "phase 2"',
      'Start (local)': '2026-06-15 09:00', 'Start zone': 'America/New_York', 'Start (UTC)': '2026-06-15T13:00:00.000Z', Hours: '8.25', 'Start location': 'Boston',
    });
    expect(rows[1]).toMatchObject({ Type: 'Travel', 'End zone': 'Europe/London', Hours: '7.00' });
    const all = parse<Record<string, string>>(await (await b.request('/api/v1/timecards/export.csv?from=2026-06-15&to=2026-06-21')).text(), { columns: true });
    expect(all).toHaveLength(3);
    expect((await b.request('/api/v1/timecards/export.csv?from=2026-06-21&to=2026-06-15')).status).toBe(400);
  });

  it('makes a timesheet PDF that pdftoppm renders', async () => {
    const { b } = await withEntries();
    const res = await b.request('/api/v1/timecards/export.pdf?from=2026-06-15&to=2026-06-21');
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const pdf = Buffer.from(await res.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const dir = await mkdtemp(path.join(tmpdir(), 'twt-pdf-'));
    try {
      await writeFile(path.join(dir, 'sheet.pdf'), pdf);
      const run = promisify(execFile);
      const { stderr } = await run('pdftoppm', ['-png', '-r', '50', path.join(dir, 'sheet.pdf'), path.join(dir, 'page')]);
      expect(stderr).toBe('');
      expect((await readdir(dir)).filter((f) => f.endsWith('.png')).length).toBeGreaterThanOrEqual(1);
      const { stdout } = await run('pdftotext', [path.join(dir, 'sheet.pdf'), '-']);
      expect(stdout).toContain('Timesheet');
      expect(stdout).toContain('AC-1 Rollout "phase 2"');
      expect(stdout).toContain('Total: 16.25 hours (16h 15m)');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

