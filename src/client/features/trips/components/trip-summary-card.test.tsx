import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TravelSummary } from '../../../../shared/itinerary.js';
import { json, type StubRoutes, stubFetch } from '../../../test/fetch-stub.js';
import { baseRoutes, buildItinerary, ITINERARY, renderPart, TRIP_ID } from './timeline-test-data.js';
import { TripSummaryCard } from './trip-summary-card.js';

const summary: TravelSummary = {
  trips: 1,
  nightsAway: 5,
  flights: 3,
  milesFlown: 7021,
  workHours: 24,
  travelHours: 11.5,
  spent: [
    { currency: 'GBP', amountMinor: 123456 },
    { currency: 'USD', amountMinor: 4500 },
  ],
};

let routes: StubRoutes;

beforeEach(() => {
  routes = { ...baseRoutes(), [`GET ${ITINERARY}`]: () => json(buildItinerary({ summary })) };
  stubFetch(routes);
});

const stat = (name: string) => screen.getByRole('group', { name });

describe('trip summary card', () => {
  it('shows nights, flights, miles with a thousands separator, hours and spending per currency', async () => {
    renderPart(<TripSummaryCard tripId={TRIP_ID} />);
    await screen.findByText('7,021');
    expect(stat('Nights away')).toHaveTextContent('5');
    expect(stat('Flights')).toHaveTextContent('3');
    expect(stat('Miles flown')).toHaveTextContent('7,021');
    expect(stat('Work hours')).toHaveTextContent('24.00 h');
    expect(stat('Travel hours')).toHaveTextContent('11.50 h');
    expect(within(stat('Spent')).getByText('£1,234.56')).toBeInTheDocument();
    expect(within(stat('Spent')).getByText('$45.00')).toBeInTheDocument();
  });

  it("shows '—' when nothing is spent yet", async () => {
    routes[`GET ${ITINERARY}`] = () => json(buildItinerary({ summary: { ...summary, spent: [] } }));
    renderPart(<TripSummaryCard tripId={TRIP_ID} />);
    await screen.findByText('7,021');
    expect(stat('Spent')).toHaveTextContent('—');
  });
});
