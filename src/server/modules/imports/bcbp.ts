// IATA Bar Coded Boarding Passes (Resolution 792), as a wallet pass's barcode or a PDF's text layer
// holds them: 'M1DOE/JOHN            EABC123 FRAJFKLH 0400 123Y012A0001 100'. The mandatory part of
// the first leg is read: booking reference, airports, airline, flight number and the day of the year.
import { airportOf } from '../../places/airports.js';
import { found, noFlight, noPlace, type Found } from './found.js';

/** The fields of a mandatory first leg, by their fixed columns: each must look as the format says. */
const FIELDS: [start: number, end: number, shape: RegExp][] = [
  [22, 23, /^[E ]$/], // electronic ticket
  [23, 30, /^[A-Z0-9 ]{7}$/], // booking reference
  [30, 33, /^[A-Z]{3}$/], // from
  [33, 36, /^[A-Z]{3}$/], // to
  [36, 39, /^[A-Z0-9]{2}[A-Z ]?$/], // airline
  [39, 44, /^\d{4}[A-Z ]$/], // flight number
  [44, 47, /^\d{3}$/], // day of the year
];

/** The first barcode in `text`: 'M' and the number of legs, then the fields at their columns. */
function firstBarcode(text: string): string[] | undefined {
  for (const m of text.matchAll(/M[1-4]/g)) {
    const code = text.slice(m.index, m.index + 47);
    const fields = FIELDS.map(([from, to]) => code.slice(from, to));
    if (fields.every((field, i) => FIELDS[i]?.[2].test(field))) return fields;
  }
  return undefined;
}

/** The date of day `dayOfYear` in the year of `reference`, or of the next when that day has passed by more than two months. */
function dateOf(dayOfYear: number, reference: Date): string | undefined {
  if (dayOfYear < 1 || dayOfYear > 366) return undefined;
  const year = reference.getUTCFullYear();
  const inYear = (y: number) => new Date(Date.UTC(y, 0, dayOfYear));
  const date = inYear(year).getTime() < reference.getTime() - 60 * 86_400_000 ? inYear(year + 1) : inYear(year);
  return date.toISOString().slice(0, 10);
}

/** The flight of a boarding pass's barcode, when `message` is one. Its times are not in it: the departure's time is a guess (midnight) for the user to correct. */
export function bcbpFlight(message: string, reference: Date): Found | undefined {
  const fields = firstBarcode(message);
  if (!fields) return undefined;
  const [, pnr = '', from = '', to = '', airline = '', flight = '', day = ''] = fields;
  const date = dateOf(Number(day), reference);
  if (!date || !airportOf(from) || !airportOf(to)) return undefined;
  return found('flight', {
    reservationNumber: pnr.trim(),
    start: { local: `${date}T00:00`, zone: airportOf(from)?.zone ?? null },
    guessed: ['start.time'],
    startPlace: { ...noPlace(), name: airportOf(from)?.name ?? '', code: from },
    endPlace: { ...noPlace(), name: airportOf(to)?.name ?? '', code: to },
    flight: { ...noFlight(), airlineCode: airline.trim(), flightNumber: String(Number(flight.slice(0, 4))), departureAirport: from, arrivalAirport: to },
  });
}
