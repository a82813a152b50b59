import { ModalsProvider } from '@mantine/modals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../../../shared/messages.js';
import type { Reservation } from '../../../../shared/reservations.js';
import { callsTo, json, type StubRoutes, stubFetch, testProfile } from '../../../test/fetch-stub.js';
import { fill } from '../../../test/fill.js';
import { renderRoutes } from '../../../test/render-routes.js';
import { ReservationsSection } from './reservations-section.js';
import { buildItinerary } from './timeline-test-data.js';
import { buildFlightReservation, buildReservation, buildTrip, TRIP_ID } from './reservation-test-fixtures.js';

const API = '/api/v1/reservations';
const ITINERARY = `/api/v1/trips/${TRIP_ID}/itinerary`;

let flight: Reservation;
let hotel: Reservation;
let routes: StubRoutes;
let fetchMock: ReturnType<typeof stubFetch>;

beforeEach(() => {
  flight = buildFlightReservation();
  hotel = buildReservation({ status: 'cancelled', reservationNumber: 'SV-1' });
  routes = {
    'GET /api/v1/account/profile': () => json(testProfile),
    [`GET /api/v1/trips/${TRIP_ID}`]: () => json(buildTrip()),
    [`GET ${ITINERARY}`]: () => json(buildItinerary({ reservations: [flight, hotel] })),
    [`GET ${API}/${flight.id}/notes`]: () => json([]),
    [`GET ${API}/${flight.id}/documents`]: () => json([]),
    [`PATCH ${API}/${flight.id}`]: () => json(flight),
    [`POST ${API}/bulk-delete`]: () => json({ deleted: 1 }),
  };
  fetchMock = stubFetch(routes);
});

async function open() {
  renderRoutes('/trip', [
    {
      path: '/trip',
      element: (
        <ModalsProvider>
          <ReservationsSection tripId={TRIP_ID} />
        </ModalsProvider>
      ),
    },
  ]);
  await screen.findByRole('list', { name: 'Reservations' });
  return userEvent.setup();
}

const itineraryCalls = () => fetchMock.mock.calls.filter(([input]) => input === ITINERARY).length;

// The editor dialog holds many fields and time-zone lists; on a loaded two-core machine one story takes longer than five seconds.
describe("a trip's reservations", { timeout: 60_000 }, () => {
  it('lists the trip’s reservations in start order: what, local time with its zone, number, cancelled, cost', async () => {
    await open();
    // They come with the trip's itinerary, the page's one call.
    expect(itineraryCalls()).toBe(1);
    const rows = within(screen.getByRole('list', { name: 'Reservations' })).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    const [first, second] = rows;
    expect(first).toHaveTextContent('UA 100 JFK → LHR');
    expect(first).toHaveTextContent('11/20/2026 18:00 EST');
    expect(first).toHaveTextContent('Confirmation UA-CONF');
    expect(first).toHaveTextContent('$850.00');
    expect(within(first as HTMLElement).getByRole('img', { name: 'Flight' })).toBeInTheDocument();
    expect(first).not.toHaveTextContent('Cancelled');
    expect(second).toHaveTextContent('The Savoy');
    expect(second).toHaveTextContent('11/21/2026 15:00 GMT');
    expect(second).toHaveTextContent('Cancelled');
    expect(second).toHaveTextContent('£1,200.00');
  });

  it('says so when the trip has none, and opens a new one from Add reservation', async () => {
    routes[`GET ${ITINERARY}`] = () => json(buildItinerary());
    renderRoutes('/trip', [{ path: '/trip', element: <ReservationsSection tripId={TRIP_ID} /> }]);
    expect(await screen.findByText('No reservations yet. Add flights, hotels, cars and tables to see the trip as a timeline.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add reservation' }));
    const editor = await screen.findByRole('dialog', { name: 'Add reservation' });
    expect(within(editor).getByText('Notes and documents can be added once the reservation is saved.')).toBeInTheDocument();
    // The trip is known: it is not asked for.
    expect(within(editor).queryByLabelText(/^Trip/, { selector: 'input' })).not.toBeInTheDocument();
  });

  it('opens a row in the editor with its notes and documents, and saves a change to it', async () => {
    const user = await open();
    await user.click(screen.getByRole('button', { name: /UA 100 JFK → LHR/ }));
    const editor = await screen.findByRole('dialog', { name: 'UA 100 JFK → LHR' });
    expect(within(editor).getByLabelText('Departure airport', { selector: 'input' })).toHaveValue('JFK — John F Kennedy International Airport');
    expect(within(editor).getByLabelText('Departure time zone', { selector: 'input' })).toHaveValue('America/New_York');
    expect(within(editor).getByLabelText('Arrival time zone', { selector: 'input' })).toHaveValue('Europe/London');
    expect(await within(editor).findByRole('region', { name: 'Documents' })).toBeInTheDocument();

    await fill(user, within(editor).getByLabelText('Seat', { selector: 'input' }), '2A');
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.recordSaved)).toBeInTheDocument();
    const [body] = callsTo(fetchMock, 'PATCH', `${API}/${flight.id}`);
    // Unchanged times go back as they were, each in its own zone.
    expect(body).toMatchObject({
      start: { local: '2026-11-20T18:00', zone: 'America/New_York' },
      end: { local: '2026-11-21T07:10', zone: 'Europe/London' },
      cost: '850.00',
      flight: { seat: '2A', departureAirport: 'JFK', arrivalAirport: 'LHR' },
    });
  });

  it("deletes a reservation from its editor after 'Delete record?'", async () => {
    const user = await open();
    await user.click(screen.getByRole('button', { name: /UA 100 JFK → LHR/ }));
    const editor = await screen.findByRole('dialog', { name: 'UA 100 JFK → LHR' });
    await user.click(within(editor).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: messages.deleteRecord });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(messages.recordDeleted)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', `${API}/bulk-delete`)).toEqual([{ ids: [flight.id] }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'UA 100 JFK → LHR' })).not.toBeInTheDocument());
  });
});
