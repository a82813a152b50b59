import { z } from 'zod';
import { requiredText } from './validation.js';

/** A place a geocoder found: its parts as an address form has them, and where it is. */
export const PlaceSchema = z.object({
  label: z.string(),
  street: z.string(),
  city: z.string(),
  region: z.string(),
  zip: z.string(),
  country: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type Place = z.infer<typeof PlaceSchema>;

export const PlaceSearchQuerySchema = z.object({
  search: requiredText(200),
});

/** The address search's answer: what was found, or why nothing could be asked. */
export const PlaceSearchSchema = z.object({
  items: z.array(PlaceSchema),
  /** Set when the geocoder is off or did not answer: said to the user instead of "nothing found". */
  unavailable: z.string().nullable(),
});
export type PlaceSearch = z.infer<typeof PlaceSearchSchema>;

export const DistanceQuerySchema = z.object({
  from: requiredText(300),
  to: requiredText(300),
});

/** The driving distance between two addresses: miles to one decimal, or why there are none. */
export const DistanceSchema = z.object({
  miles: z.number().nullable(),
  /** Set when there is no distance: the service is off or did not answer, a place was not found, no road joins them. */
  unavailable: z.string().nullable(),
});
export type Distance = z.infer<typeof DistanceSchema>;

/** What the browser needs to know of the external services: the map's tiles, and which services are on. */
export const ServicesInfoSchema = z.object({
  tiles: z.object({ url: z.string(), attribution: z.string() }).nullable(),
  geocoding: z.boolean(),
  weather: z.boolean(),
  routing: z.boolean(),
});
export type ServicesInfo = z.infer<typeof ServicesInfoSchema>;
