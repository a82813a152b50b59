import type { Recorded } from '../recorded-service.js';

/**
 * Open-Meteo's daily forecast (`/v1/forecast`), as the service documents and answers it: one value
 * per day of the dates asked for, in °F, in the place's zone (`timezone=auto`). The recorded days
 * cycle through a few kinds of weather; the empty answer has the same shape and no days.
 */
const pattern = [
  { code: 3, max: 48.2, min: 39.6, rain: 20 },
  { code: 61, max: 45.5, min: 38.1, rain: 80 },
  { code: 0, max: 51.3, min: 36.9, rain: 0 },
  { code: 95, max: 55, min: 44.4, rain: 65 },
];

const datesBetween = (from: string, to: string) => {
  const dates: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`) && dates.length < 16; t += 86_400_000) {
    dates.push(new Date(t).toISOString().slice(0, 10));
  }
  return dates;
};

const answer = (latitude: number, longitude: number, dates: string[]) => ({
  latitude,
  longitude,
  generationtime_ms: 0.0691413879394531,
  utc_offset_seconds: 0,
  timezone: 'Europe/London',
  timezone_abbreviation: 'GMT',
  elevation: 23,
  daily_units: { time: 'iso8601', weather_code: 'wmo code', temperature_2m_max: '°F', temperature_2m_min: '°F', precipitation_probability_max: '%' },
  daily: {
    time: dates,
    weather_code: dates.map((_, i) => pattern[i % pattern.length]?.code ?? null),
    temperature_2m_max: dates.map((_, i) => pattern[i % pattern.length]?.max ?? null),
    temperature_2m_min: dates.map((_, i) => pattern[i % pattern.length]?.min ?? null),
    precipitation_probability_max: dates.map((_, i) => pattern[i % pattern.length]?.rain ?? null),
  },
});

/** The recorded Open-Meteo: answers `/v1/forecast` for the dates and place asked. */
export const recordedWeather: Recorded = (url) => {
  if (url.pathname !== '/v1/forecast') return undefined;
  const q = url.searchParams;
  const from = q.get('start_date') ?? '';
  const to = q.get('end_date') ?? from;
  const latitude = Number(q.get('latitude'));
  const longitude = Number(q.get('longitude'));
  return { ok: answer(latitude, longitude, datesBetween(from, to)), empty: answer(latitude, longitude, []) };
};
