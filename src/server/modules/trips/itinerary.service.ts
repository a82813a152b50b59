import { and, desc, eq, getTableColumns, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { UserSettings } from '../../../shared/account.js';
import {
  directionsTo,
  type ActiveTrip,
  type ItineraryEvent,
  type ItineraryEventInput,
  type ItineraryEventPatch,
  type ItineraryEventType,
  type Itinerary,
  type TravelProposal,
  type TravelProposalList,
  type TravelSummary,
} from '../../../shared/itinerary.js';
import { messages } from '../../../shared/messages.js';
import { toMinorUnits } from '../../../shared/money.js';
import { transportTypes, type Reservation } from '../../../shared/reservations.js';
import { daysBetween, localDate, tripDay, zoned } from '../../../shared/time.js';
import type { Db } from '../../db/client.js';
import { assignments, projects, timecards } from '../../db/schema/projects.js';
import { itineraryEvents, reservations, travelProposalDecisions, trips } from '../../db/schema/trips.js';
import { AppError } from '../../errors.js';
import { createTimecard } from '../timecards/timecards.service.js';
import { milesBetween } from '../../places/airports.js';
import { prepared } from '../record-parts/prepared.js';
import { toReservation } from './reservations.service.js';
import { tripHoursOf } from './trips.service.js';
import { addDays, buildTimeline, reservationTitle, timelineEntries, type ItinerarySource } from './timeline.js';
import { sumHours } from '../timecards/timecard-hours.js';

const tripNotFound = () => new AppError('NOT_FOUND', messages.notFound('Trip'));
const eventNotFound = () => new AppError('NOT_FOUND', messages.notFound('Event'));
const invalid = (path: string, message: string) => new AppError('VALIDATION_FAILED', message, [{ path, message }]);

type TripRow = typeof trips.$inferSelect;

async function ownTrip(db: Db, userId: string, tripId: string): Promise<TripRow> {
  const [trip] = await db.select().from(trips).where(and(eq(trips.userId, userId), eq(trips.id, tripId)));
  if (!trip) throw tripNotFound();
  return trip;
}

function toEvent(row: typeof itineraryEvents.$inferSelect): ItineraryEvent {
  return {
    id: row.id,
    tripId: row.tripId,
    type: row.type as ItineraryEventType,
    title: row.title,
    start: zoned(row.startAt, row.startZone),
    end: row.endAt && row.endZone ? zoned(row.endAt, row.endZone) : null,
    place: row.place,
    address: row.address,
    costMinor: row.costMinor,
    currency: row.currency,
    confirmation: row.confirmation,
  };
}

/** A row as `json_agg` gives it (snake_case keys, instants as text) in the shape Drizzle reads it. */
function fromJsonRow(json: Record<string, unknown>): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(json)) {
    const name = key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
    row[name] = key.endsWith('_at') && typeof value === 'string' ? new Date(value) : value;
  }
  return row;
}

/** A table's rows of the trip, in order, as one JSON array: a subquery of the statement over `trips`. */
const rowsOfTrip = (table: typeof reservations | typeof itineraryEvents, name: string) =>
  sql<Record<string, unknown>[]>`(select coalesce(json_agg(${sql.raw(name)} order by ${sql.raw(name)}.start_at, ${sql.raw(name)}.id), '[]'::json)
    from ${table} ${sql.raw(name)} where ${sql.raw(name)}.trip_id = ${trips.id})`;

/**
 * One statement for everything an itinerary is computed from: the trip, its reservations and own
 * events, the sources of decided proposals, its project and its hours. Each call used to cost six
 * round trips; on the embedded database each is a good part of a millisecond.
 */
function itineraryStatement(db: Db) {
  return prepared(db, 'trip_itinerary', (name) =>
    db
      .select({
        trip: getTableColumns(trips),
        reservations: rowsOfTrip(reservations, 'r'),
        events: rowsOfTrip(itineraryEvents, 'e'),
        decided: sql<string[]>`(select coalesce(json_agg(d.source_id), '[]'::json) from ${travelProposalDecisions} d where d.trip_id = ${trips.id})`,
        projectNumber: projects.projectNumber,
        projectName: projects.name,
        laborHours: tripHoursOf(sql`'labor'`),
        travelHours: tripHoursOf(sql`'travel'`),
      })
      .from(trips)
      // The join also has every column named with its table, which the subqueries need.
      .leftJoin(projects, eq(projects.id, trips.projectId))
      .where(and(eq(trips.userId, sql.placeholder('userId')), eq(trips.id, sql.placeholder('tripId'))))
      .prepare(name),
  );
}

