import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TimeImportSummary } from '../../../shared/time-imports.js';
import type { Db } from '../../db/client.js';
import { customers } from '../../db/schema/customers.js';
import { idempotencyKeys } from '../../db/schema/idempotency.js';
import { projects, timecards } from '../../db/schema/projects.js';
import { browser, createUser, signedInUser, TEST_PASSWORD } from '../../test/factories.js';
import { testApp } from '../../test/harness.js';
import { clockifyExport, harvestExport, togglExport } from './testing/time-exports.js';
import { planTimeImport } from './time-import-plan.js';
import { saveTimePlan } from './time-imports.service.js';

type Browser = ReturnType<typeof browser>;
type ErrorBody = { error: { message: string; issues: { path: string; message: string }[] } };
interface Entry {
  id: string;
  type: string;
  start: { at: string; zone: string; local: string };
  end: { at: string; zone: string; local: string } | null;
  hours: number;
  day: string;
  customer: { id: string; name: string } | null;
  project: { id: string; projectNumber: string; name: string } | null;
  tags: { key: string; value: string }[];
  properties: { key: string; value: string }[];
}

const read = async <T>(res: Response) => (await res.json()) as T;

function send(b: Browser, path: string, data: string | Uint8Array<ArrayBuffer>, zone: string | null, name = 'export.csv', headers: Record<string, string> = {}) {
  const form = new FormData();
  form.append('file', new File([data], name, { type: 'text/csv' }));
  if (zone !== null) form.append('zone', zone);
  return b.request(`/api/v1/timecards/imports${path}`, { method: 'POST', body: form, headers });
}
const preview = (b: Browser, data: string | Uint8Array<ArrayBuffer>, zone: string | null) => send(b, '/preview', data, zone);
const importFile = (b: Browser, data: string | Uint8Array<ArrayBuffer>, zone: string | null) => send(b, '', data, zone);

/** The user's timecards, oldest first. */
async function entriesOf(b: Browser): Promise<Entry[]> {
  const page = await read<{ items: Entry[] }>(await b.request('/api/v1/timecards?pageSize=100&order=asc'));
  return page.items;
}

/** What a test compares: the instants, where they happened, and what was kept. */
const shape = (e: Entry) => ({
  type: e.type,
  start: e.start.at,
  end: e.end?.at,
  local: `${e.start.local}–${e.end?.local ?? ''}`,
  zone: e.start.zone,
  customer: e.customer?.name ?? null,
  project: e.project ? `${e.project.projectNumber} / ${e.project.name}` : null,
  tags: e.tags.map((t) => t.key),
  description: e.properties.find((p) => p.key === 'Description')?.value,
});

const counts = async (db: Db, userId: string) => ({
  timecards: await db.$count(timecards, eq(timecards.userId, userId)),
  customers: await db.$count(customers, eq(customers.userId, userId)),
  projects: await db.$count(projects, eq(projects.userId, userId)),
});

