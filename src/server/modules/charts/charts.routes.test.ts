import { describe, expect, it } from 'vitest';
import type { Charts } from '../../../shared/charts.js';
import { signedInUser } from '../../test/factories.js';
import { testApp } from '../../test/harness.js';
import { greatCircleMiles } from '../../places/airports.js';

const CHICAGO = 'America/Chicago';
const at = (local: string, zone = CHICAGO) => ({ local, zone });

describe('charts API', () => {
  it('needs a session (401) and a valid range (400)', async () => {
    const { app } = await testApp();
    expect((await app.request('/api/v1/charts?from=2026-01-01&to=2026-12-31')).status).toBe(401);
    const { b } = await signedInUser();
    for (const [query, path] of [['from=2026-01-01', 'to'], ['from=2026-02-30&to=2026-03-01', 'from'], ['from=2026-03-01&to=2026-02-01', 'to']] as const) {
      const res = await b.request(`/api/v1/charts?${query}`);
      expect(res.status, query).toBe(400);
      const issues = ((await res.json()) as { error: { issues: { path: string; message: string }[] } }).error.issues;
      expect(issues.map((i) => i.path), query).toContain(path);
    }
  });

  it('gives the figures of each chart as computed by hand, only within the range and only of the user', async () => {
    const { b } = await signedInUser({ settings: { timeZone: CHICAGO, currency: 'USD', firstDayOfWeek: 1 } });
    const other = await signedInUser();
    await other.b.json('/api/v1/timecards', 'POST', { type: 'labor', start: at('2026-03-03T09:00'), end: at('2026-03-03T17:00') });
    const post = async (path: string, body: object) => {
      const res = await b.json(`/api/v1/${path}`, 'POST', body);
      expect(res.status, path).toBe(201);
      return (await res.json()) as { id: string };
    };
    const project = await post('projects', { projectNumber: 'P-7', name: 'Audit', budget: '5000.00', budgetCurrency: 'USD' });
    // Week of Monday 2 March: 8 h labor on P-7 and 2 h travel without a project; the week before the range is left out.
    await post('timecards', { type: 'labor', projectId: project.id, start: at('2026-03-03T09:00'), end: at('2026-03-03T17:00') });
    await post('timecards', { type: 'travel', start: at('2026-03-04T07:00'), end: at('2026-03-04T09:00') });
    await post('timecards', { type: 'labor', start: at('2026-02-20T09:00'), end: at('2026-02-20T10:00') });

    const trip = await post('trips', { title: 'London', projectId: project.id, start: at('2026-03-05T17:00'), end: at('2026-03-10T16:00') });
    await post('reservations', { tripId: trip.id, type: 'flight', start: at('2026-03-05T19:00', 'America/New_York'), end: at('2026-03-06T07:05', 'Europe/London'), flight: { airlineCode: 'UA', flightNumber: '100', departureAirport: 'JFK', arrivalAirport: 'LHR' } });
    await post('receipts', { receiptAt: at('2026-03-06T12:00', 'Europe/London'), payment: 'F', currency: 'USD', amount: '40.00', tripId: trip.id, projectId: project.id });
    // Filed under the trip alone, it counts for the trip's project too.
    await post('receipts', { receiptAt: at('2026-03-07T12:00', 'Europe/London'), payment: 'F', currency: 'USD', amount: '2.50', tripId: trip.id });

    const res = await b.request('/api/v1/charts?from=2026-03-01&to=2026-03-31');
    expect(res.status).toBe(200);
    const c = (await res.json()) as Charts;
    expect(c.hoursPerWeek).toEqual([
      { weekStart: '2026-03-02', projectId: null, project: 'No project', labor: 0, travel: 2 },
      { weekStart: '2026-03-02', projectId: project.id, project: 'P-7 Audit', labor: 8, travel: 0 },
    ]);
    expect(c.spendPerMonth).toEqual([{ month: '2026-03', receiptType: 'No type', currency: 'USD', amountMinor: 4250, homeMinor: 4250, unconverted: 0 }]);
    expect(c.budgets).toEqual([{ projectId: project.id, project: 'P-7 Audit', budgetMinor: 500000, budgetCurrency: 'USD', spentMinor: 4250 }]);
    expect(c.tripsPerMonth).toEqual([{ month: '2026-03', trips: 1, nights: 5 }]);
    const jfkLhr = greatCircleMiles({ latitude: 40.639751, longitude: -73.778925 }, { latitude: 51.4706, longitude: -0.461941 });
    expect(c.milesPerYear).toHaveLength(1);
    expect(c.milesPerYear[0]).toMatchObject({ year: 2026, flights: 1 });
    expect(Math.abs((c.milesPerYear[0]?.miles ?? 0) - jfkLhr)).toBeLessThan(5);
  });
});
