import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../../shared/messages.js';
import type { TripWeather } from '../../../../shared/weather.js';
import { json, stubFetch } from '../../../test/fetch-stub.js';
import { renderPart, TRIP_ID } from './timeline-test-data.js';
import { WeatherCard } from './weather-card.js';

const PATH = `/api/v1/trips/${TRIP_ID}/weather`;
const place = { name: 'London Heathrow Airport', latitude: 51.4706, longitude: -0.4619 };

describe('the weather card', () => {
  it("shows each day's weather in words, °F high and low, and the chance of precipitation", async () => {
    const weather: TripWeather = {
      place,
      days: [
        { date: '2026-03-08', code: 61, summary: 'Light rain', maxF: 45.5, minF: 38.1, precipitationChance: 80 },
        { date: '2026-03-09', code: 0, summary: 'Clear sky', maxF: 51.3, minF: 36.9, precipitationChance: 0 },
      ],
      message: null,
      fetchedAt: '2026-03-05T12:00:00.000Z',
      stale: false,
    };
    stubFetch({ [`GET ${PATH}`]: () => json(weather) });
    renderPart(<WeatherCard tripId={TRIP_ID} />);
    expect(await screen.findByRole('heading', { name: 'Weather in London Heathrow Airport' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '2026-03-08: Light rain' })).toHaveTextContent('Sun, 03/08Light rain46°F / 38°F80% precipitation');
    expect(screen.getByRole('group', { name: '2026-03-09: Clear sky' })).toHaveTextContent('51°F / 37°F');
    expect(screen.queryByText(/^Forecast of/)).not.toBeInTheDocument();
  });

  it('says when a forecast it could not refresh was made, as the full date-time in the browser zone', async () => {
    stubFetch({ [`GET ${PATH}`]: () => json({ place, days: [], message: null, fetchedAt: '2026-03-05T12:00:00.000Z', stale: true }) });
    renderPart(<WeatherCard tripId={TRIP_ID} />);
    expect(await screen.findByText('Forecast of 2026-03-05 07:00:00')).toBeInTheDocument();
  });

  it('says plainly why there is no forecast', async () => {
    stubFetch({ [`GET ${PATH}`]: () => json({ place: null, days: [], message: messages.weatherNotYet, fetchedAt: null, stale: false }) });
    renderPart(<WeatherCard tripId={TRIP_ID} />);
    expect(await screen.findByText(messages.weatherNotYet)).toBeInTheDocument();
  });

  it('says the weather is not available when the call fails', async () => {
    stubFetch({});
    renderPart(<WeatherCard tripId={TRIP_ID} />);
    expect(await screen.findByText(messages.weatherUnavailable)).toBeInTheDocument();
  });
});