describe('time entry imports: each format into exact timecards', () => {
  it('Toggl Track: a preview saves nothing, the import makes the entries in the chosen zone across both clock changes', async () => {
    const { b, database, user } = await signedInUser();
    const zone = 'America/New_York';
    const previewed = await preview(b, togglExport, zone);
    expect(previewed.status).toBe(200);
    const expected: TimeImportSummary = {
      tool: 'toggl',
      zone,
      dateFormat: 'YYYY-MM-DD',
      entries: 5,
      alreadyImported: 0,
      newCustomers: 2,
      newProjects: 2,
      newCustomerNames: ['Acme, Inc.', 'Globex'],
      newProjectNames: ['Website', 'Support'],
      problemCount: 1,
      problems: [{ row: 7, message: 'Start date not valid' }],
    };
    expect(await read<TimeImportSummary>(previewed)).toEqual(expected);
    expect(await counts(database.db, user.id)).toEqual({ timecards: 0, customers: 0, projects: 0 });

    const imported = await importFile(b, togglExport, zone);
    expect(imported.status).toBe(201);
    expect(await read<TimeImportSummary>(imported)).toEqual(expected);
    const entries = await entriesOf(b);
    expect(entries.map(shape)).toEqual([
      { type: 'labor', start: '2026-03-06T14:00:00.000Z', end: '2026-03-06T15:30:00.000Z', local: '2026-03-06T09:00–2026-03-06T10:30', zone, customer: 'Acme, Inc.', project: 'Website / Website', tags: ['site', 'design'], description: 'Homepage, hero "v2"' },
      { type: 'labor', start: '2026-03-08T03:00:00.000Z', end: '2026-03-08T10:00:00.000Z', local: '2026-03-07T22:00–2026-03-08T06:00', zone, customer: 'Acme, Inc.', project: 'Website / Website', tags: ['deploy'], description: 'Overnight deploy\nand checks' },
      { type: 'labor', start: '2026-03-09T17:00:00.000Z', end: '2026-03-09T17:45:00.000Z', local: '2026-03-09T13:00–2026-03-09T13:45', zone, customer: 'Globex', project: 'Support / Support', tags: [], description: "=cmd|' /C calc'!A0" },
      { type: 'travel', start: '2026-03-10T11:15:00.000Z', end: '2026-03-10T12:40:05.000Z', local: '2026-03-10T07:15–2026-03-10T08:40', zone, customer: 'Acme, Inc.', project: 'Website / Website', tags: ['travel', 'site'], description: 'Train to the client' },
      { type: 'labor', start: '2026-11-01T05:30:00.000Z', end: '2026-11-01T06:15:00.000Z', local: '2026-11-01T01:30–2026-11-01T01:15', zone, customer: null, project: null, tags: [], description: 'Late fix' },
    ]);
    // The overnight entry counts 7 hours (not 8) toward the day it starts.
    expect(entries[1]).toMatchObject({ hours: 7, day: '2026-03-07' });
    expect(entries[0]?.properties).toEqual([
      { key: 'Description', value: 'Homepage, hero "v2"' },
      { key: 'Task', value: 'Design' },
      { key: 'Billable', value: 'Yes' },
      { key: 'Imported from', value: 'Toggl Track' },
    ]);
  });

  it('Clockify: month-first dates and 12-hour times, customers and projects matched without regard to case', async () => {
    const { b } = await signedInUser();
    const zone = 'Europe/Berlin';
    const answer = await importFile(b, clockifyExport, zone);
    expect(answer.status).toBe(201);
    expect(await read<TimeImportSummary>(answer)).toMatchObject({
      tool: 'clockify',
      dateFormat: 'MM/DD/YYYY',
      entries: 4,
      newCustomerNames: ['Acme, Inc.', 'Initech'],
      newProjectNames: ['Website', 'Migration'],
      problems: [{ row: 6, message: '2026-03-29 02:30:00 does not exist in Europe/Berlin: the clocks skip it' }],
    });
    expect((await entriesOf(b)).map(shape)).toEqual([
      { type: 'labor', start: '2026-03-27T08:00:00.000Z', end: '2026-03-27T11:15:30.000Z', local: '2026-03-27T09:00–2026-03-27T12:15', zone, customer: 'Acme, Inc.', project: 'Website / Website', tags: ['design', 'client-review'], description: 'Wireframes, round 2' },
      { type: 'labor', start: '2026-03-28T22:00:00.000Z', end: '2026-03-29T02:00:00.000Z', local: '2026-03-28T23:00–2026-03-29T04:00', zone, customer: 'Initech', project: 'Migration / Migration', tags: [], description: 'Data migration, overnight' },
      { type: 'travel', start: '2026-04-02T05:05:00.000Z', end: '2026-04-02T07:35:00.000Z', local: '2026-04-02T07:05–2026-04-02T09:35', zone, customer: 'Acme, Inc.', project: 'Website / Website', tags: [], description: 'Flight to Berlin' },
      { type: 'labor', start: '2026-04-13T10:00:00.000Z', end: '2026-04-13T10:30:00.000Z', local: '2026-04-13T12:00–2026-04-13T12:30', zone, customer: 'Acme, Inc.', project: 'Website / Website', tags: [], description: 'Call with "Bob"' },
    ]);
  });

  it('Harvest: a day and hours become entries one after another from 09:00 in the zone, the project code the project number', async () => {
    const { b } = await signedInUser();
    const zone = 'America/Los_Angeles';
    const answer = await importFile(b, harvestExport, zone);
    expect(await read<TimeImportSummary>(answer)).toMatchObject({
      tool: 'harvest',
      entries: 4,
      newCustomers: 2,
      newProjects: 2,
      problems: [{ row: 6, message: 'Hours must be more than 0 and at most 24' }],
    });
    const entries = await entriesOf(b);
    expect(entries.map(shape)).toEqual([
      { type: 'labor', start: '2026-03-06T17:00:00.000Z', end: '2026-03-06T19:30:00.000Z', local: '2026-03-06T09:00–2026-03-06T11:30', zone, customer: 'Acme, Inc.', project: 'ACME-01 / Website', tags: [], description: 'Logo concepts, three options' },
      { type: 'labor', start: '2026-03-06T19:30:00.000Z', end: '2026-03-06T20:15:00.000Z', local: '2026-03-06T11:30–2026-03-06T12:15', zone, customer: 'Acme, Inc.', project: 'ACME-01 / Website', tags: [], description: 'Kick-off call\nwith notes' },
      // 1.33 hours is 4,788 seconds; 09:00 is PDT now.
      { type: 'travel', start: '2026-03-09T16:00:00.000Z', end: '2026-03-09T17:19:48.000Z', local: '2026-03-09T09:00–2026-03-09T10:19', zone, customer: 'Globex', project: 'Support / Support', tags: [], description: 'Drive to site' },
      { type: 'labor', start: '2026-03-10T16:00:00.000Z', end: '2026-03-10T17:00:00.000Z', local: '2026-03-10T09:00–2026-03-10T10:00', zone, customer: 'Globex', project: 'Support / Support', tags: [], description: '=HYPERLINK("http://example.com","x")' },
    ]);
    expect(entries.map((e) => e.hours)).toEqual([2.5, 0.75, 1.33, 1]);
  });
});

