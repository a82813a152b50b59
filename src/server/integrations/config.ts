/**
 * Where the external services are, from the configuration (README, "Configuration"). A service
 * that is undefined is off: the product then says plainly what it cannot show, and works on.
 */
export interface ServicesConfig {
  /** How long one service call may take in all, retries included, before it counts as unanswered. */
  timeoutMs: number;
  /** Sent with every request, as the services' usage policies ask (Nominatim requires a real one). */
  userAgent: string;
  /** Map tiles: a `{z}/{x}/{y}` URL template, loaded by the browser, and the attribution shown on the map. */
  tiles: { url: string; attribution: string } | undefined;
  /** Geocoding and the address search: Photon or Nominatim. */
  geocoder: { kind: 'photon' | 'nominatim'; baseUrl: string } | undefined;
  /** Open-Meteo's forecast API. */
  weather: { baseUrl: string } | undefined;
  /** An OSRM server, for driving distances. */
  routing: { baseUrl: string } | undefined;
  /** The flight-status services' base URLs (undefined: that one is off); each user brings their own key (profile). */
  flights: { aerodatabox: string | undefined; aviationstack: string | undefined };
  /** A language model the operator runs (an OpenAI-compatible endpoint), asked to read a confirmation the readers could not; off unless set. */
  model: { baseUrl: string; name: string; key: string | undefined; timeoutMs: number } | undefined;
}

/** Every service off: what the API tests start from unless they point one at a recorded server. */
export const servicesOff: ServicesConfig = {
  timeoutMs: 5000,
  userAgent: 'TravelWorkTracker/test',
  tiles: undefined,
  geocoder: undefined,
  weather: undefined,
  routing: undefined,
  flights: { aerodatabox: undefined, aviationstack: undefined },
  model: undefined,
};
