// Saving an import happens once: a double click, a retry, or a crash between its steps never
// makes a second trip, and two saves at once never duplicate a reservation.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ImportPreview, MailImport } from '../../../shared/imports.js';
import type { Reservation } from '../../../shared/reservations.js';
import type { Trip } from '../../../shared/trips.js';
import { mailImports } from '../../db/schema/imports.js';
import { signedInUser } from '../../test/factories.js';
import { accepted } from './testing/accepted.js';
import * as samples from './testing/samples.js';

type Context = Awaited<ReturnType<typeof signedInUser>>;
const read = async <T>(res: Response) => (await res.json()) as T;

/** A forwarded mail read and waiting for review, as the background reading leaves it. */
async function readyImport({ b, database, user }: Context) {
  const preview = await read<ImportPreview>(await b.json('/api/v1/imports/preview-text', 'POST', { text: samples.agencyText }));
  expect(preview.reservations).toHaveLength(4);
  const [row] = await database.db
    .insert(mailImports)
    .values({ userId: user.id, sender: 'jane@example.com', subject: 'Fwd: Chicago', messageId: `<${crypto.randomUUID()}@example.com>`, fileKey: '', status: 'ready', preview })
    .returning({ id: mailImports.id });
  if (!row) throw new Error('import not stored');
  return { importId: row.id, body: { importId: row.id, title: preview.title, reservations: accepted(preview) } };
}

const trips = async ({ b }: Context) => (await read<{ items: Trip[] }>(await b.request('/api/v1/trips?pageSize=100'))).items;
const reservationsOf = async ({ b }: Context, tripId: string) =>
  (await read<{ items: Reservation[] }>(await b.request(`/api/v1/reservations?tripId=${tripId}&pageSize=100`))).items;
const importOf = async ({ b }: Context, id: string) => read<MailImport>(await b.request(`/api/v1/imports/${id}`));

/** The import made one trip with its four reservations, and is marked saved into it. */
async function expectSavedOnce(ctx: Context, importId: string) {
  const made = await trips(ctx);
  expect(made).toHaveLength(1);
  expect(await reservationsOf(ctx, made[0]?.id ?? '')).toHaveLength(4);
  expect(await importOf(ctx, importId)).toMatchObject({ status: 'saved', tripId: made[0]?.id });
}

