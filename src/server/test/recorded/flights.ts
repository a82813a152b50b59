import { instantOf } from '../../../shared/time.js';
import type { Recorded } from '../recorded-service.js';

/**
 * The flight-status services' answers for one flight, United 100 New York JFK (terminal 7, gate
 * B22) to London Heathrow (terminal 2), on the date asked, departing 19:00 and landing 07:05 the
 * next morning, both running 45 minutes late: AeroDataBox's `/flights/number/{flight}/{date}` and
 * aviationstack's `/flights`, as each documents them. The empty answers: no such flight.
 */
const NY = 'America/New_York';
const LONDON = 'Europe/London';
const DELAY_MINUTES = 45;

const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const later = (local: string, minutes: number) => new Date(Date.parse(`${local}:00Z`) + minutes * 60_000).toISOString().slice(0, 16);

/** AeroDataBox's time: `{utc: '2026-03-06 00:00Z', local: '2026-03-05 19:00-05:00'}`. */
function aeroTime(local: string, zone: string) {
  const at = instantOf(local, zone) ?? new Date(`${local}:00Z`);
  const offset = Math.round((Date.parse(`${local}:00Z`) - at.getTime()) / 60_000);
  const sign = offset < 0 ? '-' : '+';
  const hhmm = `${String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0')}:${String(Math.abs(offset) % 60).padStart(2, '0')}`;
  return { utc: `${at.toISOString().slice(0, 16).replace('T', ' ')}Z`, local: `${local.replace('T', ' ')}${sign}${hhmm}` };
}

function aeroFlight(date: string) {
  const departs = `${date}T19:00`;
  const lands = `${nextDay(date)}T07:05`;
  return {
    greatCircleDistance: { meter: 5554534.31, km: 5554.534, mile: 3451.452, nm: 2999.209, feet: 18223537.42 },
    departure: {
      airport: { icao: 'KJFK', iata: 'JFK', name: 'New York John F Kennedy', shortName: 'John F Kennedy', municipalityName: 'New York', location: { lat: 40.6398, lon: -73.7789 }, countryCode: 'US', timeZone: NY },
      scheduledTime: aeroTime(departs, NY),
      revisedTime: aeroTime(later(departs, DELAY_MINUTES), NY),
      terminal: '7',
      gate: 'B22',
      checkInDesk: '1-12',
      quality: ['Basic', 'Live'],
    },
    arrival: {
      airport: { icao: 'EGLL', iata: 'LHR', name: 'London Heathrow', shortName: 'Heathrow', municipalityName: 'London', location: { lat: 51.4706, lon: -0.461941 }, countryCode: 'GB', timeZone: LONDON },
      scheduledTime: aeroTime(lands, LONDON),
      predictedTime: aeroTime(later(lands, DELAY_MINUTES), LONDON),
      terminal: '2',
      quality: ['Basic'],
    },
    lastUpdatedUtc: `${date} 21:10Z`,
    number: 'UA 100',
    callSign: 'UAL100',
    status: 'Delayed',
    codeshareStatus: 'IsOperator',
    isCargo: false,
    aircraft: { model: 'Boeing 767-300' },
    airline: { name: 'United', iata: 'UA', icao: 'UAL' },
  };
}

/** The recorded AeroDataBox (RapidAPI): a flight by number and date. */
export const recordedAeroDataBox: Recorded = (url) => {
  const match = /\/flights\/number\/[^/]+\/(\d{4}-\d{2}-\d{2})$/.exec(url.pathname);
  if (!match?.[1]) return undefined;
  return { ok: [aeroFlight(match[1])], empty: [] };
};

/** aviationstack's time: the airport's wall-clock time, labelled +00:00 as the service does. */
const stackTime = (local: string) => `${local}:00+00:00`;

function stackFlight(date: string) {
  const departs = `${date}T19:00`;
  const lands = `${nextDay(date)}T07:05`;
  return {
    flight_date: date,
    flight_status: 'scheduled',
    departure: {
      airport: 'John F Kennedy International', timezone: NY, iata: 'JFK', icao: 'KJFK', terminal: '7', gate: 'B22', delay: DELAY_MINUTES,
      scheduled: stackTime(departs), estimated: stackTime(later(departs, DELAY_MINUTES)), actual: null, estimated_runway: null, actual_runway: null,
    },
    arrival: {
      airport: 'Heathrow', timezone: LONDON, iata: 'LHR', icao: 'EGLL', terminal: '2', gate: null, baggage: null, delay: null,
      scheduled: stackTime(lands), estimated: stackTime(later(lands, DELAY_MINUTES)), actual: null, estimated_runway: null, actual_runway: null,
    },
    airline: { name: 'United Airlines', iata: 'UA', icao: 'UAL' },
    flight: { number: '100', iata: 'UA100', icao: 'UAL100', codeshared: null },
    aircraft: null,
    live: null,
  };
}

/** The recorded aviationstack: flights by IATA number and date. */
export const recordedAviationstack: Recorded = (url) => {
  if (!url.pathname.endsWith('/flights')) return undefined;
  const date = url.searchParams.get('flight_date') ?? new Date().toISOString().slice(0, 10);
  const page = (data: unknown[]) => ({ pagination: { limit: 100, offset: 0, count: data.length, total: data.length }, data });
  return { ok: page([stackFlight(date)]), empty: page([]) };
};
