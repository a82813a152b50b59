import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../../../shared/messages.js';
import type { Reservation } from '../../../../shared/reservations.js';
import { protectedPaths } from '../../../../shared/routes.js';
import { authRoutes, callsTo, json, pageOf, type StubRoutes, stubFetch, testProfile, testSession } from '../../../test/fetch-stub.js';
import { fill } from '../../../test/fill.js';
import { renderRoutes } from '../../../test/render-routes.js';
import { at, buildFlightReservation, buildReservation, buildTrip, TRIP_ID } from '../components/reservation-test-fixtures.js';

const API = '/api/v1/reservations';
const OTHER_TRIP = { id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', title: 'Edinburgh visit' };

let flight: Reservation;
let car: Reservation;
let routes: StubRoutes;
let fetchMock: ReturnType<typeof stubFetch>;

beforeEach(() => {
  flight = buildFlightReservation();
  car = buildReservation({ type: 'rentalCar', provider: 'Hertz', reservationNumber: 'HZ-9', trip: OTHER_TRIP, costMinor: null });
  routes = {
    ...authRoutes(() => testSession),
    'GET /api/v1/account/profile': () => json(testProfile),
    [`GET ${API}`]: () => pageOf([flight, car]),
    // The trip starts away from home (London), so its zone is seen to be the one a new reservation starts in.
    'GET /api/v1/trips': () => pageOf([buildTrip({ start: at('2026-11-20T18:00', 'America/New_York') })]),
    [`POST ${API}/bulk-delete`]: () => json({ deleted: 2 }),
    [`GET ${API}/${car.id}/notes`]: () => json([]),
    [`GET ${API}/${car.id}/documents`]: () => json([]),
  };
  fetchMock = stubFetch(routes);
});

async function open(path: string = protectedPaths.reservations) {
  const router = renderRoutes(path);
  const table = await screen.findByRole('table', { name: 'Reservations' }, { timeout: 10_000 });
  return { router, table, user: userEvent.setup() };
}

const listQueries = () =>
  fetchMock.mock.calls
    .map(([input]) => (typeof input === 'string' ? input : ''))
    .filter((url) => url.startsWith(`${API}?`))
    .map((url) => new URLSearchParams(url.slice(url.indexOf('?') + 1)));

// The page and its editor load lazily and render many fields; on a loaded two-core machine one
// story takes longer than vitest's default five seconds.
describe('reservations list', { timeout: 60_000 }, () => {
  it('lists every trip’s reservations, soonest first, each linking to its trip', async () => {
    const { table } = await open();
    expect(listQueries()[0]?.toString()).toBe('sort=start&order=asc&page=1&pageSize=25');
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Start', 'Type', 'Provider', 'Trip', 'Confirmation number', 'Cost']));

    const flightRow = within(table).getByRole('button', { name: 'UA 100 JFK → LHR' }).closest('tr');
    expect(flightRow).toHaveTextContent('11/20/2026 18:00 EST');
    expect(flightRow).toHaveTextContent('$850.00');
    expect(within(flightRow as HTMLElement).getByRole('link', { name: 'London workshop' })).toHaveAttribute('href', `/protected/trips/${TRIP_ID}?tab=reservations`);
    const carRow = within(table).getByRole('button', { name: 'Hertz' }).closest('tr');
    expect(carRow).toHaveTextContent('Rental car');
    expect(carRow).toHaveTextContent('HZ-9');
    expect(within(carRow as HTMLElement).getByRole('link', { name: 'Edinburgh visit' })).toHaveAttribute('href', `/protected/trips/${OTHER_TRIP.id}?tab=reservations`);

    // A reservation opens in the editor dialog over the list, which already knows its trip.
    await userEvent.setup().click(within(table).getByRole('button', { name: 'Hertz' }));
    const editor = await screen.findByRole('dialog', { name: 'Hertz' });
    expect(within(editor).getByLabelText('Rental company', { selector: 'input' })).toHaveValue('Hertz');
    expect(within(editor).queryByLabelText(/^Trip/, { selector: 'input' })).not.toBeInTheDocument();
  });

  it('asks the server to search, sort and filter by type', async () => {
    const { user } = await open();
    await fill(user, screen.getByRole('textbox', { name: 'Search' }), 'LHR');
    await waitFor(() => expect(listQueries().at(-1)?.get('search')).toBe('LHR'));

    await user.click(screen.getByRole('button', { name: 'Sort by Confirmation number' }));
    await waitFor(() => expect(listQueries().at(-1)?.get('sort')).toBe('reservationNumber'));
    await user.click(screen.getByRole('button', { name: 'Sort by Confirmation number' }));
    await waitFor(() => expect(listQueries().at(-1)?.get('order')).toBe('desc'));
    await user.click(screen.getByRole('button', { name: 'Sort by Cost' }));
    await waitFor(() => expect(listQueries().at(-1)?.get('sort')).toBe('costMinor'));

    await user.click(screen.getByLabelText('Type', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Flight' }));
    await waitFor(() => expect(listQueries().at(-1)?.get('type')).toBe('flight'));
    expect(listQueries().at(-1)?.get('search')).toBe('LHR');
  });

  it("deletes the selected reservations after 'Proceed deleting {records} record(s)?'", async () => {
    const { table, user } = await open();
    await user.click(within(table).getByRole('checkbox', { name: 'Select all rows' }));
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    const confirm = await screen.findByRole('dialog', { name: messages.proceedDeleting(2) });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(messages.recordDeleted)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', `${API}/bulk-delete`)).toEqual([{ ids: [flight.id, car.id] }]);
  });

  it('adds a reservation from the list by first choosing its trip', async () => {
    const { user, router } = await open();
    await user.click(screen.getByRole('link', { name: 'Add reservation' }));
    const editor = await screen.findByRole('dialog', { name: 'Add reservation' });
    expect(router.state.location.search).toBe('?add=1');
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    expect(within(editor).getByLabelText(/^Trip/, { selector: 'input' })).toHaveAccessibleDescription(messages.fieldRequired);
    expect(callsTo(fetchMock, 'POST', API)).toEqual([]);

    await user.click(within(editor).getByLabelText(/^Trip/, { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'London workshop (11/20/2026)' }));
    // The reservation starts at the chosen trip's start, in its currency.
    expect(within(editor).getByLabelText('Departure time zone', { selector: 'input' })).toHaveValue('America/New_York');
    expect(within(editor).getByLabelText('Currency', { selector: 'input' })).toHaveValue('USD');
    expect(within(editor).getByLabelText(/^Trip/, { selector: 'input' })).not.toHaveAccessibleDescription(messages.fieldRequired);
  });
});
