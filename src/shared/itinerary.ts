import { z } from 'zod';
import { currencySchema } from './account.js';
import { messages } from './messages.js';
import { AmountSchema } from './money.js';
import { FlightSchema, ReservationSchema, ReservationTypeSchema } from './reservations.js';
import { ZonedInputSchema, ZonedSchema } from './time.js';
import { requiredText } from './validation.js';

/** Kinds of event a user adds to a trip's itinerary (the spec names check-in, check-out, pick-up and drop-off). */
export const itineraryEventTypes = {
  'check-in': 'Check-in',
  'check-out': 'Check-out',
  'pick-up': 'Pick-up',
  'drop-off': 'Drop-off',
  departure: 'Departure',
  arrival: 'Arrival',
  drive: 'Drive',
  meeting: 'Meeting',
  activity: 'Activity',
  other: 'Other',
} as const;
export type ItineraryEventType = keyof typeof itineraryEventTypes;
export const ItineraryEventTypeSchema = z.enum(Object.keys(itineraryEventTypes) as [ItineraryEventType, ...ItineraryEventType[]], {
  error: messages.fieldRequired,
});

const text = (max: number) => z.string().trim().max(max, { error: messages.atMost(max) });

const ItineraryEventFields = z.object({
  type: ItineraryEventTypeSchema,
  title: requiredText(200),
  start: ZonedInputSchema,
  end: ZonedInputSchema.meta({ example: { local: '2026-11-20T11:00', zone: 'America/New_York' } }).nullable().optional(),
  place: text(200).optional(),
  address: text(500).optional(),
  cost: AmountSchema.nullable().optional(),
  currency: currencySchema.optional(),
  confirmation: text(100).optional(),
});
const endsInOrder = (value: { start?: { at: Date }; end?: { at: Date } | null }, ctx: z.RefinementCtx) => {
  if (value.start && value.end && value.end.at < value.start.at) {
    ctx.addIssue({ code: 'custom', path: ['end', 'local'], message: messages.dateNotValid });
  }
};
export const ItineraryEventInputSchema = ItineraryEventFields.superRefine(endsInOrder);
export const ItineraryEventPatchSchema = ItineraryEventFields.partial().superRefine(endsInOrder);
export type ItineraryEventInput = z.infer<typeof ItineraryEventInputSchema>;
export type ItineraryEventPatch = z.infer<typeof ItineraryEventPatchSchema>;

export const ItineraryEventSchema = z.object({
  id: z.uuid(),
  tripId: z.uuid(),
  type: ItineraryEventTypeSchema,
  title: z.string(),
  start: ZonedSchema,
  end: ZonedSchema.nullable(),
  place: z.string(),
  address: z.string(),
  costMinor: z.number().int().nullable(),
  currency: z.string(),
  confirmation: z.string(),
});
export type ItineraryEvent = z.infer<typeof ItineraryEventSchema>;

/** What happens at a moment of the timeline: the two ends of a reservation, or an event of the user's own. */
export const timelineKinds = {
  departure: 'Departure',
  arrival: 'Arrival',
  'check-in': 'Check-in',
  'check-out': 'Check-out',
  'pick-up': 'Pick-up',
  'drop-off': 'Drop-off',
  start: 'Start',
  end: 'End',
} as const;
export const TimelineKindSchema = z.enum(Object.keys(timelineKinds) as [keyof typeof timelineKinds, ...(keyof typeof timelineKinds)[]]);

export const TimelineEntrySchema = z.object({
  /** Unique in the timeline: `<reservation id>:<kind>` or `event:<event id>`. */
  key: z.string(),
  source: z.enum(['reservation', 'event']),
  /** The reservation or the user's event it comes from. */
  recordId: z.uuid(),
  /** The reservation's kind, or the event's own type. */
  type: z.union([ReservationTypeSchema, ItineraryEventTypeSchema]),
  kind: TimelineKindSchema.nullable(),
  title: z.string(),
  /** When it happens: the instant, its zone, the wall clock there, the zone's abbreviation ('EST', 'GMT+1'). */
  at: z.string(),
  zone: z.string(),
  local: z.string(),
  abbreviation: z.string(),
  /** The same instant on the wall clock of the user's home zone. */
  home: z.string(),
  /** An arrival's local date minus its departure's local date ('+1' when it lands the next day). */
  dayOffset: z.number().int(),
  place: z.string(),
  address: z.string(),
  confirmation: z.string(),
  costMinor: z.number().int().nullable(),
  currency: z.string(),
  cancelled: z.boolean(),
  hidden: z.boolean(),
  flight: FlightSchema.nullable(),
});
export type TimelineEntry = z.infer<typeof TimelineEntrySchema>;

export const gapKinds = {
  'no-lodging': 'No lodging for this night',
  'car-not-returned': 'Rental car not returned by the end of the trip',
  'lodging-overlap': 'Lodging overlaps',
} as const;
export const TimelineGapSchema = z.object({
  kind: z.enum(['no-lodging', 'car-not-returned', 'lodging-overlap']),
  /** The local date the gap belongs to (the night's evening, the car's return, the overlap's first night). */
  date: z.string(),
  message: z.string(),
  reservationIds: z.array(z.uuid()),
});
export type TimelineGap = z.infer<typeof TimelineGapSchema>;