interface Loaded {
  trip: TripRow;
  source: ItinerarySource;
  decided: ReadonlySet<string>;
  project: { id: string; projectNumber: string; name: string } | null;
  hours: { labor: number; travel: number };
}

/** One of the user's trips with everything its itinerary is computed from; 'Trip not found' otherwise. */
async function loadItinerary(db: Db, userId: string, tripId: string, homeZone: string): Promise<Loaded> {
  const [row] = await itineraryStatement(db).execute({ userId, tripId });
  if (!row) throw tripNotFound();
  const { trip } = row;
  return {
    trip,
    source: {
      trip: {
        start: trip.startAt && trip.startZone ? zoned(trip.startAt, trip.startZone) : null,
        end: trip.endAt && trip.endZone ? zoned(trip.endAt, trip.endZone) : null,
        address: trip.address,
      },
      reservations: row.reservations.map((r) => toReservation({ row: fromJsonRow(r) as typeof reservations.$inferSelect, tripTitle: trip.title })),
      events: row.events.map((e) => toEvent(fromJsonRow(e) as typeof itineraryEvents.$inferSelect)),
      homeZone,
    },
    decided: new Set(row.decided),
    project: trip.projectId && row.projectNumber !== null ? { id: trip.projectId, projectNumber: row.projectNumber, name: row.projectName ?? '' } : null,
    hours: { labor: row.laborHours, travel: row.travelHours },
  };
}

/**
 * Everything a trip's page shows beside the trip itself, from one reading of its reservations and
 * events: the reservations, the user's own events, the timeline by local day with its gaps, the
 * travel summary and the pending travel proposals.
 */
export async function tripItinerary(db: Db, userId: string, settings: UserSettings, tripId: string): Promise<Itinerary> {
  const loaded = await loadItinerary(db, userId, tripId, settings.timeZone);
  const { trip, source } = loaded;
  const flights = source.reservations.filter((r) => r.type === 'flight' && r.status === 'confirmed').map((r) => r.flight);
  return {
    reservations: [...source.reservations],
    events: [...source.events],
    timeline: buildTimeline(source),
    summary: summaryFrom([trip], flights, loaded.hours),
    proposals: proposalList(loaded, settings),
  };
}

// ——— The user's own events ———

function eventColumns(input: ItineraryEventPatch, currency: string) {
  let cost: number | null | undefined = input.cost === null ? null : undefined;
  if (typeof input.cost === 'string') {
    cost = toMinorUnits(input.cost, currency);
    if (cost === undefined) throw invalid('cost', messages.numbersOnly);
  }
  return {
    type: input.type,
    title: input.title,
    ...(input.start ? { startAt: input.start.at, startZone: input.start.zone } : {}),
    ...(input.end !== undefined ? { endAt: input.end?.at ?? null, endZone: input.end?.zone ?? null } : {}),
    place: input.place,
    address: input.address,
    costMinor: cost,
    currency: input.currency,
    confirmation: input.confirmation,
  };
}

export async function createEvent(db: Db, userId: string, tripId: string, input: ItineraryEventInput) {
  const trip = await ownTrip(db, userId, tripId);
  const currency = input.currency ?? trip.currency;
  const [row] = await db
    .insert(itineraryEvents)
    .values({ ...eventColumns(input, currency), type: input.type, title: input.title, startAt: input.start.at, startZone: input.start.zone, currency, userId, tripId })
    .returning();
  if (!row) throw new Error('event not created');
  return toEvent(row);
}

