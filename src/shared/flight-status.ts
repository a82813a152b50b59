import { z } from 'zod';
import { FlightProviderSchema } from './flight-service.js';
import { FlightStatusSchema } from './reservations.js';

/** A moment of a flight as the service gives it: the instant (ISO) and the wall-clock time at the airport. */
export const FlightTimeSchema = z.object({ at: z.string(), local: z.string() });
export type FlightTime = z.infer<typeof FlightTimeSchema>;

export const FlightEndStatusSchema = z.object({
  terminal: z.string().nullable(),
  gate: z.string().nullable(),
  scheduled: FlightTimeSchema.nullable(),
  estimated: FlightTimeSchema.nullable(),
});
export type FlightEndStatus = z.infer<typeof FlightEndStatusSchema>;

/** A flight's status as either service reports it, in the spec's terms. */
export const FlightReportSchema = z.object({
  status: FlightStatusSchema,
  departure: FlightEndStatusSchema,
  arrival: FlightEndStatusSchema,
  /** Minutes late at departure (or at arrival once under way); null when the service does not say. */
  delayMinutes: z.number().int().nullable(),
});
export type FlightReport = z.infer<typeof FlightReportSchema>;

/** `GET /reservations/{id}/flight-status`: the live status, or the spec's sentence when there is none. */
// z.union, not z.discriminatedUnion: the client's one shared Zod chunk would carry the latter's parser onto every page.
export const FlightStatusAnswerSchema = z.union([
  z.object({ available: z.literal(false), message: z.string() }),
  FlightReportSchema.extend({
    available: z.literal(true),
    provider: FlightProviderSchema,
    /** The departure gate differs from the one on the reservation. */
    gateChanged: z.boolean(),
    fetchedAt: z.string(),
    /** The service did not answer this time: this is its last answer. */
    stale: z.boolean(),
  }),
]);
export type FlightStatusAnswer = z.infer<typeof FlightStatusAnswerSchema>;
