import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { ImportPreview } from '../../../shared/imports.js';
import type { Reservation } from '../../../shared/reservations.js';
import type { Trip } from '../../../shared/trips.js';
import { browser, createUser, signedInUser, TEST_PASSWORD } from '../../test/factories.js';
import { accepted } from './testing/accepted.js';
import * as samples from './testing/samples.js';

type Browser = Awaited<ReturnType<typeof signedInUser>>['b'];
const read = async <T>(res: Response) => (await res.json()) as T;

async function upload(b: Browser, data: Buffer | string, name: string, tripId?: string) {
  const form = new FormData();
  form.append('file', new File([typeof data === 'string' ? data : new Uint8Array(data)], name));
  return b.request(`/api/v1/imports/preview${tripId ? `?tripId=${tripId}` : ''}`, { method: 'POST', body: form });
}

const tripReservations = async (b: Browser, tripId: string) =>
  (await read<{ items: Reservation[] }>(await b.request(`/api/v1/reservations?tripId=${tripId}&pageSize=100`))).items;

describe('itinerary import', () => {
  it('previews a mail, saves it as a new trip dated by its reservations, and a second import updates them, never duplicates', async () => {
    const { b } = await signedInUser();
    const mail = await samples.mail({ subject: 'Fwd: Chicago workshop itinerary', text: samples.agencyText });
    const res = await upload(b, mail, 'itinerary.eml');
    expect(res.status).toBe(200);
    const preview = await read<ImportPreview>(res);
    // Named by where and when, not by the subject; the year is written only when it is not this year.
    expect(preview.title).toMatch(/^Chicago, Mar 16–19(?:, 2026)?$/);
    expect(preview.problems).toEqual([]);
    // In time order, not in the order read (the flights first, then the hotel, then the car).
    expect(preview.reservations.map((r) => [r.type, r.reservationNumber, r.start?.local, r.missing, r.guessed, r.existingId])).toEqual([
      ['flight', 'KLM4QZ', '2026-03-16T07:05', [], [], null],
      ['rentalCar', 'H88213409', '2026-03-16T11:00', [], ['start.zone', 'end.zone'], null],
      ['lodging', '3345987721', '2026-03-16T15:00', [], ['start.time', 'end.time', 'start.zone', 'end.zone'], null],
      ['flight', 'KLM4QZ', '2026-03-19T17:45', [], [], null],
    ]);

    const saved = await b.json('/api/v1/imports', 'POST', { title: preview.title, reservations: accepted(preview) });
    expect(saved.status).toBe(201);
    const { tripId, created, updated } = await read<{ tripId: string; created: number; updated: number }>(saved);
    expect([created, updated]).toEqual([4, 0]);
    const trip = await read<Trip>(await b.request(`/api/v1/trips/${tripId}`));
    expect(trip).toMatchObject({ title: preview.title, start: { local: '2026-03-16T07:05', zone: 'America/New_York' }, end: { local: '2026-03-19T21:02', zone: 'America/New_York' } });
    const made = await tripReservations(b, tripId);
    expect(made.map((r) => r.type).sort()).toEqual(['flight', 'flight', 'lodging', 'rentalCar']);
    expect(made.find((r) => r.flight?.flightNumber === '1143')).toMatchObject({ start: { local: '2026-03-16T07:05', zone: 'America/New_York' }, end: { local: '2026-03-16T10:20', zone: 'America/Chicago' }, flight: { seat: '14C' } });

    // The same mail again, on the trip: every reservation is matched, and saving updates them.
    const again = await read<ImportPreview>(await upload(b, mail, 'itinerary.eml', tripId));
    expect(again.reservations.map((r) => r.existingId).sort()).toEqual(made.map((r) => r.id).sort());
    const second = await read<{ created: number; updated: number }>(await b.json('/api/v1/imports', 'POST', { tripId, reservations: accepted(again) }));
    expect([second.created, second.updated]).toEqual([0, 4]);
    expect(await tripReservations(b, tripId)).toHaveLength(4);
  });

  it('reads pasted text, and says what could not be read', async () => {
    const { b } = await signedInUser();
    const pasted = await read<ImportPreview>(await b.json('/api/v1/imports/preview-text', 'POST', { text: samples.gdsText }));
    expect(pasted.reservations.map((r) => `${r.flight?.airlineCode}${r.flight?.flightNumber}`)).toEqual(['BA117', 'BA178']);

    const nothing = await read<ImportPreview>(await b.json('/api/v1/imports/preview-text', 'POST', { text: 'Thanks for your message, see you in March.' }));
    expect(nothing).toMatchObject({ reservations: [], problems: [] });
    const locked = await read<ImportPreview>(await upload(b, await samples.itineraryPdf({ password: 'secret' }), 'itinerary.pdf'));
    expect(locked).toMatchObject({ reservations: [], problems: ['the PDF is protected by a password'] });
    const scan = await read<ImportPreview>(await upload(b, await samples.itineraryPdf({ textLayer: false }), 'scan.pdf'));
    expect(scan.problems).toEqual(['the PDF has no text to read (a scan?)']);

    const empty = await b.json('/api/v1/imports/preview-text', 'POST', { text: '  ' });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(await empty.json())).toContain('This field is required');
  });

  it('never opens a zip bomb a mail carries, and reads the mail around it', async () => {
    const { b } = await signedInUser();
    // 200 MB of zeros in 200 kB: opened, it would fill the memory.
    const bomb = gzipSync(Buffer.alloc(200 * 1024 * 1024), { level: 9 });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const withBomb = await samples.mail({ text: samples.gdsText, attachments: [{ filename: 'itinerary.zip', content: bomb, contentType: 'application/zip' }] });
    // Opened, its 200 MB would be this process's (the readers are its worker threads): the memory grows by far less.
    const before = process.memoryUsage().rss;
    const preview = await read<ImportPreview>(await upload(b, withBomb, 'bomb.eml'));
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024);
    expect(preview.reservations.map((r) => r.flight?.flightNumber)).toEqual(['117', '178']);
  });

  it('previews a TripIt calendar as its trips, each named as in TripIt, each reservation complete; imported again, the same trips are updated, not made twice', async () => {
    const { b } = await signedInUser();
    const preview = await read<ImportPreview>(await upload(b, samples.tripItIcs, 'tripit.ics'));
    expect(preview.problems).toEqual([]);
    expect(preview.reservations.map((r) => [r.type, r.start?.local, r.start?.zone, r.missing, r.guessed, r.trip])).toEqual([
      ['flight', '2026-07-18T22:00', 'America/New_York', [], [], 0],
      ['train', '2026-07-19T14:04', 'Europe/Berlin', [], [], 0],
      ['lodging', '2026-07-19T15:00', 'Europe/Berlin', [], [], 0],
      ['event', '2026-07-20T09:15', 'Europe/Berlin', [], [], 0],
      ['rentalCar', '2026-07-24T10:00', 'America/New_York', [], [], 1],
    ]);
    expect(preview.trips).toEqual([
      { title: 'Hamburg, Germany, July 2026', tripId: null },
      { title: 'Newark, NJ, July 2026', tripId: null },
    ]);
    // Saved as the dialog saves it: one trip at a time.
    const made: string[] = [];
    for (const [index, trip] of preview.trips.entries()) {
      const reservations = accepted(preview).filter((_, i) => preview.reservations[i]?.trip === index);
      const saved = await read<{ tripId: string }>(await b.json('/api/v1/imports', 'POST', { title: trip.title, reservations }));
      made.push(saved.tripId);
    }
    const again = await read<ImportPreview>(await upload(b, samples.tripItIcs, 'tripit.ics'));
    expect(again.trips).toEqual([
      { title: 'Hamburg, Germany, July 2026', tripId: made[0] },
      { title: 'Newark, NJ, July 2026', tripId: made[1] },
    ]);
    // Each is matched: by its number, or (the museum visit has none) by its kind, start and place.
    expect(again.reservations.every((r) => r.existingId !== null)).toBe(true);
    for (const [index] of again.trips.entries()) {
      const reservations = accepted(again).filter((_, i) => again.reservations[i]?.trip === index);
      const saved = await read<{ created: number; updated: number }>(await b.json('/api/v1/imports', 'POST', { tripId: made[index], reservations }));
      expect(saved).toMatchObject({ created: 0, updated: reservations.length });
    }
    expect((await tripReservations(b, made[0] ?? '')).length + (await tripReservations(b, made[1] ?? '')).length).toBe(5);
  });

  it('marks the fields a reservation still needs, and refuses to save it without them', async () => {
    const { b } = await signedInUser();
    const text = 'Your stay at the Harbour Inn\nConfirmation: HX44120\nCheck-in: 12.05.2026\nCheck-out: 14.05.2026\n';
    const preview = await read<ImportPreview>(await b.json('/api/v1/imports/preview-text', 'POST', { text }));
    expect(preview.reservations).toHaveLength(1);
    // No flight says where the hotel is: its zone must be chosen.
    expect(preview.reservations[0]?.missing).toEqual(['start.zone', 'end.zone']);
    const refused = await b.json('/api/v1/imports', 'POST', { title: 'Harbour', reservations: accepted(preview) });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain('This field is required');
    expect((await read<{ items: Trip[] }>(await b.request('/api/v1/trips'))).items).toHaveLength(0);
  });

  it("never reads into or saves onto another user's trip, and refuses a mail over the size limit", async () => {
    const { b, app, database } = await signedInUser();
    const trip = await read<Trip>(await b.json('/api/v1/trips', 'POST', { title: 'Mine' }));
    const { user: other } = await createUser(database.db);
    const ob = browser(app);
    await ob.signIn(other.email, TEST_PASSWORD);
    expect((await upload(ob, samples.agencyText, 'a.txt', trip.id)).status).toBe(404);
    const preview = await read<ImportPreview>(await upload(ob, samples.agencyText, 'a.txt'));
    expect((await ob.json('/api/v1/imports', 'POST', { tripId: trip.id, reservations: accepted(preview) })).status).toBe(404);
    expect(await tripReservations(b, trip.id)).toHaveLength(0);

    const huge = await upload(b, await samples.mail({ text: samples.agencyText, attachments: [{ filename: 'big.bin', content: Buffer.alloc(30 * 1024 * 1024, 65), contentType: 'application/octet-stream' }] }), 'big.eml');
    expect(huge.status).toBe(413);
  });
});
