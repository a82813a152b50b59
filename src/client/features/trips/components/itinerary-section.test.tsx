import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ItineraryEvent } from '../../../../shared/itinerary.js';
import { messages } from '../../../../shared/messages.js';
import { callsTo, json, type StubRoutes, stubFetch } from '../../../test/fetch-stub.js';
import { fill } from '../../../test/fill.js';
import { ItinerarySection } from './itinerary-section.js';
import { baseRoutes, buildItinerary, buildTimeline, EVENT_ID, ITINERARY, renderPart, TRIP_ID } from './timeline-test-data.js';

const TRIP = `/api/v1/trips/${TRIP_ID}`;
const EVENT = `${TRIP}/events/${EVENT_ID}`;

const dinner: ItineraryEvent = {
  id: EVENT_ID,
  tripId: TRIP_ID,
  type: 'meeting',
  title: 'Dinner with the client',
  start: { at: '2026-03-18T19:30:00.000Z', zone: 'Europe/London', local: '2026-03-18T19:30' },
  end: { at: '2026-03-18T22:00:00.000Z', zone: 'Europe/London', local: '2026-03-18T22:00' },
  place: 'Dishoom',
  address: '',
  costMinor: 8550,
  currency: 'GBP',
  confirmation: 'R-42',
};

// The editor holds the zone and currency lists (about a thousand options): on a loaded two-core
// machine one story takes longer than the 20 seconds the lighter stories get.
const STORY = { timeout: 40_000 };

let routes: StubRoutes;
let fetchMock: ReturnType<typeof stubFetch>;

beforeEach(() => {
  routes = {
    ...baseRoutes(),
    [`GET ${ITINERARY}`]: () => json(buildItinerary({ timeline: buildTimeline(), events: [dinner] })),
    [`PATCH ${EVENT}`]: () => json(dinner),
    [`DELETE ${EVENT}`]: () => new Response(null, { status: 204 }),
  };
  fetchMock = stubFetch(routes);
});

async function openDinner() {
  renderPart(<ItinerarySection tripId={TRIP_ID} />);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /Dinner with the client/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit event' });
  await waitFor(() => expect(within(dialog).getByLabelText(/^Title/)).toHaveValue('Dinner with the client'));
  return { dialog, user };
}

describe('itinerary section', STORY, () => {
  it("opens an event of the user's own from the timeline with its saved values, and saves a change", async () => {
    const { dialog, user } = await openDinner();
    expect(within(dialog).getByLabelText('Cost')).toHaveValue('85.50');
    expect(within(dialog).getByLabelText('Confirmation')).toHaveValue('R-42');
    expect(within(dialog).getByRole('button', { name: 'End' })).toHaveTextContent('03/18/2026 22:00');
    await fill(user, within(dialog).getByLabelText('Address'), '12 Upper St Martin’s Lane');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(messages.recordSaved)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PATCH', EVENT)).toEqual([
      expect.objectContaining({
        type: 'meeting',
        address: '12 Upper St Martin’s Lane',
        start: { local: '2026-03-18T19:30', zone: 'Europe/London' },
        end: { local: '2026-03-18T22:00', zone: 'Europe/London' },
        cost: '85.50',
      }),
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit event' })).not.toBeInTheDocument());
  });

  it("deletes an event after asking 'Delete record?'", async () => {
    const { dialog, user } = await openDinner();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: messages.deleteRecord });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(messages.recordDeleted)).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url, init]) => url === EVENT && init?.method === 'DELETE')).toHaveLength(1);
  });

  it('opens an empty editor from Add event', async () => {
    renderPart(<ItinerarySection tripId={TRIP_ID} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add event' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add event' });
    await waitFor(() => expect(within(dialog).getByLabelText(/^Title/)).toHaveValue(''));
    expect(screen.queryByText('Travel hours from the itinerary')).not.toBeInTheDocument();
  });
});
