import { type Dashboard, DashboardSchema } from '../../../../shared/dashboard.js';
import type { TripListItem } from '../../../../shared/trips.js';

/** Tuesday 03/17/2026, 12:00 in London (the test profile's home): the moment the dashboard is asked about. */
export const NOW = new Date('2026-03-17T12:00:00.000Z');

let serial = 0;
export const uuid = () => `00000000-0000-4000-9000-${String((serial += 1)).padStart(12, '0')}`;

const london = (local: string) => ({ at: new Date(`${local}:00Z`).toISOString(), zone: 'Europe/London', local });

export function buildTripItem(overrides: Partial<TripListItem> = {}): TripListItem {
  return {
    id: uuid(),
    title: 'Trip',
    customer: null,
    project: null,
    address: '',
    start: london('2026-03-20T09:00'),
    startEvent: '',
    end: london('2026-03-22T18:00'),
    endEvent: '',
    estimatedCostMinor: null,
    budgetMinor: null,
    currency: 'GBP',
    paid: false,
    confirmationNumber: '',
    updatedAt: NOW.toISOString(),
    homeCurrency: 'GBP',
    spentMinor: 0,
    unconvertedReceipts: 0,
    receivedMinor: null,
    workHours: 0,
    travelHours: 0,
    ...overrides,
  };
}

/** A dashboard with nothing in it, as of NOW; `overrides` replaces whole parts. Checked against the API's schema. */
export function buildDashboard(overrides: Partial<Dashboard> = {}): Dashboard {
  return DashboardSchema.parse({
    at: NOW.toISOString(),
    activeTrip: null,
    upcomingTrips: [],
    upcomingAssignments: [],
    timer: null,
    week: { weekStart: '2026-03-16', labor: 0, travel: 0, targetHours: 40 },
    favoriteRewards: [],
    tasks: { items: [], overdue: 0, dueSoon: 0 },
    unpaidTrips: { items: [], count: 0, currency: 'USD' },
    imports: { waiting: 0 },
    ...overrides,
  });
}

/** A full dashboard: something in every card. */
export function buildFullDashboard(): Dashboard {
  const tripId = uuid();
  return buildDashboard({
    activeTrip: {
      trip: { id: tripId, title: 'London and Edinburgh', start: london('2026-03-16T08:00'), end: london('2026-03-21T18:00') },
      day: 2,
      days: 6,
      next: null,
      places: [],
      tonight: null,
    },
    upcomingTrips: [buildTripItem({ title: 'Chicago kick-off', start: { at: '2026-03-24T14:00:00.000Z', zone: 'America/Chicago', local: '2026-03-24T09:00' } })],
    upcomingAssignments: [
      {
        id: uuid(),
        name: 'Audit week',
        customer: { id: uuid(), name: 'Acme' },
        project: null,
        start: london('2026-03-19T13:00'),
        end: null,
        timecards: 0,
        hoursClaimed: 0,
        updatedAt: NOW.toISOString(),
      },
    ],
    timer: {
      id: uuid(),
      type: 'travel',
      project: { id: uuid(), projectNumber: 'P-7', name: 'Audit' },
      assignment: null,
      customer: null,
      trip: null,
      start: london('2026-03-17T10:30'),
      end: null,
      home: { zone: 'Europe/London', start: '2026-03-17T10:30', end: null },
      day: '2026-03-17',
      hours: 1.5,
      startLocation: '',
      endLocation: '',
      tags: [],
      properties: [],
      updatedAt: NOW.toISOString(),
    },
    week: { weekStart: '2026-03-16', labor: 20.5, travel: 3.5, targetHours: 40 },
    favoriteRewards: [
      { id: uuid(), company: 'British Airways Executive Club', memberNumber: '12345678', points: 12_500, status: 'Gold', pointsChange: 1_200 },
      { id: uuid(), company: 'Marriott Bonvoy', memberNumber: 'MB-1', points: 800, status: 'Silver', pointsChange: -300 },
      { id: uuid(), company: 'Hertz Gold', memberNumber: '', points: 0, status: '', pointsChange: null },
    ],
    tasks: {
      items: [
        task('Send the expense report', london('2026-03-16T17:00'), { id: tripId, name: 'London and Edinburgh' }),
        task('Book the Chicago hotel', london('2026-03-19T09:00'), null),
      ],
      overdue: 1,
      dueSoon: 1,
    },
    unpaidTrips: { items: [{ id: uuid(), title: 'Berlin workshop', owedMinor: 123_456 }, { id: uuid(), title: 'Oslo kick-off', owedMinor: 0 }], count: 3, currency: 'USD' },
    imports: { waiting: 2 },
  });
}

function task(title: string, due: { at: string; zone: string; local: string }, trip: { id: string; name: string } | null): Dashboard['tasks']['items'][number] {
  return { id: uuid(), title, due, status: 'open', priority: 'normal', doneAt: null, trip, project: null, assignment: null, customer: null, updatedAt: NOW.toISOString() };
}
