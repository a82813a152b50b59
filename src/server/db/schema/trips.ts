import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { recordColumns } from './columns.js';
import { contacts } from './contacts.js';
import { customers } from './customers.js';
import { projects } from './projects.js';
import { ownerColumn, users } from './users.js';

/**
 * A trip: each end is an instant plus the zone where it happens (a trip often ends in another zone
 * than it starts). Dates may be unknown while it is planned; an end needs a start.
 */
export const trips = pgTable(
  'trips',
  {
    ...recordColumns,
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    address: text('address').notNull().default(''),
    startAt: timestamp('start_at', { withTimezone: true }),
    startZone: text('start_zone'),
    startEvent: text('start_event').notNull().default(''),
    endAt: timestamp('end_at', { withTimezone: true }),
    endZone: text('end_zone'),
    endEvent: text('end_event').notNull().default(''),
    /** Integer minor units of `currency`, as is the budget. */
    estimatedCostMinor: bigint('estimated_cost_minor', { mode: 'number' }),
    budgetMinor: bigint('budget_minor', { mode: 'number' }),
    currency: text('currency').notNull().default('USD'),
    paid: boolean('paid').notNull().default(false),
    /** What was reimbursed, in minor units of the user's home currency (recorded when marked paid). */
    receivedMinor: bigint('received_minor', { mode: 'number' }),
    confirmationNumber: text('confirmation_number').notNull().default(''),
  },
  (t) => [
    // The list's default order and its upcoming and active views.
    index('trips_user_start_idx').on(t.userId, t.startAt),
    // Sorting and searching by title, as customers are by name.
    index('trips_user_title_idx').on(t.userId, sql`lower(${t.title})`),
    // The customer and project filters, and the SET NULL when one of them is deleted.
    index('trips_customer_idx').on(t.customerId),
    index('trips_project_idx').on(t.projectId),
    check('trips_start_zoned', sql`(${t.startAt} is null) = (${t.startZone} is null)`),
    check('trips_end_zoned', sql`(${t.endAt} is null) = (${t.endZone} is null)`),
    check('trips_end_after_start', sql`${t.endAt} is null or (${t.startAt} is not null and ${t.endAt} >= ${t.startAt})`),
  ],
);

const ofTrip = () =>
  uuid('trip_id')
    .notNull()
    .references(() => trips.id, { onDelete: 'cascade' });

/** A place as stored: what the user or an import named, with coordinates when known. */
export interface StoredPlace {
  name: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
}

/** A flight's own fields; estimated times are instants with their zones, as ISO text. */
export interface StoredFlight {
  airlineCode: string;
  airlineName: string;
  flightNumber: string;
  departureAirport: string;
  arrivalAirport: string;
  departureTerminal: string;
  departureGate: string;
  arrivalTerminal: string;
  arrivalGate: string;
  seat: string;
  status: 'on-time' | 'delayed' | 'departed' | 'landed' | 'arrived' | 'canceled' | null;
  estimatedDeparture: { at: string; zone: string } | null;
  estimatedArrival: { at: string; zone: string } | null;
}

/**
 * A reservation of a trip, after schema.org's Reservation types. Its start and end are instants
 * with their zones (a flight departs in one and lands in another); places and a flight's fields
 * are documents of their own shape, read and written whole.
 */
export const reservations = pgTable(
  'reservations',
  {
    ...recordColumns,
    userId: ownerColumn(),
    tripId: ofTrip(),
    type: text('type').notNull(),
    provider: text('provider').notNull().default(''),
    reservationNumber: text('reservation_number').notNull().default(''),
    status: text('status').notNull().default('confirmed'),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    startZone: text('start_zone').notNull(),
    endAt: timestamp('end_at', { withTimezone: true }),
    endZone: text('end_zone'),
    startPlace: jsonb('start_place').$type<StoredPlace>().notNull(),
    endPlace: jsonb('end_place').$type<StoredPlace>().notNull(),
    costMinor: bigint('cost_minor', { mode: 'number' }),
    currency: text('currency').notNull().default('USD'),
    notes: text('notes').notNull().default(''),
    flight: jsonb('flight').$type<StoredFlight>(),
    hidden: boolean('hidden').notNull().default(false),
    /**
     * "The same number and segment" (reservations.service.ts segmentKey): an import of it again
     * updates this one. Null without a reservation number.
     */
    segmentKey: text('segment_key'),
  },
  (t) => [
    // A trip's reservations in order (timeline, trip page), and the list of all of a user's.
    index('reservations_trip_start_idx').on(t.tripId, t.startAt),
    index('reservations_user_start_idx').on(t.userId, t.startAt),
    // A trip never holds one reservation twice, even when two saves run at once.
    uniqueIndex('reservations_trip_segment_idx').on(t.tripId, t.segmentKey).where(sql`${t.segmentKey} is not null`),
    check('reservations_end_zoned', sql`(${t.endAt} is null) = (${t.endZone} is null)`),
    check('reservations_end_after_start', sql`${t.endAt} is null or ${t.endAt} >= ${t.startAt}`),
  ],
);

/** An event of the user's own on a trip's itinerary (a meeting, a drive, a check-in not booked here). */
export const itineraryEvents = pgTable(
  'itinerary_events',
  {
    ...recordColumns,
    userId: ownerColumn(),
    tripId: ofTrip(),
    type: text('type').notNull(),
    title: text('title').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    startZone: text('start_zone').notNull(),
    endAt: timestamp('end_at', { withTimezone: true }),
    endZone: text('end_zone'),
    place: text('place').notNull().default(''),
    address: text('address').notNull().default(''),
    costMinor: bigint('cost_minor', { mode: 'number' }),
    currency: text('currency').notNull().default('USD'),
    confirmation: text('confirmation').notNull().default(''),
  },
  (t) => [
    index('itinerary_events_trip_start_idx').on(t.tripId, t.startAt),
    check('itinerary_events_end_zoned', sql`(${t.endAt} is null) = (${t.endZone} is null)`),
    check('itinerary_events_end_after_start', sql`${t.endAt} is null or ${t.endAt} >= ${t.startAt}`),
  ],
);

/** The contacts of a trip (the agent, the host), as customers have theirs. */
export const tripContacts = pgTable(
  'trip_contacts',
  {
    userId: ownerColumn(),
    tripId: ofTrip(),
    contactId: uuid('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.tripId, t.contactId] }), index('trip_contacts_contact_idx').on(t.contactId)],
);

/** A trip's links to its bookings at travel agencies, in the user's order. */
export const tripQuickLinks = pgTable(
  'trip_quick_links',
  {
    ...recordColumns,
    userId: ownerColumn(),
    tripId: ofTrip(),
    position: integer('position').notNull(),
    agencyName: text('agency_name').notNull().default(''),
    url: text('url').notNull(),
    linkName: text('link_name').notNull().default(''),
  },
  (t) => [index('trip_quick_links_trip_idx').on(t.tripId, t.position)],
);

/**
 * What the user decided about a proposed Travel timecard, per reservation or event it came from:
 * once accepted or dismissed, never proposed again. The source is a reservation or an event of
 * the user's own (a drive), so it is kept by id without a foreign key; it goes with the trip.
 */
export const travelProposalDecisions = pgTable(
  'travel_proposal_decisions',
  {
    userId: ownerColumn(),
    tripId: ofTrip(),
    sourceId: uuid('source_id').notNull(),
    decision: text('decision').notNull(),
    timecardId: uuid('timecard_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tripId, t.sourceId] })],
);
