import { z } from 'zod';
import { messages } from './messages.js';

/**
 * The user's own key for a flight-status service (a profile setting). Kept apart from the flight
 * status itself so that the account's schemas do not import the reservations' (a cycle).
 */
export const flightProviders = { aerodatabox: 'AeroDataBox', aviationstack: 'aviationstack' } as const;
export const FlightProviderSchema = z.enum(['aerodatabox', 'aviationstack']);
export type FlightProvider = z.infer<typeof FlightProviderSchema>;

/** `PUT /account/flight-service`: the user's own key for one of the services. */
export const FlightServiceInputSchema = z.object({
  provider: FlightProviderSchema,
  key: z.string().trim().min(8, { error: messages.flightKeyNotValid }).max(200, { error: messages.flightKeyNotValid }),
});
export type FlightServiceInput = z.infer<typeof FlightServiceInputSchema>;

/** What the profile says of the key: the service and its last four characters, never the key. */
export const FlightServiceInfoSchema = z.object({ provider: FlightProviderSchema, keyEnding: z.string() });
export type FlightServiceInfo = z.infer<typeof FlightServiceInfoSchema>;
