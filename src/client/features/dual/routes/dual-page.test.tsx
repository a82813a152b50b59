import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { protectedPaths } from '../../../../shared/routes.js';
import type { TripListItem } from '../../../../shared/trips.js';
import { authRoutes, json, pageOf, type StubRoutes, stubFetch, testProfile, testSession } from '../../../test/fetch-stub.js';
import { renderRoutes } from '../../../test/render-routes.js';
import { buildTripItem, NOW } from '../../dashboard/testing/fixtures.js';
import { buildTimecard, buildWeek } from '../../timecards/testing/fixtures.js';
import { buildItinerary, buildTimeline, ITINERARY, TRIP_ID } from '../../trips/components/timeline-test-data.js';

let trips: Record<'active' | 'upcoming', TripListItem[]>;
let routes: StubRoutes;
let fetchMock: ReturnType<typeof stubFetch>;
const matchMedia = window.matchMedia.bind(window);

/** Makes the window as wide as `width` CSS pixels for Mantine's media queries (jsdom has no layout). */
function setViewport(width: number) {
  window.matchMedia = (query: string) => {
    const max = /max-width:\s*([\d.]+)em/.exec(query);
    const min = /min-width:\s*([\d.]+)em/.exec(query);
    const matches = (!max || width <= Number(max[1]) * 16) && (!min || width >= Number(min[1]) * 16) && Boolean(max ?? min);
    return Object.assign(new EventTarget(), { matches, media: query, onchange: null }) as MediaQueryList;
  };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  trips = { active: [buildTripItem({ id: TRIP_ID, title: 'London and Edinburgh' })], upcoming: [] };
  routes = {
    ...authRoutes(() => testSession),
    'GET /api/v1/account/profile': () => json(testProfile),
    'GET /api/v1/trips': ({ url }) => pageOf(trips[url.searchParams.get('view') === 'active' ? 'active' : 'upcoming']),
    [`GET ${ITINERARY}`]: () => json(buildItinerary({ timeline: buildTimeline() })),
    'GET /api/v1/timecards/week': ({ url }) =>
      json(buildWeek(url.searchParams.get('date') ?? '', [buildTimecard({ start: '2026-03-16T09:00', end: '2026-03-16T17:30' })])),
    'GET /api/v1/timecards/timer': () => json(null),
  };
  fetchMock = stubFetch(routes);
});

afterEach(() => {
  window.matchMedia = matchMedia;
  vi.useRealTimers();
});

async function open() {
  renderRoutes(protectedPaths.dual);
  await screen.findByRole('heading', { name: 'Dual view', level: 1 });
}

describe('dual view', { timeout: 20_000 }, () => {
  it('shows the trip under way beside this week on a desktop, with the time at home', async () => {
    setViewport(1280);
    await open();
    const trip = await screen.findByRole('region', { name: 'Trip' });
    const timecards = screen.getByRole('region', { name: 'Timecards' });
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();

    expect(await within(trip).findByRole('link', { name: 'London and Edinburgh' })).toHaveAttribute('href', `/protected/trips/${TRIP_ID}`);
    expect(within(trip).getByText('Under way')).toBeInTheDocument();
    expect(await within(trip).findByText('Home 23:05 GMT')).toBeInTheDocument();
    expect(within(trip).getByRole('switch', { name: 'Show home time' })).toBeChecked();
    const asked = fetchMock.mock.calls.map(([input]) => new URL(input instanceof Request ? input.url : input.toString(), window.location.origin)).filter((u) => u.pathname === '/api/v1/trips');
    expect(asked.map((u) => [u.searchParams.get('view'), u.searchParams.get('at')])).toEqual(
      expect.arrayContaining([['active', NOW.toISOString()], ['upcoming', NOW.toISOString()]]),
    );

    expect(await within(timecards).findByRole('region', { name: 'Monday 03/16/2026' })).toHaveTextContent('09:00 – 17:30');
    expect(within(timecards).getByRole('button', { name: 'Start timer' })).toBeInTheDocument();
    expect(within(timecards).getByRole('group', { name: 'Week totals' })).toHaveTextContent('Labor 8h 30m');
    // No batch actions here, so no checkboxes to select with.
    expect(within(timecards).queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('shows the next trip when none is under way', async () => {
    setViewport(1280);
    trips = { active: [], upcoming: [buildTripItem({ id: TRIP_ID, title: 'Chicago kick-off' })] };
    await open();
    const trip = await screen.findByRole('region', { name: 'Trip' });
    expect(await within(trip).findByRole('link', { name: 'Chicago kick-off' })).toBeInTheDocument();
    expect(within(trip).getByText('Next trip')).toBeInTheDocument();
  });

  it('offers to add a trip when there is none', async () => {
    trips = { active: [], upcoming: [] };
    await open();
    const trip = await screen.findByRole('region', { name: 'Trip' });
    expect(await within(trip).findByText('No trip under way and none ahead.')).toBeInTheDocument();
    expect(within(trip).getByRole('link', { name: 'Add a trip' })).toHaveAttribute('href', '/protected/trips/new');
  });

  it('has two tabs on a phone, Trip first', async () => {
    setViewport(390);
    await open();
    const tripTab = await screen.findByRole('tab', { name: 'Trip' });
    const timecardsTab = screen.getByRole('tab', { name: 'Timecards' });
    expect(tripTab).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('region', { name: 'Trip' })).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'London and Edinburgh' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start timer' })).not.toBeInTheDocument();

    fireEvent.click(timecardsTab);
    expect(timecardsTab).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('button', { name: 'Start timer' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Monday 03/16/2026' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'London and Edinburgh' })).not.toBeInTheDocument();
  });
});
