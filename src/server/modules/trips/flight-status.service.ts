import { and, eq } from 'drizzle-orm';
import type { FlightStatusAnswer } from '../../../shared/flight-status.js';
import { messages } from '../../../shared/messages.js';
import { localOf } from '../../../shared/time.js';
import { reservations } from '../../db/schema/trips.js';
import { AppError } from '../../errors.js';
import { flightStatus, type FlightQuery } from '../../integrations/flight-status.js';
import type { ServiceContext } from '../../integrations/geocoder.js';
import { ServiceError } from '../../integrations/http.js';
import { flightServiceKey } from '../account/flight-service.service.js';

/** A flight that landed this long ago is history: the service is not asked about it (its quota is the user's). */
const HISTORY_MS = 48 * 60 * 60 * 1000;

const unavailable: FlightStatusAnswer = { available: false, message: messages.flightInformationNotAvailable };
const gateOf = (gate: string | null | undefined) => (gate ?? '').trim().toUpperCase();

async function flightOf(ctx: ServiceContext, userId: string, reservationId: string) {
  const [row] = await ctx.db
    .select({ type: reservations.type, startAt: reservations.startAt, startZone: reservations.startZone, endAt: reservations.endAt, flight: reservations.flight })
    .from(reservations)
    .where(and(eq(reservations.userId, userId), eq(reservations.id, reservationId)));
  if (!row) throw new AppError('NOT_FOUND', messages.notFound('Reservation'));
  if (row.type !== 'flight' || !row.flight) throw new AppError('NOT_FOUND', messages.notFound('Flight'));
  return { ...row, flight: row.flight };
}

/**
 * The live status of one of the user's flights ('Reservation not found' / 'Flight not found'
 * otherwise), from the service and key of the user's profile. Without a key, with the service off
 * or failing, for a flight it does not know, or one long landed: the spec's sentence, never an error.
 */
export async function reservationFlightStatus(ctx: ServiceContext & { secret: string }, userId: string, reservationId: string, now = new Date()): Promise<FlightStatusAnswer> {
  const row = await flightOf(ctx, userId, reservationId);
  const { flight } = row;
  if (!flight.airlineCode || !flight.flightNumber) return unavailable;
  if ((row.endAt ?? row.startAt).getTime() < now.getTime() - HISTORY_MS) return unavailable;
  const account = await flightServiceKey(ctx.db, ctx.secret, userId);
  const query: FlightQuery = {
    airlineCode: flight.airlineCode,
    flightNumber: flight.flightNumber,
    date: localOf(row.startAt, row.startZone).slice(0, 10),
    departureAirport: flight.departureAirport,
    departsAt: row.startAt,
  };
  try {
    const answer = await flightStatus(ctx, account, query);
    if (!answer.value || !account) return unavailable;
    const gate = gateOf(answer.value.departure.gate);
    const gateChanged = !!gate && !!gateOf(flight.departureGate) && gate !== gateOf(flight.departureGate);
    return { available: true, ...answer.value, provider: account.provider, gateChanged, fetchedAt: answer.fetchedAt.toISOString(), stale: answer.stale };
  } catch (error) {
    if (error instanceof ServiceError) return unavailable;
    throw error;
  }
}
