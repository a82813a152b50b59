import { z } from 'zod';
import { currencySchema } from './account.js';
import { listQuerySchema, pageSchema } from './list.js';
import { messages } from './messages.js';
import { AmountSchema } from './money.js';
import { ZonedInputSchema, ZonedSchema } from './time.js';

/**
 * The kinds of reservation, after schema.org's Reservation types (FlightReservation,
 * LodgingReservation, RentalCarReservation, TrainReservation, BusReservation, BoatReservation,
 * FoodEstablishmentReservation, EventReservation, Reservation), so that an imported confirmation
 * maps onto one without loss.
 */
export const reservationTypes = {
  flight: 'Flight',
  lodging: 'Lodging',
  rentalCar: 'Rental car',
  train: 'Train',
  bus: 'Bus',
  boat: 'Boat',
  restaurant: 'Restaurant',
  event: 'Event',
  other: 'Other',
} as const;
export type ReservationType = keyof typeof reservationTypes;
export const ReservationTypeSchema = z.enum(Object.keys(reservationTypes) as [ReservationType, ...ReservationType[]], {
  error: messages.fieldRequired,
});

/** The schema.org type each kind maps to. */
export const schemaOrgTypes: Record<ReservationType, string> = {
  flight: 'FlightReservation',
  lodging: 'LodgingReservation',
  rentalCar: 'RentalCarReservation',
  train: 'TrainReservation',
  bus: 'BusReservation',
  boat: 'BoatReservation',
  restaurant: 'FoodEstablishmentReservation',
  event: 'EventReservation',
  other: 'Reservation',
};

/** Kinds that carry the traveller from one place to another: they have a departure and an arrival. */
export const transportTypes: readonly ReservationType[] = ['flight', 'train', 'bus', 'boat'];

export const reservationStatuses = { confirmed: 'Confirmed', cancelled: 'Cancelled' } as const;
export const ReservationStatusSchema = z.enum(['confirmed', 'cancelled']);

/** A flight's status, as the spec lists it; typed by hand until a flight-status service fills it. */
export const flightStatuses = {
  'on-time': 'On time',
  delayed: 'Delayed',
  departed: 'Departed',
  landed: 'Landed',
  arrived: 'Arrived',
  canceled: 'Canceled',
} as const;
export const FlightStatusSchema = z.enum(['on-time', 'delayed', 'departed', 'landed', 'arrived', 'canceled']);

const text = (max: number) => z.string().trim().max(max, { error: messages.atMost(max) });

/** A place as a reservation names it; coordinates when known (from the airport, or geocoding later). */
export const PlaceSchema = z.object({
  name: text(200).default(''),
  address: text(500).default(''),
  latitude: z.number().min(-90).max(90).nullable().default(null),
  longitude: z.number().min(-180).max(180).nullable().default(null),
});
export type Place = z.infer<typeof PlaceSchema>;

/** An airport's IATA code: three letters, kept upper case. */
const IataSchema = z
  .string()
  .trim()
  .transform((s) => s.toUpperCase())
  .pipe(z.string().regex(/^([A-Z]{3})?$/, { error: 'Airport code not valid' }));

/** What a flight adds to a reservation; scheduled times are the reservation's start and end. */
export const FlightFieldsSchema = z.object({
  airlineCode: z
    .string()
    .trim()
    .transform((s) => s.toUpperCase())
    .pipe(z.string().regex(/^([A-Z0-9]{2,3})?$/, { error: 'Airline code not valid' }))
    .default(''),
  airlineName: text(100).default(''),
  flightNumber: text(10).default(''),
  departureAirport: IataSchema.default(''),
  arrivalAirport: IataSchema.default(''),
  departureTerminal: text(20).default(''),
  departureGate: text(20).default(''),
  arrivalTerminal: text(20).default(''),
  arrivalGate: text(20).default(''),
  seat: text(20).default(''),
  status: FlightStatusSchema.nullable().default(null),
  estimatedDeparture: ZonedInputSchema.nullable().default(null),
  estimatedArrival: ZonedInputSchema.nullable().default(null),
});
export type FlightFieldsInput = z.input<typeof FlightFieldsSchema>;

