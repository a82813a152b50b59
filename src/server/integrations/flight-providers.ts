import { z } from 'zod';
import type { FlightEndStatus, FlightReport, FlightTime } from '../../shared/flight-status.js';
import type { Flight } from '../../shared/reservations.js';
import { instantOf } from '../../shared/time.js';

/**
 * The two flight-status services' answers, as documented, and their translation into the spec's
 * terms. Fields a service may leave out are optional; only the shape around them is required, so
 * an answer that is not the service's at all counts as malformed.
 */
type Status = NonNullable<Flight['status']>;
const optionalText = z.string().nullish();

/** Late by this much or more, a flight not yet gone counts as delayed (as airlines and the FAA count it). */
const DELAYED_MINUTES = 15;

const AeroTimeSchema = z.object({ utc: z.string(), local: z.string() }).nullish();
const AeroMovementSchema = z.object({
  airport: z.object({ iata: optionalText }).nullish(),
  scheduledTime: AeroTimeSchema,
  revisedTime: AeroTimeSchema,
  predictedTime: AeroTimeSchema,
  terminal: optionalText,
  gate: optionalText,
});
export const AeroDataBoxSchema = z.array(z.object({ status: z.string(), departure: AeroMovementSchema, arrival: AeroMovementSchema }));

const StackMovementSchema = z.object({
  iata: optionalText,
  timezone: optionalText,
  terminal: optionalText,
  gate: optionalText,
  delay: z.number().nullish(),
  scheduled: optionalText,
  estimated: optionalText,
});
export const AviationstackSchema = z.object({
  data: z.array(z.object({ flight_status: optionalText, departure: StackMovementSchema, arrival: StackMovementSchema })),
});

const minutesBetween = (a: FlightTime | null, b: FlightTime | null) =>
  a && b ? Math.max(0, Math.round((Date.parse(b.at) - Date.parse(a.at)) / 60_000)) : null;
const underWay = (status: Status) => status === 'departed' || status === 'landed' || status === 'arrived';
const sameAirport = (a: string | null | undefined, code: string) => !!a && a.toUpperCase() === code.toUpperCase();

/** AeroDataBox gives `{utc: '2026-03-05 23:00Z', local: '2026-03-05 18:00-05:00'}`. */
function aeroTime(time: z.infer<typeof AeroTimeSchema>): FlightTime | null {
  if (!time) return null;
  const at = new Date(time.utc.replace(' ', 'T'));
  if (Number.isNaN(at.getTime())) return null;
  return { at: at.toISOString(), local: time.local.slice(0, 16).replace(' ', 'T') };
}

function aeroEnd(m: z.infer<typeof AeroMovementSchema>): FlightEndStatus {
  return {
    terminal: m.terminal || null,
    gate: m.gate || null,
    scheduled: aeroTime(m.scheduledTime),
    estimated: aeroTime(m.revisedTime ?? m.predictedTime),
  };
}

const aeroStatuses: Record<string, Status> = {
  Canceled: 'canceled', CanceledUncertain: 'canceled', Arrived: 'arrived', Delayed: 'delayed',
  Departed: 'departed', EnRoute: 'departed', Approaching: 'departed', Diverted: 'departed',
};

/** AeroDataBox's flights by number: the leg from `departureAirport` (else the first); null when there is none. */
export function fromAeroDataBox(body: z.infer<typeof AeroDataBoxSchema>, departureAirport: string): FlightReport | null {
  const flight = body.find((f) => sameAirport(f.departure.airport?.iata, departureAirport)) ?? body[0];
  if (!flight) return null;
  const departure = aeroEnd(flight.departure);
  const arrival = aeroEnd(flight.arrival);
  const departureDelay = minutesBetween(departure.scheduled, departure.estimated);
  // Expected, CheckIn, Boarding, GateClosed, Unknown: on time, unless the revised time says otherwise.
  const status = aeroStatuses[flight.status] ?? ((departureDelay ?? 0) >= DELAYED_MINUTES ? 'delayed' : 'on-time');
  const delayMinutes = underWay(status) ? (minutesBetween(arrival.scheduled, arrival.estimated) ?? departureDelay) : departureDelay;
  return { status, departure, arrival, delayMinutes };
}

/**
 * aviationstack's times carry '+00:00' but are the airport's wall-clock time (a known quirk of the
 * service), so the instant is taken from the wall-clock time in the airport's zone.
 */
function stackTime(value: string | null | undefined, zone: string | null | undefined): FlightTime | null {
  if (!value) return null;
  const local = value.slice(0, 16);
  const at = (zone ? instantOf(local, zone) : undefined) ?? new Date(value);
  if (Number.isNaN(at.getTime())) return null;
  return { at: at.toISOString(), local };
}

function stackEnd(m: z.infer<typeof StackMovementSchema>): FlightEndStatus {
  return { terminal: m.terminal || null, gate: m.gate || null, scheduled: stackTime(m.scheduled, m.timezone), estimated: stackTime(m.estimated, m.timezone) };
}

const stackStatuses: Record<string, Status> = { active: 'departed', diverted: 'departed', landed: 'landed', cancelled: 'canceled', incident: 'delayed' };

/** aviationstack's flights of a number and date: the leg from `departureAirport` (else the first); null when there is none. */
export function fromAviationstack(body: z.infer<typeof AviationstackSchema>, departureAirport: string): FlightReport | null {
  const flight = body.data.find((f) => sameAirport(f.departure.iata, departureAirport)) ?? body.data[0];
  if (!flight) return null;
  const departureDelay = flight.departure.delay ?? null;
  // 'scheduled' (or none): on time, unless the departure's delay says otherwise.
  const status = stackStatuses[flight.flight_status ?? ''] ?? ((departureDelay ?? 0) >= DELAYED_MINUTES ? 'delayed' : 'on-time');
  const delayMinutes = underWay(status) ? (flight.arrival.delay ?? departureDelay) : departureDelay;
  return { status, departure: stackEnd(flight.departure), arrival: stackEnd(flight.arrival), delayMinutes: delayMinutes === null ? null : Math.round(delayMinutes) };
}
