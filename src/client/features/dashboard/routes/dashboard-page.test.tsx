import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Dashboard } from '../../../../shared/dashboard.js';
import { protectedPaths } from '../../../../shared/routes.js';
import { authRoutes, json, type StubRoutes, stubFetch, testProfile, testSession } from '../../../test/fetch-stub.js';
import { renderRoutes } from '../../../test/render-routes.js';
import { buildDashboard, buildFullDashboard, NOW } from '../testing/fixtures.js';

const API = '/api/v1/dashboard';

let answer: Dashboard;
let routes: StubRoutes;
let fetchMock: ReturnType<typeof stubFetch>;

beforeEach(() => {
  // Only the clock and interval timers are faked: the timer ticks from NOW and nothing refetches.
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(NOW);
  answer = buildDashboard();
  routes = {
    ...authRoutes(() => testSession),
    'GET /api/v1/account/profile': () => json(testProfile),
    'GET /api/v1/timecards/timer': () => json(null),
    [`GET ${API}`]: () => json(answer),
  };
  fetchMock = stubFetch(routes);
});

afterEach(() => {
  vi.useRealTimers();
});

const card = (name: string) => screen.findByRole('region', { name });
const dashboardCalls = () =>
  fetchMock.mock.calls.map(([input]) => new URL(input instanceof Request ? input.url : input.toString(), window.location.origin)).filter((url) => url.pathname === API);

async function open() {
  renderRoutes(protectedPaths.dashboard);
  await screen.findByRole('heading', { name: 'Dashboard', level: 1 });
}