const ReservationFields = z.object({
  tripId: z.uuid({ error: messages.notFound('Trip') }),
  type: ReservationTypeSchema,
  provider: text(200).optional(),
  reservationNumber: text(100).optional(),
  status: ReservationStatusSchema.optional(),
  start: ZonedInputSchema,
  // The example ends after the start's, so that a sample built from the schema is a valid reservation.
  end: ZonedInputSchema.meta({ example: { local: '2026-11-21T11:00', zone: 'Europe/London' } }).nullable().optional(),
  /** Where it starts (departure, hotel, pick-up) and, for a transport or a car, where it ends. */
  startPlace: PlaceSchema.optional(),
  endPlace: PlaceSchema.optional(),
  cost: AmountSchema.nullable().optional(),
  currency: currencySchema.optional(),
  notes: text(5000).optional(),
  /** Only for a flight. */
  flight: FlightFieldsSchema.nullable().optional(),
  /** A hidden flight stays out of the timeline until shown again. */
  hidden: z.boolean().optional(),
});

type Ends = { start?: { at: Date }; end?: { at: Date } | null };
const endsInOrder = (value: Ends, ctx: z.RefinementCtx) => {
  if (value.start && value.end && value.end.at < value.start.at) {
    ctx.addIssue({ code: 'custom', path: ['end', 'local'], message: messages.dateNotValid });
  }
};

export const ReservationInputSchema = ReservationFields.superRefine(endsInOrder);
/** A reservation as an import saves it: the trip is the import's. */
export const ImportedReservationInputSchema = ReservationFields.omit({ tripId: true }).superRefine(endsInOrder);
export const ReservationPatchSchema = ReservationFields.partial().superRefine(endsInOrder);
export type ReservationInput = z.infer<typeof ReservationInputSchema>;
export type ReservationPatch = z.infer<typeof ReservationPatchSchema>;

const PlaceOutSchema = z.object({ name: z.string(), address: z.string(), latitude: z.number().nullable(), longitude: z.number().nullable() });

export const FlightSchema = z.object({
  airlineCode: z.string(),
  airlineName: z.string(),
  flightNumber: z.string(),
  departureAirport: z.string(),
  arrivalAirport: z.string(),
  departureTerminal: z.string(),
  departureGate: z.string(),
  arrivalTerminal: z.string(),
  arrivalGate: z.string(),
  seat: z.string(),
  status: FlightStatusSchema.nullable(),
  estimatedDeparture: ZonedSchema.nullable(),
  estimatedArrival: ZonedSchema.nullable(),
});
export type Flight = z.infer<typeof FlightSchema>;

export const ReservationSchema = z.object({
  id: z.uuid(),
  trip: z.object({ id: z.uuid(), title: z.string() }),
  type: ReservationTypeSchema,
  provider: z.string(),
  reservationNumber: z.string(),
  status: ReservationStatusSchema,
  start: ZonedSchema,
  end: ZonedSchema.nullable(),
  startPlace: PlaceOutSchema,
  endPlace: PlaceOutSchema,
  costMinor: z.number().int().nullable(),
  currency: z.string(),
  notes: z.string(),
  flight: FlightSchema.nullable(),
  hidden: z.boolean(),
  /** Great-circle miles between the airports of a flight, when both are known. */
  miles: z.number().nullable(),
  updatedAt: z.string(),
});
export type Reservation = z.infer<typeof ReservationSchema>;

export const reservationSortable = ['start', 'type', 'provider', 'reservationNumber', 'costMinor', 'updatedAt'] as const;
export const ReservationListQuerySchema = listQuerySchema(reservationSortable, 'start').extend({
  tripId: z.uuid({ error: messages.notFound('Trip') }).optional(),
  type: ReservationTypeSchema.optional(),
});
export const ReservationPageSchema = pageSchema(ReservationSchema);

/** An airport of the dataset, for the flight form's airport search and the timeline's zones. */
export const AirportSchema = z.object({
  iata: z.string(),
  name: z.string(),
  city: z.string(),
  country: z.string(),
  zone: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type Airport = z.infer<typeof AirportSchema>;
export const AirportQuerySchema = z.object({ search: z.string().trim().min(1, { error: messages.fieldRequired }).max(100) });
export const AirportListSchema = z.object({ items: z.array(AirportSchema) });