describe('time entry imports: matching, repeating, racing', () => {
  it("matches the user's own customers and projects by name, never another user's", async () => {
    const { b, database, user } = await signedInUser();
    const other = await signedInUser();
    await other.b.json('/api/v1/customers', 'POST', { name: 'Globex' });
    await other.b.json('/api/v1/projects', 'POST', { projectNumber: 'Support', name: 'Support' });
    const acme = await read<{ id: string }>(await b.json('/api/v1/customers', 'POST', { name: 'acme, inc.' }));
    const website = await read<{ id: string }>(await b.json('/api/v1/projects', 'POST', { projectNumber: 'W-1', name: 'WEBSITE', customerId: acme.id }));

    const previewed = await read<TimeImportSummary>(await preview(b, togglExport, 'America/New_York'));
    expect(previewed).toMatchObject({ newCustomerNames: ['Globex'], newProjectNames: ['Support'] });
    await importFile(b, togglExport, 'America/New_York');
    const entries = await entriesOf(b);
    expect(entries[0]).toMatchObject({ customer: { id: acme.id, name: 'acme, inc.' }, project: { id: website.id, projectNumber: 'W-1' } });
    const otherCustomer = (await database.db.select({ id: customers.id }).from(customers).where(eq(customers.userId, other.user.id)))[0]?.id;
    expect(entries[2]?.customer?.name).toBe('Globex');
    expect(entries[2]?.customer?.id).not.toBe(otherCustomer);
    expect(await counts(database.db, user.id)).toEqual({ timecards: 5, customers: 2, projects: 2 });
    expect(await counts(database.db, other.user.id)).toEqual({ timecards: 0, customers: 1, projects: 1 });
  });

  it('imports a file once: a second import adds nothing, and counts it as imported before', async () => {
    const { b, database, user } = await signedInUser();
    await importFile(b, harvestExport, 'America/Los_Angeles');
    const before = await counts(database.db, user.id);
    const again = await importFile(b, harvestExport, 'America/Los_Angeles');
    expect(again.status).toBe(201);
    expect(await read<TimeImportSummary>(again)).toMatchObject({ entries: 0, alreadyImported: 4, newCustomers: 0, newProjects: 0 });
    expect(await read<TimeImportSummary>(await preview(b, harvestExport, 'Europe/Paris'))).toMatchObject({ entries: 0, alreadyImported: 4 });
    expect(await counts(database.db, user.id)).toEqual(before);
  });

  it('an import cut off before its answer made nothing: its retry imports the file, and a retry of that answers the same', async () => {
    const { b, database, user } = await signedInUser();
    const zone = 'America/Los_Angeles';
    // What a process killed mid-import leaves: the key taken, no answer, not renewed since.
    const requestHash = createHash('sha256').update(`file\0export.csv\0text/csv\0${harvestExport}\0zone\0${zone}\0`).digest('hex');
    await database.db
      .insert(idempotencyKeys)
      .values({ userId: user.id, route: 'POST /api/v1/timecards/imports', key: 'key-import', requestHash, aliveAt: sql`now() - interval '1 minute'` });
    const retry = await send(b, '', harvestExport, zone, 'export.csv', { 'Idempotency-Key': 'key-import' });
    expect(retry.status).toBe(201);
    const summary = await read<TimeImportSummary>(retry);
    expect(summary).toMatchObject({ entries: 4, alreadyImported: 0 });
    const again = await send(b, '', harvestExport, zone, 'export.csv', { 'Idempotency-Key': 'key-import' });
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await read<TimeImportSummary>(again)).toEqual(summary);
    expect((await counts(database.db, user.id)).timecards).toBe(4);
  });

  it('two imports of one file at once make each entry, customer and project once', async () => {
    const { b, database, user } = await signedInUser();
    const answers = await Promise.all([importFile(b, clockifyExport, 'Europe/Berlin'), importFile(b, clockifyExport, 'Europe/Berlin')]);
    expect(answers.map((a) => a.status)).toEqual([201, 201]);
    const summaries = await Promise.all(answers.map((a) => read<TimeImportSummary>(a)));
    expect(summaries.map((s) => s.entries).sort()).toEqual([0, 4]);
    expect(await counts(database.db, user.id)).toEqual({ timecards: 4, customers: 2, projects: 2 });
  });

  it('saves of one file in overlapping transactions queue: each entry, customer and project is made once', async () => {
    const { database, user } = await signedInUser();
    const read = planTimeImport(new TextEncoder().encode(clockifyExport), 'Europe/Berlin');
    if (!read.ok) throw new Error(read.message);
    const summaries = await Promise.all([1, 2, 3].map(() => saveTimePlan(database.db, user.id, read.plan, 'Europe/Berlin')));
    expect(summaries.map((s) => s.entries).sort()).toEqual([0, 0, 4]);
    expect(await counts(database.db, user.id)).toEqual({ timecards: 4, customers: 2, projects: 2 });
  });

  it('keeps a description longer than a property holds whole in a note', async () => {
    const { b } = await signedInUser();
    const long = `${'Long description. '.repeat(80)}The end.`;
    const file = `Date,Client,Project,Task,Notes,Hours,First Name,Last Name\r\n2026-06-01,,,Writing,"${long}",2,Ada,Lovelace\r\n`;
    expect((await importFile(b, file, 'UTC')).status).toBe(201);
    const [entry] = await entriesOf(b);
    const property = entry?.properties.find((p) => p.key === 'Description')?.value ?? '';
    expect(property).toHaveLength(1000);
    expect(property.endsWith('…')).toBe(true);
    const notes = await read<{ id: string; name: string }[]>(await b.request(`/api/v1/timecards/${entry?.id ?? ''}/notes`));
    expect(notes.map((n) => n.name)).toEqual(['Description']);
    const note = await read<{ html: string }>(await b.request(`/api/v1/timecards/${entry?.id ?? ''}/notes/${notes[0]?.id ?? ''}`));
    expect(note.html).toContain('The end.');
  });
});

