import { z } from 'zod';
import { reservationTypes, type ReservationType } from '../../shared/reservations.js';
import { found, noFlight, noPlace, type Found, type FoundTime } from '../modules/imports/found.js';
import { airportOf } from '../places/airports.js';
import { zoneOfPlace } from '../places/cities.js';
import type { ServicesConfig } from './config.js';
import { fetchJson, ServiceError } from './http.js';

/**
 * The language-model adapter: a confirmation none of the readers could read is given to a model
 * the operator runs (an OpenAI-compatible `chat/completions` endpoint, such as a local Ollama),
 * asked for its reservations as JSON. Off unless IMPORT_MODEL_URL is set; never asked when a reader
 * found something, and never counted in the import's score. Everything it answers is marked
 * guessed, so the preview asks the user to confirm it before it is saved.
 */

/** The most reservations taken from one answer (a confirmation holds a few; a runaway answer is cut). */
const MAX_RESERVATIONS = 20;
/** The largest answer read: a few reservations' JSON is a few kilobytes. */
const MAX_ANSWER_BYTES = 200_000;

const LOCAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
const short = (max: number) => z.string().trim().max(max).catch('').default('');
const localTime = z
  .string()
  .trim()
  .transform((v) => v.slice(0, 16))
  .refine((v) => LOCAL.test(v) && !Number.isNaN(Date.parse(`${v}:00Z`)))
  .nullable()
  .catch(null)
  .default(null);

/** One reservation as the model is asked to write it; a field it gets wrong is left empty, not taken. */
const ModelReservationSchema = z.object({
  type: z.enum(Object.keys(reservationTypes) as [ReservationType, ...ReservationType[]]).catch('other'),
  reservationNumber: short(40),
  provider: short(100),
  name: short(150),
  start: localTime,
  end: localTime,
  from: short(150),
  to: short(150),
  address: short(300),
  airlineCode: z.string().trim().toUpperCase().regex(/^[A-Z0-9]{2}$/).catch('').default(''),
  flightNumber: z.string().trim().regex(/^\d{1,4}$/).catch('').default(''),
  departureAirport: z.string().trim().toUpperCase().regex(/^[A-Z]{3}$/).catch('').default(''),
  arrivalAirport: z.string().trim().toUpperCase().regex(/^[A-Z]{3}$/).catch('').default(''),
});
type ModelReservation = z.infer<typeof ModelReservationSchema>;

const AnswerSchema = z.object({ reservations: z.array(z.unknown()).catch([]) });
const CompletionSchema = z.object({ choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1) });

const INSTRUCTIONS = `You read travel booking confirmations. Answer with one JSON object and nothing else:
{"reservations": [{"type": one of ${Object.keys(reservationTypes).join(', ')},
"reservationNumber": "", "provider": "airline, hotel chain, railway, rental company or organiser",
"name": "hotel, restaurant or event name", "start": "YYYY-MM-DDTHH:mm local time of departure, check-in, pick-up or start",
"end": "YYYY-MM-DDTHH:mm local time of arrival, check-out or drop-off", "from": "departure station, stop or place",
"to": "arrival station, stop or place", "address": "", "airlineCode": "2-letter IATA code", "flightNumber": "digits only",
"departureAirport": "3-letter IATA code", "arrivalAirport": "3-letter IATA code"}]}
Leave a field as "" (or null for times) when the text does not say it. Never invent values. A year the text leaves out is the one of the reference date given.`;

/** A time the model wrote, in the zone of its place where the place is known (else the preview asks). */
const timeAt = (local: string | null, zone: string | null): FoundTime | null => (local ? { local, zone } : null);

/** The model's reservation as the preview takes it: every field it filled is a guess to confirm. */
function foundOf(r: ModelReservation): Found | undefined {
  if (!r.start) return undefined;
  const isFlight = r.type === 'flight';
  const ownFrom = isFlight ? (airportOf(r.departureAirport)?.zone ?? null) : zoneOfPlace(r.from || r.address || r.name);
  const ownTo = isFlight ? (airportOf(r.arrivalAirport)?.zone ?? null) : zoneOfPlace(r.to || r.address || r.name);
  // A place the city list does not know takes the other end's zone, as a guess to confirm.
  const fromZone = ownFrom ?? ownTo;
  const toZone = ownTo ?? ownFrom;
  const flight = isFlight
    ? { ...noFlight(), airlineCode: r.airlineCode, airlineName: r.provider, flightNumber: r.flightNumber, departureAirport: r.departureAirport, arrivalAirport: r.arrivalAirport }
    : null;
  const guessed = [
    'start.time',
    ...(!ownFrom && fromZone ? ['start.zone'] : []),
    ...(r.end && !ownTo && toZone ? ['end.zone'] : []),
    ...(r.end ? ['end.time'] : []),
    ...(r.from || r.name ? ['startPlace.name'] : []),
    ...(r.to ? ['endPlace.name'] : []),
    ...(flight ? (['airlineCode', 'flightNumber', 'departureAirport', 'arrivalAirport'] as const).filter((k) => flight[k]).map((k) => `flight.${k}`) : []),
  ];
  return found(r.type, {
    reservationNumber: r.reservationNumber,
    provider: r.provider,
    name: r.name,
    start: timeAt(r.start, fromZone),
    end: timeAt(r.end, toZone),
    startPlace: { ...noPlace(), name: isFlight ? (airportOf(r.departureAirport)?.name ?? '') : r.from || r.name, address: r.address, code: isFlight ? r.departureAirport : '' },
    endPlace: { ...noPlace(), name: isFlight ? (airportOf(r.arrivalAirport)?.name ?? '') : r.to, code: isFlight ? r.arrivalAirport : '' },
    flight,
    guessed,
  });
}

/**
 * The reservations the operator's language model reads in `text` (a confirmation's text, the mail's
 * date as `reference`), each marked guessed. Throws a ServiceError when the model is off, silent,
 * or answers something that is not the JSON it was asked for.
 */
export async function reservationsFromModel(services: Pick<ServicesConfig, 'model' | 'userAgent'>, text: string, reference: Date): Promise<Found[]> {
  const model = services.model;
  if (!model) throw new ServiceError('off');
  const completion = await fetchJson({
    url: new URL('chat/completions', `${model.baseUrl}/`),
    schema: CompletionSchema,
    timeoutMs: model.timeoutMs,
    userAgent: services.userAgent,
    maxBytes: MAX_ANSWER_BYTES,
    retries: 0,
    headers: model.key ? { authorization: `Bearer ${model.key}` } : {},
    body: {
      model: model.name,
      temperature: 0,
      response_format: { type: 'json_object' },
      messages: [
        { role: 'system', content: INSTRUCTIONS },
        { role: 'user', content: `Reference date: ${reference.toISOString().slice(0, 10)}\n\n${text}` },
      ],
    },
  });
  const content = completion.choices[0]?.message.content ?? '';
  let answer: unknown;
  try {
    // A model may wrap its JSON in a code fence; the object is what is between the outer braces.
    answer = JSON.parse(content.slice(content.indexOf('{'), content.lastIndexOf('}') + 1));
  } catch {
    throw new ServiceError('malformed');
  }
  const parsed = AnswerSchema.safeParse(answer);
  if (!parsed.success) throw new ServiceError('malformed');
  return parsed.data.reservations
    .slice(0, MAX_RESERVATIONS)
    .map((r) => ModelReservationSchema.safeParse(r))
    .flatMap((r) => (r.success ? [foundOf(r.data)] : []))
    .filter((r): r is Found => r !== undefined);
}
