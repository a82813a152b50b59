import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ItineraryEvent } from '../../../../shared/itinerary.js';
import { messages } from '../../../../shared/messages.js';
import { apiError, callsTo, json, type StubRoutes, stubFetch } from '../../../test/fetch-stub.js';
import { fill } from '../../../test/fill.js';
import { openOptions } from '../../../test/combobox.js';
import { ItineraryEventModal } from './itinerary-event-modal.js';
import { baseRoutes, buildItinerary, EVENT_ID, ITINERARY, renderPart, TRIP_ID } from './timeline-test-data.js';

const EVENTS = `/api/v1/trips/${TRIP_ID}/events`;

const saved: ItineraryEvent = {
  id: EVENT_ID,
  tripId: TRIP_ID,
  type: 'meeting',
  title: 'Dinner with the client',
  start: { at: '2026-03-18T19:30:00.000Z', zone: 'Europe/London', local: '2026-03-18T19:30' },
  end: null,
  place: 'Dishoom',
  address: '',
  costMinor: 8550,
  currency: 'GBP',
  confirmation: '',
};

// The editor holds the zone and currency lists (about a thousand options): on a loaded two-core
// machine one story takes longer than the 20 seconds the lighter stories get.
const STORY = { timeout: 40_000 };

let routes: StubRoutes;
let fetchMock: ReturnType<typeof stubFetch>;

beforeEach(() => {
  routes = {
    ...baseRoutes(),
    [`GET ${ITINERARY}`]: () => json(buildItinerary()),
    [`POST ${EVENTS}`]: () => json(saved, 201),
  };
  fetchMock = stubFetch(routes);
});

async function openNew() {
  const onClose = vi.fn();
  renderPart(<ItineraryEventModal tripId={TRIP_ID} defaultStart="2026-03-18T09:00" onClose={onClose} />);
  const dialog = await screen.findByRole('dialog', { name: 'Add event' });
  await within(dialog).findByRole('textbox', { name: 'Title' });
  return { dialog, onClose, user: userEvent.setup() };
}

describe('itinerary event editor', STORY, () => {
  it('starts at the given time in the home zone and currency', async () => {
    const { dialog } = await openNew();
    expect(within(dialog).getByRole('button', { name: 'Start' })).toHaveTextContent('03/18/2026 09:00');
    expect(within(dialog).getByRole('combobox', { name: 'Start time zone' })).toHaveValue('Europe/London');
    expect(within(dialog).getByRole('combobox', { name: 'End time zone' })).toHaveValue('Europe/London');
    expect(within(dialog).getByRole('combobox', { name: 'Currency' })).toHaveValue('GBP');
  });

  it("says what is wrong under each field in the spec's words and sends nothing", async () => {
    const { dialog, user } = await openNew();
    await fill(user, within(dialog).getByRole('textbox', { name: 'Cost' }), '85,5x');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(messages.fieldRequired);
    expect(within(dialog).getByRole('textbox', { name: 'Cost' })).toHaveAccessibleDescription(messages.numbersOnly);
    expect(callsTo(fetchMock, 'POST', EVENTS)).toEqual([]);
  });

  it('sends the new event and closes', async () => {
    const { dialog, onClose, user } = await openNew();
    await user.click((await openOptions(user, 'Type')).getByRole('option', { name: 'Meeting' }));
    await fill(user, within(dialog).getByRole('textbox', { name: 'Title' }), 'Dinner with the client');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Place' }), 'Dishoom');
    await fill(user, within(dialog).getByRole('combobox', { name: 'Address' }), '12 Upper St Martin’s Lane, London');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Cost' }), '85.50');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Confirmation' }), 'R-42');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(messages.recordSaved)).toBeInTheDocument();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(callsTo(fetchMock, 'POST', EVENTS)).toEqual([
      {
        type: 'meeting',
        title: 'Dinner with the client',
        start: { local: '2026-03-18T09:00', zone: 'Europe/London' },
        end: null,
        place: 'Dishoom',
        address: '12 Upper St Martin’s Lane, London',
        cost: '85.50',
        currency: 'GBP',
        confirmation: 'R-42',
      },
    ]);
  });

  it("shows the server's refusal under its field and stays open", async () => {
    routes[`POST ${EVENTS}`] = () => apiError(400, 'VALIDATION_FAILED', 'Validation failed', [{ path: 'title', message: messages.atMost(200) }]);
    const { dialog, onClose, user } = await openNew();
    await fill(user, within(dialog).getByRole('textbox', { name: 'Title' }), 'Dinner');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(messages.atMost(200)));
    expect(onClose).not.toHaveBeenCalled();
  });
});
