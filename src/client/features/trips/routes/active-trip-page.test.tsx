import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActiveTrip } from '../../../../shared/itinerary.js';
import { protectedPaths } from '../../../../shared/routes.js';
import { authRoutes, callsTo, json, type StubRoutes, stubFetch, testProfile, testSession } from '../../../test/fetch-stub.js';
import { renderRoutes } from '../../../test/render-routes.js';
import { buildTimecard } from '../../timecards/testing/fixtures.js';
import { buildEntry, HOTEL_ID, TRIP_ID } from '../components/timeline-test-data.js';

const ACTIVE = '/api/v1/trips/widgets/active';
/** Tuesday 03/17/2026, 12:00 in London: the second day of the trip. */
const NOW = new Date('2026-03-17T12:00:00.000Z');

const active: ActiveTrip = {
  trip: {
    id: TRIP_ID,
    title: 'London and Edinburgh',
    start: { at: '2026-03-16T22:00:00.000Z', zone: 'America/New_York', local: '2026-03-16T18:00' },
    end: { at: '2026-03-21T18:00:00.000Z', zone: 'Europe/London', local: '2026-03-21T18:00' },
  },
  day: 2,
  days: 6,
  next: buildEntry({
    key: `${HOTEL_ID}:check-in`,
    recordId: HOTEL_ID,
    type: 'lodging',
    kind: 'check-in',
    title: 'Check in at The Savoy',
    at: '2026-03-17T14:15:00.000Z',
    local: '2026-03-17T14:15',
    abbreviation: 'GMT',
    home: '2026-03-17T14:15',
  }),
  places: [
    { name: 'New York', address: '', current: false },
    { name: 'London', address: 'Strand, London WC2R 0EZ', current: true },
    { name: 'Edinburgh', address: '', current: false },
  ],
  tonight: {
    name: 'The Savoy',
    address: 'Strand, London WC2R 0EZ',
    checkOut: { at: '2026-03-19T11:00:00.000Z', zone: 'Europe/London', local: '2026-03-19T11:00' },
    directions: {
      apple: 'https://maps.apple.com/?daddr=The+Savoy',
      google: 'https://www.google.com/maps/dir/?api=1&destination=The+Savoy',
      openStreetMap: 'https://www.openstreetmap.org/directions?to=51.51%2C-0.12',
    },
  },
};

let routes: StubRoutes;
let fetchMock: ReturnType<typeof stubFetch>;

/** The `at` of each request for the active trip, in order. */
const askedAt = () =>
  fetchMock.mock.calls
    .map(([input]) => new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, window.location.origin))
    .filter((url) => url.pathname === ACTIVE)
    .map((url) => url.searchParams.get('at'));

beforeEach(() => {
  // Only the clock and the page's minute timer are faked: the app's other timers run as usual.
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(NOW);
  routes = {
    ...authRoutes(() => testSession),
    'GET /api/v1/account/profile': () => json(testProfile),
    [`GET ${ACTIVE}`]: () => json({ active }),
  };
  fetchMock = stubFetch(routes);
});

afterEach(() => {
  vi.useRealTimers();
});

async function open() {
  renderRoutes(protectedPaths.activeTrip);
  await screen.findByRole('heading', { name: 'Active trip' });
}

describe('active trip page', { timeout: 20_000 }, () => {
  it('starts the timer for the trip while none runs', async () => {
    let running: unknown = null;
    routes['GET /api/v1/timecards/timer'] = () => json(running);
    routes['POST /api/v1/timecards/timer/start'] = () => {
      running = buildTimecard({ start: '2026-03-17T12:00', end: null, trip: { id: TRIP_ID, title: active.trip.title } });
      return json(running, 201);
    };
    await open();
    const header = await screen.findByRole('region', { name: 'Trip under way' });
    fireEvent.click(await within(header).findByRole('button', { name: 'Start timer for this trip' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/v1/timecards/timer/start')).toEqual([{ type: 'labor', zone: Intl.DateTimeFormat().resolvedOptions().timeZone, tripId: TRIP_ID }]));
    // A timer runs: the header chip shows it, and the trip offers no second one.
    await waitFor(() => expect(within(header).queryByRole('button', { name: 'Start timer for this trip' })).not.toBeInTheDocument());
  });


  it('shows the header with the day and a countdown to the next event, the places with the current one, and tonight with directions', async () => {
    await open();
    const header = await screen.findByRole('region', { name: 'Trip under way' });
    expect(within(header).getByRole('link', { name: 'London and Edinburgh' })).toHaveAttribute('href', `/protected/trips/${TRIP_ID}`);
    expect(within(header).getByText('Day 2 of 6')).toBeInTheDocument();
    expect(within(header).getByText('Check in at The Savoy')).toBeInTheDocument();
    expect(within(header).getByText(/^14:15 GMT/)).toBeInTheDocument();
    expect(within(header).getByText('in 2h 15m')).toBeInTheDocument();

    const places = screen.getByRole('region', { name: 'Places' });
    expect(within(places).getByText('New York')).toBeInTheDocument();
    expect(within(places).getByText('Edinburgh')).toBeInTheDocument();
    const now = within(places).getByText('Now');
    expect(now.closest('[aria-current="location"]')).toHaveTextContent('London');
    expect(places.querySelectorAll('[aria-current="location"]')).toHaveLength(1);

    const tonight = screen.getByRole('region', { name: 'Tonight' });
    expect(within(tonight).getByText('The Savoy')).toBeInTheDocument();
    expect(within(tonight).getByText('Strand, London WC2R 0EZ')).toBeInTheDocument();
    for (const [name, href] of [
      ['Apple Maps', active.tonight?.directions.apple],
      ['Google Maps', active.tonight?.directions.google],
      ['OpenStreetMap', active.tonight?.directions.openStreetMap],
    ] as const) {
      const link = within(tonight).getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('says when no lodging is booked for tonight', async () => {
    routes[`GET ${ACTIVE}`] = () => json({ active: { ...active, tonight: null } });
    await open();
    const tonight = await screen.findByRole('region', { name: 'Tonight' });
    expect(within(tonight).getByText('No lodging booked for tonight.')).toBeInTheDocument();
    expect(within(tonight).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says when no trip is under way, with a link to the upcoming trips', async () => {
    routes[`GET ${ACTIVE}`] = () => json({ active: null });
    await open();
    expect(await screen.findByText('No trip is under way right now.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See upcoming trips' })).toHaveAttribute('href', '/protected/trips?view=upcoming');
  });

  it("asks at the browser's clock, and again each minute as it moves, counting down", async () => {
    await open();
    await screen.findByText('in 2h 15m');
    expect(askedAt()).toEqual([NOW.toISOString()]);

    // The answer for the next minute shows the next day, so the page is seen to take it.
    routes[`GET ${ACTIVE}`] = () => json({ active: { ...active, day: 3 } });
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(await screen.findByText('in 2h 14m')).toBeInTheDocument();
    expect(await screen.findByText('Day 3 of 6')).toBeInTheDocument();
    expect(askedAt()).toEqual([NOW.toISOString(), '2026-03-17T12:01:00.000Z']);
  });
});