export const TimelineSchema = z.object({
  homeZone: z.string(),
  /** Entries grouped by the local date where each happens, in order of their instants. */
  days: z.array(z.object({ date: z.string(), entries: z.array(TimelineEntrySchema), gaps: z.array(TimelineGapSchema) })),
  /** Flights the user hid, to show again. */
  hiddenCount: z.number().int(),
});
export type Timeline = z.infer<typeof TimelineSchema>;

/** Figures of a trip, or of every trip starting in a year. */
export const TravelSummarySchema = z.object({
  trips: z.number().int(),
  nightsAway: z.number().int(),
  flights: z.number().int(),
  milesFlown: z.number().int(),
  workHours: z.number(),
  travelHours: z.number(),
  /** Receipts by currency: empty until receipts exist. */
  spent: z.array(z.object({ currency: z.string(), amountMinor: z.number().int() })),
});
export type TravelSummary = z.infer<typeof TravelSummarySchema>;
export const TravelSummaryQuerySchema = z.object({
  year: z.coerce.number({ error: messages.numbersOnly }).int({ error: messages.numbersOnly }).min(1900).max(9999),
});

/** A Travel timecard proposed from a trip's transport (one or more legs joined when their buffers meet). */
export const TravelProposalSchema = z.object({
  /** The reservations and events (a drive) it covers; accepting or dismissing one decides for all. */
  sourceIds: z.array(z.uuid()),
  title: z.string(),
  start: ZonedSchema,
  end: ZonedSchema,
  hours: z.number(),
  project: z.object({ id: z.uuid(), projectNumber: z.string(), name: z.string() }).nullable(),
});
export type TravelProposal = z.infer<typeof TravelProposalSchema>;
export const TravelProposalListSchema = z.object({
  /** The buffers used, from the user's settings. */
  bufferBeforeMinutes: z.number().int(),
  bufferAfterMinutes: z.number().int(),
  items: z.array(TravelProposalSchema),
});
export type TravelProposalList = z.infer<typeof TravelProposalListSchema>;
/** Sources (`sourceIds` of proposals) to accept and to dismiss; an empty decision changes nothing. */
export const TravelProposalDecisionSchema = z.object({
  accept: z.array(z.uuid({ error: messages.notFound('Proposal') })).max(500).default([]),
  dismiss: z.array(z.uuid({ error: messages.notFound('Proposal') })).max(500).default([]),
  /** An assignment of the trip's project the accepted timecards are for. */
  assignmentId: z.uuid({ error: messages.notFound('Assignment') }).nullable().optional(),
});
export const TravelProposalOutcomeSchema = z.object({ created: z.number().int(), dismissed: z.number().int() });

/** What a trip's page shows beside the trip itself, in one answer. */
export const ItinerarySchema = z.object({
  reservations: z.array(ReservationSchema),
  events: z.array(ItineraryEventSchema),
  timeline: TimelineSchema,
  summary: TravelSummarySchema,
  proposals: TravelProposalListSchema,
});
export type Itinerary = z.infer<typeof ItinerarySchema>;

/** Links that open directions to a place in the three map apps. */
export const DirectionsSchema = z.object({ apple: z.string(), google: z.string(), openStreetMap: z.string() });

export const ActiveTripSchema = z.object({
  trip: z.object({ id: z.uuid(), title: z.string(), start: ZonedSchema, end: ZonedSchema }),
  /** Day n of m, counted on the calendar where the trip starts. */
  day: z.number().int(),
  days: z.number().int(),
  /** The next entry of the timeline after the moment asked about. */
  next: TimelineEntrySchema.nullable(),
  places: z.array(z.object({ name: z.string(), address: z.string(), current: z.boolean() })),
  /** Where the user sleeps tonight, with directions. */
  tonight: z
    .object({ name: z.string(), address: z.string(), checkOut: ZonedSchema.nullable(), directions: DirectionsSchema })
    .nullable(),
});
export type ActiveTrip = z.infer<typeof ActiveTripSchema>;
/** The moment to look at; the browser's clock by default, so the page agrees with the user's own. */
export const AtQuerySchema = z.object({ at: z.iso.datetime({ offset: true, error: messages.dateNotValid }).optional() });
export const ActiveTripAnswerSchema = z.object({ active: ActiveTripSchema.nullable() });

/** Directions to a place in Apple Maps, Google Maps and OpenStreetMap (by coordinates when known, else by its address). */
export function directionsTo(place: { name: string; address: string; latitude?: number | null; longitude?: number | null }) {
  const where = encodeURIComponent(place.address || place.name);
  const hasPoint = place.latitude != null && place.longitude != null;
  return {
    apple: `https://maps.apple.com/?daddr=${hasPoint ? `${place.latitude},${place.longitude}` : where}`,
    google: `https://www.google.com/maps/dir/?api=1&destination=${hasPoint ? `${place.latitude},${place.longitude}` : where}`,
    openStreetMap: hasPoint
      ? `https://www.openstreetmap.org/directions?to=${place.latitude}%2C${place.longitude}`
      : `https://www.openstreetmap.org/search?query=${where}`,
  };
}
