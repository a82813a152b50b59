import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { callsTo, json, type StubRoutes, stubFetch } from '../../../test/fetch-stub.js';
import { baseRoutes, buildItinerary, buildTimeline, FLIGHT_ID, HIDDEN_FLIGHT_ID, ITINERARY, renderPart, TRIP_ID } from './timeline-test-data.js';
import { Timeline } from './timeline.js';

const reservation = (id: string) => `/api/v1/reservations/${id}`;

let routes: StubRoutes;
let fetchMock: ReturnType<typeof stubFetch>;

beforeEach(() => {
  routes = {
    ...baseRoutes(),
    [`GET ${ITINERARY}`]: () => json(buildItinerary({ timeline: buildTimeline() })),
    [`PATCH ${reservation(FLIGHT_ID)}`]: () => json({}),
    [`PATCH ${reservation(HIDDEN_FLIGHT_ID)}`]: () => json({}),
  };
  fetchMock = stubFetch(routes);
});

async function show() {
  renderPart(<Timeline tripId={TRIP_ID} />);
  await screen.findByRole('region', { name: 'Mon 03/16/2026' });
  return userEvent.setup();
}

const day = (name: string) => screen.getByRole('region', { name });

describe('itinerary timeline', { timeout: 20_000 }, () => {
  it("groups entries by local day, each at its local time with the zone's abbreviation, '+1' on the next-day arrival", async () => {
    await show();
    const monday = day('Mon 03/16/2026');
    expect(within(monday).getByText('19:05 EDT')).toBeInTheDocument();
    expect(within(monday).getByText('BA 178 · British Airways')).toBeInTheDocument();
    expect(within(monday).getByText('Terminal 7 · Gate B32 · Seat 12A')).toBeInTheDocument();
    expect(within(monday).getByText('Confirmation XK7P2Q')).toBeInTheDocument();
    expect(within(monday).queryByText('+1')).not.toBeInTheDocument();

    const tuesday = day('Tue 03/17/2026');
    const [arrival, hotel] = within(tuesday).getAllByRole('listitem');
    expect(arrival).toHaveTextContent('07:05 GMT');
    expect(within(arrival as HTMLElement).getByText('+1')).toBeInTheDocument();
    expect(within(arrival as HTMLElement).getByText('Delayed')).toBeInTheDocument();
    expect(hotel).toHaveTextContent('15:00 GMT');
    expect(hotel).toHaveTextContent('The Savoy');
    expect(hotel).toHaveTextContent('Strand, London WC2R 0EZ');
  });

  it('adds the time at home beside each entry when asked', async () => {
    const user = await show();
    expect(screen.queryByText('Home 23:05 GMT')).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Show home time' }));
    expect(within(day('Mon 03/16/2026')).getByText('Home 23:05 GMT')).toBeInTheDocument();
    expect(within(day('Tue 03/17/2026')).getByText('Home 07:05 GMT')).toBeInTheDocument();
  });

  it('shows the gaps of a day as warnings', async () => {
    await show();
    const alert = within(day('Wed 03/18/2026')).getByRole('alert');
    expect(alert).toHaveTextContent('No lodging for the night of 03/18/2026 in Edinburgh');
  });

  it('leaves hidden flights out until asked, and shows one again without asking', async () => {
    const user = await show();
    expect(screen.queryByText('BA 1446 London to Edinburgh')).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Show hidden flights (1)' }));
    expect(within(day('Wed 03/18/2026')).getByText('BA 1446 London to Edinburgh')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Actions for BA 1446 London to Edinburgh' }));
    expect(screen.queryByRole('menuitem', { name: 'Hide flight' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('menuitem', { name: 'Show flight' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PATCH', reservation(HIDDEN_FLIGHT_ID))).toEqual([{ hidden: false }]));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("asks 'Hide this flight?' before hiding one, and hides nothing when cancelled", async () => {
    const user = await show();
    const departure = within(day('Mon 03/16/2026'));
    await user.click(departure.getByRole('button', { name: 'Actions for BA 178 New York to London' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Hide flight' }));
    let dialog = await screen.findByRole('dialog', { name: 'Hide this flight?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'PATCH', reservation(FLIGHT_ID))).toEqual([]);

    await user.click(departure.getByRole('button', { name: 'Actions for BA 178 New York to London' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Hide flight' }));
    dialog = await screen.findByRole('dialog', { name: 'Hide this flight?' });
    await user.click(within(dialog).getByRole('button', { name: 'Hide' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PATCH', reservation(FLIGHT_ID))).toEqual([{ hidden: true }]));
  });

  it('tells the user to add a reservation or an event when there is nothing yet', async () => {
    routes[`GET ${ITINERARY}`] = () => json(buildItinerary({ timeline: { homeZone: 'Europe/London', hiddenCount: 0, days: [] } }));
    renderPart(<Timeline tripId={TRIP_ID} />);
    expect(await screen.findByText(/add a reservation or an event/)).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: /Show hidden flights/ })).not.toBeInTheDocument();
  });
});