export async function updateEvent(db: Db, userId: string, tripId: string, eventId: string, input: ItineraryEventPatch) {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(itineraryEvents)
      .where(and(eq(itineraryEvents.userId, userId), eq(itineraryEvents.tripId, tripId), eq(itineraryEvents.id, eventId)));
    if (!current) throw eventNotFound();
    const start = input.start?.at ?? current.startAt;
    const end = input.end === undefined ? current.endAt : (input.end?.at ?? null);
    if (end && end < start) throw invalid('end.local', messages.dateNotValid);
    const [row] = await tx
      .update(itineraryEvents)
      .set({ ...eventColumns(input, input.currency ?? current.currency), updatedAt: new Date() })
      .where(eq(itineraryEvents.id, eventId))
      .returning();
    if (!row) throw eventNotFound();
    return toEvent(row);
  });
}

export async function deleteEvent(db: Db, userId: string, tripId: string, eventId: string) {
  const gone = await db
    .delete(itineraryEvents)
    .where(and(eq(itineraryEvents.userId, userId), eq(itineraryEvents.tripId, tripId), eq(itineraryEvents.id, eventId)))
    .returning({ id: itineraryEvents.id });
  if (gone.length === 0) throw eventNotFound();
}

// ——— Travel hours proposed from the itinerary ———

interface Leg {
  id: string;
  title: string;
  start: { at: Date; zone: string };
  end: { at: Date; zone: string };
  from: string;
  to: string;
}

/** The journeys of an itinerary that make travel time: booked flights, trains, buses and boats, and drives of the user's own. */
function legsOf(source: ItinerarySource): Leg[] {
  const booked = source.reservations
    .filter((r): r is Reservation & { end: NonNullable<Reservation['end']> } => transportTypes.includes(r.type) && r.status !== 'cancelled' && !r.hidden && r.end !== null)
    .map((r) => ({
      id: r.id,
      title: reservationTitle(r),
      start: { at: new Date(r.start.at), zone: r.start.zone },
      end: { at: new Date(r.end.at), zone: r.end.zone },
      from: r.flight?.departureAirport || r.startPlace.name,
      to: r.flight?.arrivalAirport || r.endPlace.name,
    }));
  const drives = source.events
    .filter((e): e is ItineraryEvent & { end: NonNullable<ItineraryEvent['end']> } => e.type === 'drive' && e.end !== null)
    .map((e) => ({ id: e.id, title: e.title, start: { at: new Date(e.start.at), zone: e.start.zone }, end: { at: new Date(e.end.at), zone: e.end.zone }, from: e.place, to: e.address }));
  return [...booked, ...drives].sort((a, b) => a.start.at.getTime() - b.start.at.getTime());
}

/**
 * The proposals: each undecided leg with the buffers before and after, legs joined into one when
 * their buffered spans meet (a connection), each end in its own zone.
 */
export function planProposals(source: ItinerarySource, decided: ReadonlySet<string>, settings: Pick<UserSettings, 'travelBufferBeforeMinutes' | 'travelBufferAfterMinutes'>) {
  const before = settings.travelBufferBeforeMinutes * 60_000;
  const after = settings.travelBufferAfterMinutes * 60_000;
  const plans: { legs: Leg[]; start: { at: Date; zone: string }; end: { at: Date; zone: string } }[] = [];
  for (const leg of legsOf(source).filter((l) => !decided.has(l.id))) {
    const start = { at: new Date(leg.start.at.getTime() - before), zone: leg.start.zone };
    const end = { at: new Date(leg.end.at.getTime() + after), zone: leg.end.zone };
    const last = plans.at(-1);
    if (last && start.at <= last.end.at) {
      last.legs.push(leg);
      if (end.at > last.end.at) last.end = end;
    } else {
      plans.push({ legs: [leg], start, end });
    }
  }
  return plans;
}

const spanHours = (start: Date, end: Date) => Math.round(((end.getTime() - start.getTime()) / 3_600_000) * 100) / 100;

function proposalList({ source, decided, project }: Loaded, settings: UserSettings): TravelProposalList {
  const items: TravelProposal[] = planProposals(source, decided, settings).map((p) => ({
    sourceIds: p.legs.map((l) => l.id),
    title: p.legs.map((l) => l.title).join(' + '),
    start: zoned(p.start.at, p.start.zone),
    end: zoned(p.end.at, p.end.zone),
    hours: spanHours(p.start.at, p.end.at),
    project,
  }));
  return { bufferBeforeMinutes: settings.travelBufferBeforeMinutes, bufferAfterMinutes: settings.travelBufferAfterMinutes, items };
}

