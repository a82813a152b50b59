import type { FlightProvider } from '../../shared/flight-service.js';
import type { FlightReport } from '../../shared/flight-status.js';
import { cached, type Cached } from './cache.js';
import type { ServiceContext } from './geocoder.js';
import { fetchJson, ServiceError } from './http.js';
import { AeroDataBoxSchema, AviationstackSchema, fromAeroDataBox, fromAviationstack } from './flight-providers.js';

/**
 * The flight-status adapter: one question ("how is this flight doing?") to either AeroDataBox
 * (through RapidAPI) or aviationstack, with the user's own key, answered in the spec's terms.
 * Answers (an empty one too) are kept 5 minutes when the flight departs within a day (gates and
 * delays change by the minute then), else 6 hours, so paid quotas are not spent on each view.
 */
export interface FlightQuery {
  airlineCode: string;
  flightNumber: string;
  /** The local date of departure at the departure airport, `YYYY-MM-DD`. */
  date: string;
  /** The IATA code of the departure airport: picks the leg when a flight number has several. */
  departureAirport: string;
  /** The scheduled departure, for how long an answer stays fresh. */
  departsAt: Date;
}

export interface FlightServiceKey {
  provider: FlightProvider;
  key: string;
}

const MINUTE_MS = 60_000;
const NEAR_TTL_MS = 5 * MINUTE_MS;
const FAR_TTL_MS = 6 * 60 * MINUTE_MS;
const NEAR_MS = 24 * 60 * MINUTE_MS;

/** How long an answer about a flight departing at `departsAt` stays fresh. */
export const flightTtlMs = (departsAt: Date, now = new Date()) => (departsAt.getTime() - now.getTime() < NEAR_MS ? NEAR_TTL_MS : FAR_TTL_MS);

async function askAeroDataBox(ctx: ServiceContext, baseUrl: string, key: string, query: FlightQuery): Promise<FlightReport | null> {
  const flight = encodeURIComponent(`${query.airlineCode}${query.flightNumber}`);
  const url = new URL(`flights/number/${flight}/${query.date}`, `${baseUrl}/`);
  url.search = new URLSearchParams({ dateLocalRole: 'Departure' }).toString();
  const headers = { 'X-RapidAPI-Key': key, 'X-RapidAPI-Host': new URL(baseUrl).host };
  const { timeoutMs, userAgent } = ctx.services;
  return fromAeroDataBox(await fetchJson({ url, schema: AeroDataBoxSchema, timeoutMs, userAgent, headers }), query.departureAirport);
}

async function askAviationstack(ctx: ServiceContext, baseUrl: string, key: string, query: FlightQuery): Promise<FlightReport | null> {
  const url = new URL('flights', `${baseUrl}/`);
  url.search = new URLSearchParams({ access_key: key, flight_iata: `${query.airlineCode}${query.flightNumber}`, flight_date: query.date }).toString();
  const { timeoutMs, userAgent } = ctx.services;
  return fromAviationstack(await fetchJson({ url, schema: AviationstackSchema, timeoutMs, userAgent }), query.departureAirport);
}

/**
 * A flight's status from the user's chosen service: null when the service knows no such flight;
 * throws a ServiceError when it is off (no key, or turned off) or gives no usable answer.
 */
export async function flightStatus(ctx: ServiceContext, account: FlightServiceKey | null, query: FlightQuery): Promise<Cached<FlightReport | null>> {
  const baseUrl = account ? ctx.services.flights[account.provider] : undefined;
  if (!account || !account.key || !baseUrl) throw new ServiceError('off');
  const flight = `${query.airlineCode}${query.flightNumber}`.toUpperCase();
  const key = `${flight}:${query.date}:${query.departureAirport.toUpperCase()}`;
  const ask = account.provider === 'aerodatabox' ? askAeroDataBox : askAviationstack;
  return cached(ctx.db, { service: `flight:${account.provider}`, key, ttlMs: flightTtlMs(query.departsAt) }, () => ask(ctx, baseUrl, account.key, query));
}
