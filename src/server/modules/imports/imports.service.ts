import { and, eq, inArray } from 'drizzle-orm';
import type { FoundReservation, ImportPreview, ImportSave } from '../../../shared/imports.js';
import { messages } from '../../../shared/messages.js';
import type { Db } from '../../db/client.js';
import { mailImports } from '../../db/schema/imports.js';
import { reservations } from '../../db/schema/trips.js';
import { AppError } from '../../errors.js';
import { saveImportedReservation, segmentKey } from '../trips/reservations.service.js';
import { createTrip, getTrip, updateTrip } from '../trips/trips.service.js';
import { ReadLimitError, runReader } from '../../workers/reader-pool.js';
import type { ServicesConfig } from '../../integrations/config.js';
import { ServiceError } from '../../integrations/http.js';
import { reservationsFromModel } from '../../integrations/model.js';
import type { Extraction } from './extract.js';
import type { Found } from './found.js';
import { inTimeOrder, tripTitle } from './trip-of-import.js';
import { instantOf } from '../../../shared/time.js';

/** How a reservation with no number is known again: its kind, start and place (as the save matches it). */
const looseKey = (type: string, at: Date, place: string) => `${type}\u0000${at.toISOString()}\u0000${place.trim().toLowerCase()}`;

/** The trip's reservations by their keys (segmentKey, or for one with no number `looseKey`), to the reservation. */
async function existingSegments(db: Db, userId: string, tripId: string) {
  const rows = await db
    .select({ id: reservations.id, key: reservations.segmentKey, type: reservations.type, startAt: reservations.startAt, startPlace: reservations.startPlace })
    .from(reservations)
    .where(and(eq(reservations.userId, userId), eq(reservations.tripId, tripId)));
  return new Map(rows.map((r) => [r.key ?? looseKey(r.type, r.startAt, r.startPlace.name), r.id] as const));
}

/** The fields each kind needs before it can be saved ('Trip itinerary import: all fields required'). */
function missingOf(r: Found): string[] {
  const missing: string[] = [];
  if (!r.start) missing.push('start.local');
  else if (!r.start.zone) missing.push('start.zone');
  const needsEnd = r.type !== 'restaurant' && r.type !== 'event' && r.type !== 'other';
  if (needsEnd && !r.end) missing.push('end.local');
  else if (r.end && !r.end.zone) missing.push('end.zone');
  if (r.type === 'flight') {
    for (const key of ['airlineCode', 'flightNumber', 'departureAirport', 'arrivalAirport'] as const) if (!r.flight?.[key]) missing.push(`flight.${key}`);
  } else if (r.type === 'lodging' || r.type === 'restaurant' || r.type === 'event') {
    if (!r.startPlace.name) missing.push('startPlace.name');
  } else if (r.type === 'train' || r.type === 'bus' || r.type === 'boat') {
    if (!r.startPlace.name) missing.push('startPlace.name');
    if (!r.endPlace.name) missing.push('endPlace.name');
  }
  return missing;
}

const placeOf = (p: Found['startPlace']) => ({ name: p.name, address: p.address, latitude: null, longitude: null });

function toFound(r: Found, existing: Map<string, string>, trip: number): FoundReservation {
  const at = r.start?.zone ? instantOf(r.start.local, r.start.zone) : undefined;
  const key = keyOf(r) ?? (at ? looseKey(r.type, at, r.startPlace.name) : null);
  const notes = r.vehicleNumber ? `${r.type === 'train' ? 'Train' : 'Number'} ${r.vehicleNumber}` : '';
  return {
    type: r.type,
    provider: r.provider || r.flight?.airlineName || '',
    reservationNumber: r.reservationNumber,
    status: r.cancelled ? 'cancelled' : 'confirmed',
    start: r.start,
    end: r.end,
    startPlace: placeOf(r.startPlace),
    endPlace: placeOf(r.endPlace),
    flight: r.flight ? { ...r.flight, status: null, estimatedDeparture: null, estimatedArrival: null } : null,
    notes,
    missing: missingOf(r),
    guessed: r.guessed ?? [],
    existingId: (key && existing.get(key)) ?? null,
    trip,
  };
}

/** `extract` in the reader pool: a read past its time or memory limit is answered with why, nothing found. */
async function extractInWorker(data: Uint8Array, name: string): Promise<Extraction> {
  try {
    return await runReader('extract', { data, name, reference: new Date() });
  } catch (error) {
    if (error instanceof ReadLimitError) return { reservations: [], problems: [error.message], subject: '', text: '' };
    throw error;
  }
}

/**
 * What the operator's language model reads where the readers found nothing (all of it guessed);
 * nothing, with the reason among the problems, when it is off or gives no usable answer.
 */
async function modelReading(services: ServicesConfig | undefined, extraction: Extraction): Promise<Found[]> {
  if (!services?.model || extraction.reservations.length > 0 || !extraction.text.trim()) return extraction.reservations;
  try {
    return await reservationsFromModel(services, extraction.text, new Date());
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    extraction.problems.push(`the language model could not read it either (${error.reason})`);
    return [];
  }
}

