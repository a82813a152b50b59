import { and, eq, ilike, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { messages } from '../../../shared/messages.js';
import { toMinorUnits } from '../../../shared/money.js';
import type {
  FlightFieldsSchema,
  Place,
  Reservation,
  ReservationInput,
  ReservationListQuerySchema,
  ReservationPatch,
  ReservationType,
} from '../../../shared/reservations.js';
import { localOf, zoned } from '../../../shared/time.js';
import type { Db } from '../../db/client.js';
import { reservations, trips, type StoredFlight, type StoredPlace } from '../../db/schema/trips.js';
import { AppError } from '../../errors.js';
import { containsPattern, listOrder, listPage, totalCount, type PageWindow } from '../record-parts/list-page.js';
import { ownedRecordIds } from '../record-parts/record-tables.js';
import { airportOf, milesBetween } from '../../places/airports.js';

type ListQuery = z.infer<typeof ReservationListQuerySchema>;
type FlightInput = z.output<typeof FlightFieldsSchema>;

const notFound = () => new AppError('NOT_FOUND', messages.notFound('Reservation'));
const invalid = (path: string, message: string) => new AppError('VALIDATION_FAILED', message, [{ path, message }]);

const fields = {
  row: reservations,
  tripTitle: trips.title,
};
type Row = { row: typeof reservations.$inferSelect; tripTitle: string };

const noPlace: StoredPlace = { name: '', address: '', latitude: null, longitude: null };

/** A reservation as the API answers it. */
export function toReservation({ row, tripTitle }: Row): Reservation {
  const flight = row.flight;
  return {
    id: row.id,
    trip: { id: row.tripId, title: tripTitle },
    type: row.type as ReservationType,
    provider: row.provider,
    reservationNumber: row.reservationNumber,
    status: row.status === 'cancelled' ? 'cancelled' : 'confirmed',
    start: zoned(row.startAt, row.startZone),
    end: row.endAt && row.endZone ? zoned(row.endAt, row.endZone) : null,
    startPlace: row.startPlace,
    endPlace: row.endPlace,
    costMinor: row.costMinor,
    currency: row.currency,
    notes: row.notes,
    flight: flight
      ? {
          ...flight,
          estimatedDeparture: flight.estimatedDeparture ? zoned(new Date(flight.estimatedDeparture.at), flight.estimatedDeparture.zone) : null,
          estimatedArrival: flight.estimatedArrival ? zoned(new Date(flight.estimatedArrival.at), flight.estimatedArrival.zone) : null,
        }
      : null,
    hidden: row.hidden,
    miles: flight ? milesBetween(flight.departureAirport, flight.arrivalAirport) : null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const select = (db: Db) => db.select(fields).from(reservations).innerJoin(trips, eq(trips.id, reservations.tripId));

/** The reservations a search (provider, number, flight, airports, places, notes, trip) and the filters select. */
function matching(userId: string, query: ListQuery) {
  const pattern = query.search ? containsPattern(query.search) : undefined;
  return and(
    eq(reservations.userId, userId),
    query.tripId ? eq(reservations.tripId, query.tripId) : undefined,
    query.type ? eq(reservations.type, query.type) : undefined,
    pattern
      ? or(
          ilike(reservations.provider, pattern),
          ilike(reservations.reservationNumber, pattern),
          ilike(reservations.notes, pattern),
          ilike(trips.title, pattern),
          sql`${reservations.startPlace}->>'name' ilike ${pattern}`,
          sql`${reservations.startPlace}->>'address' ilike ${pattern}`,
          sql`${reservations.endPlace}->>'name' ilike ${pattern}`,
          sql`${reservations.endPlace}->>'address' ilike ${pattern}`,
          // 'UA100', 'UA 100' and '100' all find flight UA 100; 'LHR' finds flights from or to it.
          sql`(${reservations.flight}->>'airlineCode') || (${reservations.flight}->>'flightNumber') ilike ${containsPattern((query.search ?? '').replace(/\s+/g, ''))}`,
          sql`${reservations.flight}->>'departureAirport' ilike ${pattern}`,
          sql`${reservations.flight}->>'arrivalAirport' ilike ${pattern}`,
        )
      : undefined,
  );
}

const sortColumns = {
  start: reservations.startAt,
  type: reservations.type,
  provider: reservations.provider,
  reservationNumber: reservations.reservationNumber,
  costMinor: reservations.costMinor,
  updatedAt: reservations.updatedAt,
} as const;

/** A page of reservations, of one trip or of all, with the total. */
export async function listReservations(db: Db, userId: string, query: ListQuery) {
  const read = ({ limit, offset }: PageWindow) =>
    db
      .select({ ...fields, total: totalCount.as('total') })
      .from(reservations)
      .innerJoin(trips, eq(trips.id, reservations.tripId))
      .where(matching(userId, query))
      .orderBy(...listOrder(sortColumns[query.sort], reservations.id, query, query.sort === 'provider' || query.sort === 'reservationNumber'))
      .limit(limit)
      .offset(offset);
  return listPage(query, read, toReservation);
}

export async function getReservation(db: Db, userId: string, id: string): Promise<Reservation> {
  const [row] = await select(db).where(and(eq(reservations.userId, userId), eq(reservations.id, id)));
  if (!row) throw notFound();
  return toReservation(row);
}

/** A place as given, with an airport's name and coordinates filled in where the user left them out. */
function placeOf(place: Place | undefined, airportCode: string | undefined): StoredPlace | undefined {
  const airport = airportCode ? airportOf(airportCode) : undefined;
  if (!place && !airport) return undefined;
  const given = place ?? noPlace;
  return {
    name: given.name || (airport?.name ?? ''),
    address: given.address || (airport ? [airport.city, airport.country].filter(Boolean).join(', ') : ''),
    latitude: given.latitude ?? airport?.latitude ?? null,
    longitude: given.longitude ?? airport?.longitude ?? null,
  };
}

const storedZoned = (value: { at: Date; zone: string } | null) => (value ? { at: value.at.toISOString(), zone: value.zone } : null);
const storedFlight = (flight: FlightInput): StoredFlight => ({
  ...flight,
  estimatedDeparture: storedZoned(flight.estimatedDeparture),
  estimatedArrival: storedZoned(flight.estimatedArrival),
});

/** The columns an input sets; a flight's places default to its airports. */
function columnsOf(input: ReservationPatch, type: string, currency: string) {
  const flight = type === 'flight' ? input.flight : input.flight !== undefined || input.type !== undefined ? null : undefined;
  let cost: number | null | undefined = input.cost === null ? null : undefined;
  if (typeof input.cost === 'string') {
    cost = toMinorUnits(input.cost, currency);
    if (cost === undefined) throw invalid('cost', messages.numbersOnly);
  }
  return {
    tripId: input.tripId,
    type: input.type,
    provider: input.provider,
    reservationNumber: input.reservationNumber,
    status: input.status,
    ...(input.start ? { startAt: input.start.at, startZone: input.start.zone } : {}),
    ...(input.end !== undefined ? { endAt: input.end?.at ?? null, endZone: input.end?.zone ?? null } : {}),
    startPlace: placeOf(input.startPlace, flight?.departureAirport),
    endPlace: placeOf(input.endPlace, flight?.arrivalAirport),
    costMinor: cost,
    currency: input.currency,
    notes: input.notes,
    flight: flight === undefined ? undefined : flight === null ? null : storedFlight(flight),
    hidden: input.hidden,
  };
}

async function assertTrip(tx: Db, userId: string, tripId: string) {
  if ((await ownedRecordIds(tx, 'trip', userId, [tripId])).length === 0) throw new AppError('NOT_FOUND', messages.notFound('Trip'));
}

type SegmentFlight = { airlineCode: string; flightNumber: string; departureAirport: string } | null | undefined;

/** The kinds whose legs share one booking number: a leg is told from the others by where it leaves from. */
const LEG_TYPES = new Set(['train', 'bus', 'boat']);

/**
 * A reservation's identity across imports, "the same number and segment": its number and the
 * flight (a rescheduled flight stays the same), or the kind and the day it starts, and for a train,
 * bus or boat leg also the place it leaves from (a change of train is two legs of one booking on
 * one day). None without a number: two dinners booked without one are two. Migrations 0013 and
 * 0017 compute the same in SQL.
 */
export function segmentKey(type: string, reservationNumber: string, flight: SegmentFlight, day: string, departure = ''): string | null {
  if (!reservationNumber) return null;
  const from = flight?.departureAirport ?? (LEG_TYPES.has(type) ? departure.trim() : '');
  return [type, reservationNumber.toUpperCase(), flight?.airlineCode ?? '', (flight?.flightNumber ?? '').replace(/^0+/, ''), from, type === 'flight' ? '' : day].join('|');
}

const keyOf = (type: string, reservationNumber: string, flight: SegmentFlight, start: { at: Date; zone: string }, departure: string) =>
  segmentKey(type, reservationNumber, flight, localOf(start.at, start.zone).slice(0, 10), departure);

const segmentTaken = () => new AppError('CONFLICT', messages.reservationSegmentTaken, [{ path: 'reservationNumber', message: messages.reservationSegmentTaken }]);

/** Refuses a key another reservation of the trip has (the unique index refuses it too, under a race). */
async function assertSegmentFree(tx: Db, tripId: string, key: string | null, exceptId?: string) {
  if (!key) return;
  const [taken] = await tx
    .select({ id: reservations.id })
    .from(reservations)
    .where(and(eq(reservations.tripId, tripId), eq(reservations.segmentKey, key), exceptId ? ne(reservations.id, exceptId) : undefined));
  if (taken) throw segmentTaken();
}

/** The columns of a new reservation; its currency defaults to the trip's. */
async function newColumns(tx: Db, userId: string, tripId: string, input: Omit<ReservationInput, 'tripId'>) {
  const [trip] = await tx.select({ currency: trips.currency }).from(trips).where(eq(trips.id, tripId));
  const currency = input.currency ?? trip?.currency ?? 'USD';
  const columns = columnsOf(input, input.type, currency);
  const segment = keyOf(input.type, input.reservationNumber ?? '', columns.flight, input.start, columns.startPlace?.name ?? '');
  return {
    columns,
    values: {
      ...columns,
      userId,
      tripId,
      type: input.type,
      startAt: input.start.at,
      startZone: input.start.zone,
      startPlace: columns.startPlace ?? noPlace,
      endPlace: columns.endPlace ?? noPlace,
      currency,
      segmentKey: segment,
    },
  };
}

/** Adds a reservation to one of the user's trips; its currency defaults to the trip's. */
export async function createReservation(db: Db, userId: string, input: ReservationInput): Promise<Reservation> {
  const id = await db.transaction(async (tx) => {
    await assertTrip(tx, userId, input.tripId);
    const { values } = await newColumns(tx, userId, input.tripId, input);
    await assertSegmentFree(tx, input.tripId, values.segmentKey);
    const [row] = await tx.insert(reservations).values(values).returning({ id: reservations.id });
    if (!row) throw new Error('reservation not created');
    return row.id;
  });
  return getReservation(db, userId, id);
}

/**
 * Saves an imported reservation into a trip of the user's (checked by the caller, in `tx`): the
 * trip's reservation of the same number and segment is updated with it, else it is added. One
 * statement against the unique key, so two saves at once cannot both add it.
 */
export async function saveImportedReservation(tx: Db, userId: string, tripId: string, input: Omit<ReservationInput, 'tripId'>) {
  const { columns, values } = await newColumns(tx, userId, tripId, input);
  if (!values.segmentKey) {
    // No number to know it by: the trip's reservation of the same kind at the same moment and place
    // is this one, imported again (a calendar's museum visit), and is updated rather than doubled.
    const [same] = await tx
      .select({ id: reservations.id })
      .from(reservations)
      .where(and(eq(reservations.tripId, tripId), isNull(reservations.segmentKey), eq(reservations.type, input.type), eq(reservations.startAt, input.start.at), sameStartPlace(values.startPlace.name)))
      .limit(1);
    if (same) {
      await tx.update(reservations).set({ ...columns, startAt: input.start.at, startZone: input.start.zone, updatedAt: new Date() }).where(eq(reservations.id, same.id));
      return { id: same.id, created: false };
    }
  }
  const [row] = await tx
    .insert(reservations)
    .values(values)
    .onConflictDoUpdate({
      target: [reservations.tripId, reservations.segmentKey],
      targetWhere: isNotNull(reservations.segmentKey),
      set: { ...columns, updatedAt: new Date() },
    })
    .returning({ id: reservations.id, created: sql<boolean>`(xmax = 0)` });
  if (!row) throw new Error('reservation not saved');
  return row;
}

/** A reservation whose start place has this name (in any case). */
export const sameStartPlace = (name: string) => sql`lower(${reservations.startPlace}->>'name') = lower(${name})`;

/** Changes the given fields; the stored start and end must stay in order, and a trip moved to must be the user's. */
export async function updateReservation(db: Db, userId: string, id: string, input: ReservationPatch): Promise<Reservation> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(reservations).where(and(eq(reservations.userId, userId), eq(reservations.id, id)));
    if (!current) throw notFound();
    if (input.tripId && input.tripId !== current.tripId) await assertTrip(tx, userId, input.tripId);
    const start = input.start?.at ?? current.startAt;
    const end = input.end === undefined ? current.endAt : (input.end?.at ?? null);
    if (end && end < start) throw invalid('end.local', messages.dateNotValid);
    const type = input.type ?? current.type;
    const columns = columnsOf(input, type, input.currency ?? current.currency);
    const tripId = input.tripId ?? current.tripId;
    const flight = columns.flight === undefined ? current.flight : columns.flight;
    const departure = (columns.startPlace ?? current.startPlace).name;
    const segment = keyOf(type, input.reservationNumber ?? current.reservationNumber, flight, input.start ?? { at: current.startAt, zone: current.startZone }, departure);
    await assertSegmentFree(tx, tripId, segment, id);
    await tx
      .update(reservations)
      .set({ ...columns, segmentKey: segment, updatedAt: new Date() })
      .where(eq(reservations.id, id));
  });
  return getReservation(db, userId, id);
}