describe('dashboard', { timeout: 20_000 }, () => {
  it('asks once, as of the browser clock, and shows a card per area linking to it', async () => {
    answer = buildFullDashboard();
    await open();
    await card('This week');
    expect(dashboardCalls().map((url) => url.searchParams.get('at'))).toEqual([NOW.toISOString()]);
    const links: [string, string][] = [
      ['This week', '/protected/timecards'],
      ['Upcoming trips', '/protected/trips?view=upcoming'],
      ['Upcoming assignments', '/protected/assignments'],
      ['Tasks', '/protected/tasks'],
      ['Favorite rewards', '/protected/rewards'],
      ['Unpaid trips', '/protected/trips?view=unpaid'],
      ['Imports', '/protected/trips/imports'],
    ];
    for (const [name, href] of links) {
      const region = await card(name);
      expect(within(region).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    // Stacked on a phone, the next trips come first (under the trip under way, when there is one).
    const [first, second] = screen.getAllByRole('region');
    expect(first).toHaveAccessibleName('Trip under way');
    expect(second).toHaveAccessibleName('Upcoming trips');
  });

  it('shows the trip under way, the running timer and the week against the target', async () => {
    answer = buildFullDashboard();
    await open();
    const trip = await card('Trip under way');
    expect(within(trip).getByRole('link', { name: 'London and Edinburgh' })).toHaveAttribute('href', `/protected/trips/${answer.activeTrip?.trip.id ?? ''}`);
    expect(within(trip).getByText('Day 2 of 6')).toBeInTheDocument();

    const week = await card('This week');
    expect(within(week).getByText('Week of 03/16/2026')).toBeInTheDocument();
    expect(within(week).getByText('Travel timer running')).toBeInTheDocument();
    expect(within(week).getByText('1:30:00')).toBeInTheDocument();
    expect(within(week).getByText('P-7 Audit')).toBeInTheDocument();
    expect(within(week).getByText('24h 00m of 40h 00m')).toBeInTheDocument();
    expect(week).toHaveTextContent('Labor 20h 30m');
    expect(week).toHaveTextContent('Travel 3h 30m');
    expect(week).toHaveTextContent('Target 40h 00m');
    expect(within(week).getByRole('progressbar', { name: 'Labor' })).toHaveAttribute('aria-valuenow', '51.25');
    expect(within(week).getByRole('progressbar', { name: 'Travel' })).toHaveAttribute('aria-valuenow', '8.75');
  });

  it('fills the bar in proportion once the week is past the target', async () => {
    answer = buildDashboard({ week: { weekStart: '2026-03-16', labor: 45, travel: 5, targetHours: 40 } });
    await open();
    const week = await card('This week');
    expect(within(week).getByText('50h 00m of 40h 00m')).toBeInTheDocument();
    expect(within(week).getByRole('progressbar', { name: 'Labor' })).toHaveAttribute('aria-valuenow', '90');
    expect(within(week).getByRole('progressbar', { name: 'Travel' })).toHaveAttribute('aria-valuenow', '10');
  });

  it('lists trips, assignments with their Start in label, tasks with the overdue marked, rewards with the change, unpaid trips and imports', async () => {
    answer = buildFullDashboard();
    await open();
    const trips = await card('Upcoming trips');
    expect(within(trips).getByRole('link', { name: 'Chicago kick-off' })).toHaveAttribute('href', `/protected/trips/${answer.upcomingTrips[0]?.id ?? ''}`);
    expect(within(trips).getByText('03/24/2026 09:00 CDT')).toBeInTheDocument();

    const assignments = await card('Upcoming assignments');
    expect(within(assignments).getByText('Start in 2 days')).toBeInTheDocument();
    expect(within(assignments).getByText('03/19/2026 13:00 · Acme')).toBeInTheDocument();

    const tasks = await card('Tasks');
    expect(within(tasks).getByText('1 overdue, 1 due in the next 7 days')).toBeInTheDocument();
    const [first, second] = within(tasks).getAllByRole('listitem');
    expect(first).toHaveTextContent('Send the expense report');
    expect(within(first as HTMLElement).getByText('Overdue')).toBeInTheDocument();
    expect(second).toHaveTextContent('Book the Chicago hotel');
    expect(within(second as HTMLElement).queryByText('Overdue')).not.toBeInTheDocument();

    const rewards = await card('Favorite rewards');
    const [ba, marriott, hertz] = within(rewards).getAllByRole('listitem');
    expect(within(ba as HTMLElement).getByRole('link', { name: 'British Airways Executive Club' })).toHaveAttribute('href', `/protected/rewards/${answer.favoriteRewards[0]?.id ?? ''}`);
    expect(ba).toHaveTextContent('Gold · 12345678');
    expect(ba).toHaveTextContent('12,500 points');
    expect(ba).toHaveTextContent('+1,200 since last month');
    expect(marriott).toHaveTextContent('−300 since last month');
    expect(hertz).toHaveTextContent('0 points');
    expect(hertz).not.toHaveTextContent('since last month');

    const unpaid = await card('Unpaid trips');
    expect(within(unpaid).getByText('3 unpaid')).toBeInTheDocument();
    const [berlin, oslo] = within(unpaid).getAllByRole('listitem');
    expect(berlin).toHaveTextContent('Berlin workshop$1,234.56 owed');
    // Estimated, nothing spent: nothing owed yet, and never '$0.00 owed'.
    expect(oslo).toHaveTextContent('Oslo kick-offNothing spent yet');

    const imports = await card('Imports');
    expect(within(imports).getByText('2 confirmations waiting for review')).toBeInTheDocument();
    expect(within(imports).getByRole('link', { name: 'Review imports' })).toHaveAttribute('href', '/protected/trips/imports');
  });

  it('says what to do first in every empty card', async () => {
    await open();
    const empty: [string, string, string, string][] = [
      ['This week', 'No hours logged this week yet.', 'Start the timer or add a time entry', '/protected/timecards'],
      ['Upcoming trips', 'No trips ahead.', 'Add a trip', '/protected/trips/new'],
      ['Upcoming assignments', 'No assignments coming up.', 'Add an assignment', '/protected/assignments/new'],
      ['Tasks', 'Nothing due in the next 7 days.', 'Add a task', '/protected/tasks'],
      ['Favorite rewards', 'No favorite rewards.', 'Mark a reward as favorite', '/protected/rewards'],
      ['Unpaid trips', 'No trips waiting to be paid.', 'Add receipts to a trip', '/protected/trips'],
      ['Imports', 'No imported confirmations waiting.', 'Import a booking confirmation', '/protected/trips'],
    ];
    for (const [name, text, action, href] of empty) {
      const region = await card(name);
      expect(within(region).getByText(text)).toBeInTheDocument();
      expect(within(region).getByRole('link', { name: action })).toHaveAttribute('href', href);
    }
    expect(screen.queryByRole('region', { name: 'Trip under way' })).not.toBeInTheDocument();
    expect(within(await card('This week')).getByText('0h 00m of 40h 00m')).toBeInTheDocument();
  });

  it('shows skeletons until the answer is in', async () => {
    let release: (response: Response) => void = () => undefined;
    routes[`GET ${API}`] = () => new Promise<Response>((resolve) => (release = resolve));
    await open();
    expect(await screen.findByLabelText('Loading the dashboard')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('region', { name: 'This week' })).not.toBeInTheDocument();
    release(json(answer));
    await card('This week');
    expect(screen.queryByLabelText('Loading the dashboard')).not.toBeInTheDocument();
  });
});