describe('saving an import happens once', () => {
  it('two saves of one import at once (a double click) make one trip; the other is told it is saved', async () => {
    const ctx = await signedInUser();
    const { importId, body } = await readyImport(ctx);
    const answers = await Promise.all([ctx.b.json('/api/v1/imports', 'POST', body), ctx.b.json('/api/v1/imports', 'POST', body)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const refused = answers.find((a) => a.status === 409);
    expect(await refused?.json()).toMatchObject({ error: { code: 'CONFLICT', message: 'This import is already saved' } });
    await expectSavedOnce(ctx, importId);
  });

  it('a retried save (the answer was lost) makes no second trip', async () => {
    const ctx = await signedInUser();
    const { body } = await readyImport(ctx);
    expect((await ctx.b.json('/api/v1/imports', 'POST', body)).status).toBe(201);
    const retry = await ctx.b.json('/api/v1/imports', 'POST', body);
    expect(retry.status).toBe(409);
    expect(await trips(ctx)).toHaveLength(1);
  });

  it('a retried save with its Idempotency-Key answers the first result', async () => {
    const ctx = await signedInUser();
    const { body } = await readyImport(ctx);
    const save = () => ctx.b.request('/api/v1/imports', { method: 'POST', headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'save-once' }, body: JSON.stringify(body) });
    const [first, again] = await Promise.all([save(), save()]);
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(await again.text()).toBe(await first.text());
    expect(await trips(ctx)).toHaveLength(1);
  });

  it('an import not yet read, or one that could not be read, is not saved', async () => {
    const ctx = await signedInUser();
    const { importId, body } = await readyImport(ctx);
    await ctx.database.db.update(mailImports).set({ status: 'processing' }).where(sql`${mailImports.id} = ${importId}`);
    const early = await ctx.b.json('/api/v1/imports', 'POST', body);
    expect(early.status).toBe(409);
    expect(await early.json()).toMatchObject({ error: { message: 'This import is not ready to be saved' } });
    expect(await trips(ctx)).toHaveLength(0);
  });

  it('a crash between saving the reservations and marking the import saved leaves nothing; the retry saves it once', async () => {
    const ctx = await signedInUser();
    const { importId, body } = await readyImport(ctx);
    const db = ctx.database.db;
    // The injected failure: the step that marks this import saved fails, after the trip and its
    // reservations were written.
    await db.execute(sql.raw(`create function fail_marking_saved() returns trigger language plpgsql as $$
      begin
        if new.id = '${importId}' and new.status = 'saved' then raise exception 'injected crash'; end if;
        return new;
      end $$`));
    await db.execute(sql`create trigger fail_marking_saved before update on mail_imports for each row execute function fail_marking_saved()`);
    try {
      expect((await ctx.b.json('/api/v1/imports', 'POST', body)).status).toBe(500);
      expect(await trips(ctx)).toHaveLength(0);
      expect(await importOf(ctx, importId)).toMatchObject({ status: 'ready', tripId: null });
    } finally {
      await db.execute(sql`drop trigger fail_marking_saved on mail_imports`);
      await db.execute(sql`drop function fail_marking_saved()`);
    }
    expect((await ctx.b.json('/api/v1/imports', 'POST', body)).status).toBe(201);
    await expectSavedOnce(ctx, importId);
  });

  it('two saves at once into one trip update the same reservations, never duplicate them', async () => {
    const ctx = await signedInUser();
    const { body } = await readyImport(ctx);
    // A trip with its dates: the save has no reason to change (and lock) the trip itself.
    const dates = { start: { local: '2026-03-16T00:00', zone: 'America/New_York' }, end: { local: '2026-03-20T00:00', zone: 'America/New_York' } };
    const trip = await read<Trip>(await ctx.b.json('/api/v1/trips', 'POST', { title: 'Chicago', ...dates }));
    const into = { tripId: trip.id, reservations: body.reservations };
    const answers = await Promise.all([1, 2, 3].map(() => ctx.b.json('/api/v1/imports', 'POST', into)));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    const results = await Promise.all(answers.map((a) => read<{ created: number; updated: number }>(a)));
    expect(results.reduce((sum, r) => sum + r.created, 0)).toBe(4);
    expect(await reservationsOf(ctx, trip.id)).toHaveLength(4);
  });

  it('a trip never holds two reservations of the same number and segment; without a number each is its own', async () => {
    const ctx = await signedInUser();
    const trip = await read<Trip>(await ctx.b.json('/api/v1/trips', 'POST', { title: 'Lisbon' }));
    const stay = (reservationNumber: string) => ({
      tripId: trip.id,
      type: 'lodging',
      reservationNumber,
      startPlace: { name: 'Harbour Inn', address: '', latitude: null, longitude: null },
      start: { local: '2026-05-12T15:00', zone: 'Europe/Lisbon' },
      end: { local: '2026-05-14T11:00', zone: 'Europe/Lisbon' },
    });
    expect((await ctx.b.json('/api/v1/reservations', 'POST', stay('HX44120'))).status).toBe(201);
    const twice = await ctx.b.json('/api/v1/reservations', 'POST', stay('hx44120'));
    expect(twice.status).toBe(409);
    expect(await twice.json()).toMatchObject({ error: { message: 'The trip already has a reservation with this number and segment', issues: [{ path: 'reservationNumber' }] } });
    expect((await ctx.b.json('/api/v1/reservations', 'POST', stay(''))).status).toBe(201);
    expect((await ctx.b.json('/api/v1/reservations', 'POST', stay(''))).status).toBe(201);
    expect(await reservationsOf(ctx, trip.id)).toHaveLength(3);
  });
});