describe('time entry imports: refusals', () => {
  it('needs a session (401)', async () => {
    const { app } = await testApp();
    const anonymous = browser(app);
    expect((await preview(anonymous, togglExport, 'UTC')).status).toBe(401);
    expect((await importFile(anonymous, togglExport, 'UTC')).status).toBe(401);
  });

  const header = 'User,Email,Client,Project,Task,Description,Billable,Start date,Start time,End date,End time,Duration,Tags,Amount (USD)\r\n';
  const row = 'Ada,ada@example.com,Acme,Website,,Work,Yes,2026-03-06,09:00:00,2026-03-06,10:00:00,01:00:00,,\r\n';
  const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  it.each([
    ['a 2 MB line of one character', 'x'.repeat(2 * 1024 * 1024), 'Row 1 is too long: a row may have at most 65,536 characters'],
    ['a PNG image', png, 'This file is not a CSV export: it is not UTF-8 text'],
    ['UTF-16 text', new Uint8Array([0xff, 0xfe, ...[...new TextEncoder().encode(header)].flatMap((c) => [c, 0])]), 'This file is not a CSV export: it is not UTF-8 text'],
    ['a PDF', '%PDF-1.4\n%%EOF\n', 'This is not a Toggl Track, Clockify or Harvest export: its first row does not have their columns. Export a detailed report as CSV and import that file.'],
    ['a CSV with the wrong header', 'Name,Amount\r\nLunch,12.50\r\n', 'This is not a Toggl Track, Clockify or Harvest export: its first row does not have their columns. Export a detailed report as CSV and import that file.'],
    ['a Toggl export without its end and duration', 'User,Start date,Start time\r\nAda,2026-03-06,09:00:00\r\n', 'This Toggl Track export lacks the column(s) End date, End time'],
    ['an empty file', '\uFEFF\r\n', 'The file is empty'],
    ['a quote never closed', `${header}Ada,ada@example.com,Acme,Website,,"Work,Yes\r\n`, 'The file is not valid CSV near row 2'],
    ['100,000 rows', header + row.repeat(100_000), 'The file has more than 10,000 entries. Export a shorter period and import it in parts.'],
  ])('refuses %s (400) and changes nothing', async (_label, data, message) => {
    const { b, database, user } = await signedInUser();
    for (const answer of [await preview(b, data, 'UTC'), await importFile(b, data, 'UTC')]) {
      expect(answer.status).toBe(400);
      expect((await read<ErrorBody>(answer)).error).toMatchObject({ message, issues: [{ path: 'file', message }] });
    }
    expect(await counts(database.db, user.id)).toEqual({ timecards: 0, customers: 0, projects: 0 });
  }, 60_000);

  it('refuses a zone that is not an IANA zone, and a request without a file or zone', async () => {
    const { b, database, user } = await signedInUser();
    for (const zone of ['Mars/Olympus', 'Not a zone', '']) {
      const answer = await importFile(b, togglExport, zone);
      expect(answer.status).toBe(400);
      expect((await read<ErrorBody>(answer)).error.issues).toContainEqual({ path: 'zone', message: 'Time zone not valid' });
    }
    expect((await importFile(b, togglExport, null)).status).toBe(400);
    const noFile = new FormData();
    noFile.append('zone', 'UTC');
    const answer = await b.request('/api/v1/timecards/imports', { method: 'POST', body: noFile });
    expect(answer.status).toBe(400);
    expect((await read<ErrorBody>(answer)).error.issues).toContainEqual({ path: 'file', message: 'Choose a file' });
    expect(await counts(database.db, user.id)).toEqual({ timecards: 0, customers: 0, projects: 0 });
  });

  it("keeps to the app's upload limit (413)", async () => {
    const { app, database } = await testApp({ maxUploadBytes: 4096 });
    const { user } = await createUser(database.db);
    const b = browser(app);
    await b.signIn(user.email, TEST_PASSWORD);
    const answer = await importFile(b, header + row.repeat(100), 'UTC');
    expect(answer.status).toBe(413);
    expect(await counts(database.db, user.id)).toEqual({ timecards: 0, customers: 0, projects: 0 });
  });
});