/**
 * Accepts proposals (each becomes a Travel timecard of the trip, its customer and project, and the
 * assignment given) and dismisses others; either way they are never proposed again. Ids that are
 * not pending proposals of the trip change nothing ('Proposal not found').
 */
export async function decideProposals(
  db: Db,
  userId: string,
  settings: UserSettings,
  tripId: string,
  decision: { accept: string[]; dismiss: string[]; assignmentId?: string | null | undefined },
) {
  return db.transaction(async (tx) => {
    const { trip, source, decided } = await loadItinerary(tx, userId, tripId, settings.timeZone);
    const plans = planProposals(source, decided, settings);
    const pending = new Set(plans.flatMap((p) => p.legs.map((l) => l.id)));
    const both = decision.accept.filter((id) => decision.dismiss.includes(id));
    if (both.length > 0) throw invalid('dismiss', 'A proposal is either accepted or dismissed');
    if ([...decision.accept, ...decision.dismiss].some((id) => !pending.has(id))) throw new AppError('NOT_FOUND', messages.notFound('Proposal'));
    if (decision.assignmentId) {
      const [assignment] = await tx
        .select({ projectId: assignments.projectId })
        .from(assignments)
        .where(and(eq(assignments.userId, userId), eq(assignments.id, decision.assignmentId)));
      if (!assignment) throw new AppError('NOT_FOUND', messages.notFound('Assignment'));
      if (trip.projectId && assignment.projectId !== trip.projectId) throw invalid('assignmentId', messages.notFound('Assignment'));
    }
    const accepted = new Set(decision.accept);
    let created = 0;
    for (const plan of plans.filter((p) => p.legs.some((l) => accepted.has(l.id)))) {
      const timecard = await createTimecard(tx, userId, {
        type: 'travel',
        tripId,
        projectId: trip.projectId,
        customerId: trip.customerId,
        assignmentId: decision.assignmentId ?? null,
        start: plan.start,
        end: plan.end,
        startLocation: plan.legs[0]?.from ?? '',
        endLocation: plan.legs.at(-1)?.to ?? '',
      });
      created += 1;
      await tx
        .insert(travelProposalDecisions)
        .values(plan.legs.map((l) => ({ userId, tripId, sourceId: l.id, decision: 'accepted', timecardId: timecard.id })));
    }
    const dismissed = decision.dismiss.filter((id) => !accepted.has(id));
    if (dismissed.length > 0) {
      await tx.insert(travelProposalDecisions).values(dismissed.map((sourceId) => ({ userId, tripId, sourceId, decision: 'dismissed' })));
    }
    return { created, dismissed: dismissed.length };
  });
}

// ——— Travel summary ———

/** Nights between a trip's first and last local days. */
const nightsOf = (t: { startAt: Date | null; startZone: string | null; endAt: Date | null; endZone: string | null }) =>
  t.startAt && t.startZone && t.endAt && t.endZone ? Math.max(0, daysBetween(localDate(t.startAt, t.startZone), localDate(t.endAt, t.endZone))) : 0;

const round = (hours: number) => Math.round(hours * 100) / 100;

/** Finished hours of the timecards linked to the trips, by type. */
async function hoursOf(db: Db, userId: string, tripIds: string[]) {
  const rows = await db
    .select({
      type: timecards.type,
      hours: sumHours(),
    })
    .from(timecards)
    .where(and(eq(timecards.userId, userId), inArray(timecards.tripId, tripIds), isNotNull(timecards.endAt)))
    .groupBy(timecards.type);
  return { labor: rows.find((h) => h.type === 'labor')?.hours ?? 0, travel: rows.find((h) => h.type === 'travel')?.hours ?? 0 };
}

type Route = { departureAirport: string; arrivalAirport: string } | null;

