import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AssignmentListItem } from '../../../../shared/assignments.js';
import { protectedPaths } from '../../../../shared/routes.js';
import { zoned } from '../../../../shared/time.js';
import { authRoutes, json, pageOf, stubFetch, testProfile, testSession } from '../../../test/fetch-stub.js';
import { renderRoutes } from '../../../test/render-routes.js';

const NOW = new Date('2026-03-02T15:00:00Z');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const HOME = testProfile.settings.timeZone;

const assignment = (name: string, startIn: number, endIn: number | null, zone = HOME): AssignmentListItem => ({
  id: crypto.randomUUID(),
  name,
  customer: { id: crypto.randomUUID(), name: 'Acme Travel Corp' },
  project: null,
  start: zoned(new Date(NOW.getTime() + startIn), zone),
  end: endIn === null ? null : zoned(new Date(NOW.getTime() + endIn), zone),
  timecards: 2,
  hoursClaimed: 7.5,
  updatedAt: NOW.toISOString(),
});

const audit = assignment('On-site audit', 3 * 24 * HOUR + HOUR, 4 * 24 * HOUR, 'America/Chicago');
const workshop = assignment('Workshop', 5 * HOUR + 30 * MINUTE, 8 * HOUR);
const running = assignment('Migration', -2 * HOUR, 5 * HOUR);
const soon = assignment('Kick-off call', 90_000, HOUR);

beforeEach(() => {
  // Only the clock and the minute timer are faked; promises and Testing Library's waits run as usual.
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], shouldAdvanceTime: true });
  vi.setSystemTime(NOW);
  stubFetch({
    ...authRoutes(() => testSession),
    'GET /api/v1/account/profile': () => json(testProfile),
    'GET /api/v1/assignments/upcoming': () => json([running, soon, workshop, audit]),
    'GET /api/v1/assignments': () => pageOf([running, audit]),
  });
});

afterEach(() => {
  vi.useRealTimers();
});

async function openUpcoming() {
  renderRoutes(protectedPaths.assignments);
  return within(await screen.findByLabelText('Upcoming assignments', {}, { timeout: 10_000 }));
}

describe('assignments page', { timeout: 20_000 }, () => {
  it("labels each upcoming assignment with when it starts, or 'Started' while it runs", async () => {
    const upcoming = await openUpcoming();
    const labelOf = (name: string) => upcoming.getByText(name).closest('a');
    expect(labelOf('On-site audit')).toHaveTextContent('Start in 3 days');
    expect(labelOf('Workshop')).toHaveTextContent('Start in 5 hours');
    expect(labelOf('Migration')).toHaveTextContent('Started');
    expect(labelOf('Kick-off call')).toHaveTextContent('Start in 1 minute');
  });

  it('moves the labels on every minute while the page stays open', async () => {
    const upcoming = await openUpcoming();
    expect(upcoming.getByText('Kick-off call').closest('a')).toHaveTextContent('Start in 1 minute');
    act(() => {
      vi.advanceTimersByTime(2 * MINUTE);
    });
    expect(upcoming.getByText('Kick-off call').closest('a')).toHaveTextContent('Started');
  });

  it('shows start and end where they happen, naming the zone only away from home', async () => {
    await openUpcoming();
    const table = await screen.findByRole('table', { name: 'Assignments' });
    const row = (name: string) => within(table).getByText(name).closest('tr');
    // 16:00 in London is 10:00 in Chicago (CST until the 8th of March).
    expect(row('On-site audit')).toHaveTextContent('03/05/2026 10:00 CST');
    expect(row('Migration')).toHaveTextContent('03/02/2026 13:00');
    expect(row('Migration')).not.toHaveTextContent('GMT');
    expect(row('Migration')).toHaveTextContent('7.50');
  });
});
