import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TravelProposal } from '../../../../shared/itinerary.js';
import { callsTo, json, type StubRoutes, stubFetch } from '../../../test/fetch-stub.js';
import { useTravelProposals } from '../api/itinerary-api.js';
import { baseRoutes, buildItinerary, FLIGHT_ID, HIDDEN_FLIGHT_ID, ITINERARY, renderPart, TRIP_ID } from './timeline-test-data.js';
import { TravelProposals } from './travel-proposals.js';

const PROPOSALS = `/api/v1/trips/${TRIP_ID}/travel-proposals`;
const CAR_ID = '4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f70';
const project = { id: '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b', projectNumber: 'P-100', name: 'Roll-out' };

const proposals: TravelProposal[] = [
  {
    // Two legs joined: their buffers meet.
    sourceIds: [FLIGHT_ID, HIDDEN_FLIGHT_ID],
    title: 'JFK → LHR → EDI',
    start: { at: '2026-03-16T22:05:00.000Z', zone: 'America/New_York', local: '2026-03-16T18:05' },
    end: { at: '2026-03-17T07:35:00.000Z', zone: 'Europe/London', local: '2026-03-17T07:35' },
    hours: 9.5,
    project,
  },
  {
    sourceIds: [CAR_ID],
    title: 'Drive Edinburgh → Glasgow',
    start: { at: '2026-03-19T08:00:00.000Z', zone: 'Europe/London', local: '2026-03-19T08:00' },
    end: { at: '2026-03-19T10:30:00.000Z', zone: 'Europe/London', local: '2026-03-19T10:30' },
    hours: 2.5,
    project: null,
  },
];

let routes: StubRoutes;
let fetchMock: ReturnType<typeof stubFetch>;

beforeEach(() => {
  routes = {
    ...baseRoutes(),
    [`GET ${ITINERARY}`]: () => json(buildItinerary({ proposals: { bufferBeforeMinutes: 60, bufferAfterMinutes: 30, items: proposals } })),
    [`POST ${PROPOSALS}`]: ({ body }) => {
      const { accept = [], dismiss = [] } = body as { accept?: string[]; dismiss?: string[] };
      return json({ created: accept.length > 0 ? 2 : 0, dismissed: dismiss.length > 0 ? 1 : 0 });
    },
  };
  fetchMock = stubFetch(routes);
});

async function show() {
  renderPart(<TravelProposals tripId={TRIP_ID} />);
  await screen.findByRole('region', { name: 'Travel hours from the itinerary' });
  return userEvent.setup();
}

describe('travel proposals', { timeout: 20_000 }, () => {
  it('lists each proposal, selected, with its local times and zones, hours, project and the buffers used', async () => {
    await show();
    const card = screen.getByRole('region', { name: 'Travel hours from the itinerary' });
    expect(within(card).getByText('Includes 60 min before and 30 min after, from your profile')).toBeInTheDocument();
    expect(within(card).getByRole('checkbox', { name: 'Select JFK → LHR → EDI' })).toBeChecked();
    expect(within(card).getByRole('checkbox', { name: 'Select Drive Edinburgh → Glasgow' })).toBeChecked();
    expect(within(card).getByText('03/16/2026 18:05 EDT – 03/17/2026 07:35 GMT')).toBeInTheDocument();
    expect(within(card).getByText('03/19/2026 08:00 GMT – 10:30 GMT')).toBeInTheDocument();
    expect(within(card).getByText('9.50 h')).toBeInTheDocument();
    expect(within(card).getByText('P-100 Roll-out')).toBeInTheDocument();
    expect(within(card).getByText('No project')).toBeInTheDocument();
  });

  it('accepts the selected proposals with all their sources, and says how many timecards were added', async () => {
    const user = await show();
    await user.click(screen.getByRole('checkbox', { name: 'Select Drive Edinburgh → Glasgow' }));
    await user.click(screen.getByRole('button', { name: 'Accept selected' }));
    expect(await screen.findByText('2 travel timecards added')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', PROPOSALS)).toEqual([{ accept: [FLIGHT_ID, HIDDEN_FLIGHT_ID] }]);
  });

  it('dismisses the selected proposals', async () => {
    const user = await show();
    await user.click(screen.getByRole('checkbox', { name: 'Select JFK → LHR → EDI' }));
    await user.click(screen.getByRole('button', { name: 'Dismiss selected' }));
    expect(await screen.findByText('1 proposal dismissed')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', PROPOSALS)).toEqual([{ dismiss: [CAR_ID] }]);
  });

  it('cannot accept or dismiss with nothing selected', async () => {
    const user = await show();
    await user.click(screen.getByRole('checkbox', { name: 'Select JFK → LHR → EDI' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Drive Edinburgh → Glasgow' }));
    expect(screen.getByRole('button', { name: 'Accept selected' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Dismiss selected' })).toBeDisabled();
  });

  it('shows nothing when no proposal waits', async () => {
    routes[`GET ${ITINERARY}`] = () => json(buildItinerary({ proposals: { bufferBeforeMinutes: 60, bufferAfterMinutes: 30, items: [] } }));
    // Shares the card's query, to know when its answer is in.
    function Answered() {
      return useTravelProposals(TRIP_ID).data ? <p>answered</p> : null;
    }
    renderPart(
      <>
        <TravelProposals tripId={TRIP_ID} />
        <Answered />
      </>,
    );
    await screen.findByText('answered');
    expect(screen.queryByText('Travel hours from the itinerary')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept selected' })).not.toBeInTheDocument();
  });
});
