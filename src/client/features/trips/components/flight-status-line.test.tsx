import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FlightStatusAnswer } from '../../../../shared/flight-status.js';
import { messages } from '../../../../shared/messages.js';
import { callsTo, json, stubFetch } from '../../../test/fetch-stub.js';
import { followsFlight } from '../api/flight-status-api.js';
import { FlightStatusLine } from './flight-status-line.js';
import { renderPart } from './timeline-test-data.js';

const ID = '6a1d5c1e-3b59-4c4e-9a57-1f8f4f0f9d21';
const PATH = `/api/v1/reservations/${ID}/flight-status`;
const NOW = Date.parse('2026-03-05T20:00:00Z');

const delayed: FlightStatusAnswer = {
  available: true,
  provider: 'aerodatabox',
  status: 'delayed',
  departure: { terminal: '7', gate: 'B22', scheduled: { at: '2026-03-06T00:00:00.000Z', local: '2026-03-05T19:00' }, estimated: { at: '2026-03-06T00:45:00.000Z', local: '2026-03-05T19:45' } },
  arrival: { terminal: '2', gate: null, scheduled: { at: '2026-03-06T07:05:00.000Z', local: '2026-03-06T07:05' }, estimated: { at: '2026-03-06T07:50:00.000Z', local: '2026-03-06T07:50' } },
  delayMinutes: 45,
  gateChanged: true,
  fetchedAt: '2026-03-05T19:58:00.000Z',
  stale: false,
};

describe('the flight status line', () => {
  it('follows a flight from two days before departure until it has surely landed', () => {
    const hours = (n: number) => new Date(NOW + n * 3_600_000).toISOString();
    expect([followsFlight(hours(47), NOW), followsFlight(hours(49), NOW), followsFlight(hours(-19), NOW), followsFlight(hours(-21), NOW)]).toEqual([true, false, true, false]);
  });

  it('shows the status, the delay and the changed gate, with terminals and times', async () => {
    stubFetch({ [`GET ${PATH}`]: () => json(delayed) });
    renderPart(<FlightStatusLine reservationId={ID} departsAt="2026-03-06T00:00:00.000Z" now={NOW} />);
    expect(await screen.findByText('Delayed')).toBeInTheDocument();
    expect(screen.getByText('45 min late')).toBeInTheDocument();
    expect(screen.getByText('Gate changed to B22')).toBeInTheDocument();
    expect(screen.getByText('Departs · Terminal 7 · Gate B22 · est. 19:45 (was 19:00)')).toBeInTheDocument();
    expect(screen.getByText('Arrives · Terminal 2 · est. 07:50 (was 07:05)')).toBeInTheDocument();
    expect(screen.queryByText(/^As of/)).not.toBeInTheDocument();
  });

  it('says when a status it could not refresh was fetched, as the full date-time in the browser zone', async () => {
    stubFetch({ [`GET ${PATH}`]: () => json({ ...delayed, stale: true }) });
    renderPart(<FlightStatusLine reservationId={ID} departsAt="2026-03-06T00:00:00.000Z" now={NOW} />);
    // 19:58 UTC in the tests' zone, America/New_York.
    expect(await screen.findByText('As of 2026-03-05 14:58:00')).toBeInTheDocument();
  });

  it("says 'Flight information not available.' when there is none", async () => {
    stubFetch({ [`GET ${PATH}`]: () => json({ available: false, message: messages.flightInformationNotAvailable }) });
    renderPart(<FlightStatusLine reservationId={ID} departsAt="2026-03-06T00:00:00.000Z" now={NOW} />);
    expect(await screen.findByText(messages.flightInformationNotAvailable)).toBeInTheDocument();
  });

  it('does not ask about an old flight', () => {
    const fetchMock = stubFetch({ [`GET ${PATH}`]: () => json(delayed) });
    renderPart(<FlightStatusLine reservationId={ID} departsAt="2026-02-01T00:00:00.000Z" now={NOW} />);
    expect(screen.queryByLabelText('Loading flight status')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Flight status')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', PATH)).toHaveLength(0);
  });
});