/**
 * The trip among the user's that already has most of these reservations (by number and segment),
 * with its reservations by key: importing the same confirmation or calendar again updates that
 * trip instead of making another.
 */
async function tripWithSegments(db: Db, userId: string, keys: string[]) {
  if (keys.length === 0) return undefined;
  const rows = await db
    .select({ tripId: reservations.tripId })
    .from(reservations)
    .where(and(eq(reservations.userId, userId), inArray(reservations.segmentKey, keys)));
  const counts = new Map<string, number>();
  for (const { tripId } of rows) counts.set(tripId, (counts.get(tripId) ?? 0) + 1);
  const [best] = [...counts].sort((a, b) => b[1] - a[1]);
  if (!best) return undefined;
  const trip = await getTrip(db, userId, best[0]);
  return { id: trip.id, title: trip.title, existing: await existingSegments(db, userId, trip.id) };
}

const keyOf = (r: Found) => segmentKey(r.type, r.reservationNumber, r.flight, r.start?.local.slice(0, 10) ?? '', r.startPlace.name);

/**
 * What a file (or pasted text) holds, checked against the trip's reservations when a trip is given.
 * Without one, each trip of the source (a TripIt calendar holds several; a confirmation is one)
 * becomes a trip of the preview: one the user has already, when it has these reservations, else a
 * new one, titled as the source names it or by where and when.
 */
export async function previewImport(
  db: Db,
  userId: string,
  data: Uint8Array,
  options: { name?: string; tripId?: string | undefined; services?: ServicesConfig | undefined },
): Promise<ImportPreview> {
  const target = options.tripId ? await getTrip(db, userId, options.tripId) : undefined;
  const extraction = await extractInWorker(data, options.name ?? '');
  const found = inTimeOrder(await modelReading(options.services, extraction));
  const today = new Date();
  const title = tripTitle(found, { subject: extraction.subject, today });
  if (target) {
    const existing = await existingSegments(db, userId, target.id);
    return { reservations: found.map((r) => toFound(r, existing, 0)), problems: extraction.problems, title, trips: [{ title: target.title, tripId: target.id }] };
  }
  const names = [...new Set(found.map((r) => r.trip ?? ''))];
  const trips: ImportPreview['trips'] = [];
  const out: FoundReservation[] = new Array<FoundReservation>(found.length);
  for (const [index, name] of names.entries()) {
    const members = found.flatMap((r, i) => ((r.trip ?? '') === name ? [{ r, i }] : []));
    const known = await tripWithSegments(db, userId, members.map(({ r }) => keyOf(r)).filter((k): k is string => Boolean(k)));
    trips.push(known ? { title: known.title, tripId: known.id } : { title: name || tripTitle(members.map(({ r }) => r), { subject: extraction.subject, today }), tripId: null });
    for (const { r, i } of members) out[i] = toFound(r, known?.existing ?? new Map<string, string>(), index);
  }
  return { reservations: out, problems: extraction.problems, title, trips };
}

/**
 * Takes the import for this save, in its transaction: a second save of it (a double click, a
 * retry) waits for the first to finish, then finds it saved.
 */
async function claimImport(tx: Db, userId: string, id: string) {
  const [row] = await tx.select({ status: mailImports.status }).from(mailImports).where(and(eq(mailImports.userId, userId), eq(mailImports.id, id))).for('update');
  if (!row) throw AppError.notFound('Import');
  if (row.status === 'saved') throw new AppError('CONFLICT', messages.importAlreadySaved);
  if (row.status !== 'ready') throw new AppError('CONFLICT', messages.importNotReady);
}

/**
 * Saves the corrected reservations in one transaction: into the trip given, or a new one dated
 * by them; a reservation with the number and segment of one the trip has updates it. The import
 * of the list they come from is checked and marked saved in the same transaction: it is saved once.
 */
export async function saveImport(db: Db, userId: string, input: ImportSave) {
  const starts = input.reservations.map((r) => r.start).sort((a, b) => a.at.getTime() - b.at.getTime());
  const ends = input.reservations.map((r) => r.end ?? r.start).sort((a, b) => a.at.getTime() - b.at.getTime());
  const first = starts[0];
  const last = ends.at(-1);
  return db.transaction(async (tx) => {
    if (input.importId) await claimImport(tx, userId, input.importId);
    let tripId = input.tripId;
    if (tripId) {
      const trip = await getTrip(tx, userId, tripId);
      if (!trip.start && first && last) await updateTrip(tx, userId, tripId, { start: first, end: last });
    } else {
      tripId = (await createTrip(tx, userId, { title: input.title ?? 'Imported trip', start: first ?? null, end: last ?? null })).id;
    }
    let created = 0;
    for (const r of input.reservations) if ((await saveImportedReservation(tx, userId, tripId, r)).created) created++;
    if (input.importId) await tx.update(mailImports).set({ status: 'saved', tripId }).where(and(eq(mailImports.userId, userId), eq(mailImports.id, input.importId)));
    return { tripId, created, updated: input.reservations.length - created };
  });
}