/** Nights, flights, miles and hours of trips, from their rows, the routes of their confirmed flights and their hours. */
function summaryFrom(tripRows: TripRow[], flights: readonly Route[], hours: { labor: number; travel: number }): TravelSummary {
  return {
    trips: tripRows.length,
    nightsAway: tripRows.reduce((sum, t) => sum + nightsOf(t), 0),
    flights: flights.length,
    milesFlown: flights.reduce((sum, f) => sum + (f ? (milesBetween(f.departureAirport, f.arrivalAirport) ?? 0) : 0), 0),
    workHours: round(hours.labor),
    travelHours: round(hours.travel),
    // Receipts arrive with their own issue; until then nothing is spent.
    spent: [],
  };
}

/** The summary of every trip starting in `year`, on the calendar where it starts. */
export async function yearSummary(db: Db, userId: string, year: number) {
  const rows = await db
    .select()
    .from(trips)
    .where(and(eq(trips.userId, userId), sql`extract(year from ${trips.startAt} at time zone ${trips.startZone}) = ${year}::int`));
  const ids = rows.map((t) => t.id);
  if (ids.length === 0) return summaryFrom([], [], { labor: 0, travel: 0 });
  const [flights, hours] = await Promise.all([
    db
      .select({ flight: reservations.flight })
      .from(reservations)
      .where(and(eq(reservations.userId, userId), inArray(reservations.tripId, ids), eq(reservations.type, 'flight'), eq(reservations.status, 'confirmed'))),
    hoursOf(db, userId, ids),
  ]);
  return summaryFrom(rows, flights.map((f) => f.flight), hours);
}

// ——— The active trip ———

/**
 * The trip under way at `at` (the one that started last, if several overlap) with its widget
 * parts: day n of m, the next moment of its timeline, its places in order with the current one,
 * and where the user sleeps tonight with directions. Null when no trip is under way.
 */
export async function activeTrip(db: Db, userId: string, settings: UserSettings, at: Date): Promise<ActiveTrip | null> {
  const [trip] = await db
    .select()
    .from(trips)
    .where(and(eq(trips.userId, userId), lte(trips.startAt, at), gte(trips.endAt, at)))
    .orderBy(desc(trips.startAt))
    .limit(1);
  if (!trip?.startAt || !trip.startZone || !trip.endAt || !trip.endZone) return null;
  const { source } = await loadItinerary(db, userId, trip.id, settings.timeZone);
  const entries = timelineEntries(source).filter((e) => !e.cancelled && !e.hidden);
  const past = entries.filter((e) => Date.parse(e.at) <= at.getTime());
  const here = past.at(-1);
  const start = zoned(trip.startAt, trip.startZone);
  const end = zoned(trip.endAt, trip.endZone);
  const { day: today, days } = tripDay(start, end, at, here?.zone);
  const day = Math.min(days, Math.max(1, today));

  const places: ActiveTrip['places'] = [];
  for (const entry of entries) {
    if (!entry.place && !entry.address) continue;
    const last = places.at(-1);
    if (last && last.name === entry.place && last.address === entry.address) continue;
    places.push({ name: entry.place, address: entry.address, current: false });
  }
  if (places.length === 0 && trip.address) places.push({ name: trip.address, address: trip.address, current: true });
  const currentIndex = here ? places.findLastIndex((p) => p.name === here.place && p.address === here.address) : -1;
  if (currentIndex >= 0) places.forEach((p, i) => (p.current = i === currentIndex));

  const stays = source.reservations.filter((r) => r.type === 'lodging' && r.status !== 'cancelled' && r.end);
  const stay = stays.find((r) => {
    const today = localDate(at, r.start.zone);
    return r.start.local.slice(0, 10) <= today && today < (r.end?.local.slice(0, 10) ?? addDays(today, 1));
  });
  return {
    trip: { id: trip.id, title: trip.title, start, end },
    day,
    days,
    next: entries.find((e) => Date.parse(e.at) > at.getTime()) ?? null,
    places,
    tonight: stay
      ? { name: stay.provider || stay.startPlace.name, address: stay.startPlace.address, checkOut: stay.end, directions: directionsTo(stay.startPlace) }
      : null,
  };
}
