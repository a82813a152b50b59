import { z } from 'zod';
import { weatherSummary, type WeatherDay } from '../../shared/weather.js';
import { cached, type Cached } from './cache.js';
import type { ServiceContext } from './geocoder.js';
import { fetchJson, ServiceError } from './http.js';

/**
 * The weather adapter: Open-Meteo's daily forecast (`GET {base}/v1/forecast`) in °F, for dates
 * within its range (today and the 15 days after; the service refuses others). Answers are kept
 * one hour in the shared cache, so a trip's page viewed again does not ask again.
 */
const ONE_HOUR_MS = 60 * 60 * 1000;
const DAILY = 'weather_code,temperature_2m_max,temperature_2m_min,precipitation_probability_max';

const values = z.array(z.number().nullable());
const ForecastSchema = z.object({
  daily: z.object({
    time: z.array(z.string()),
    weather_code: values,
    temperature_2m_max: values,
    temperature_2m_min: values,
    precipitation_probability_max: values,
  }),
});

export interface ForecastRequest {
  latitude: number;
  longitude: number;
  /** Local dates at the place, `YYYY-MM-DD`, both included. */
  from: string;
  to: string;
}

function daysOf(body: z.infer<typeof ForecastSchema>): WeatherDay[] {
  const d = body.daily;
  return d.time.map((date, i) => {
    const code = d.weather_code[i] ?? null;
    return {
      date,
      code,
      summary: weatherSummary(code),
      maxF: d.temperature_2m_max[i] ?? null,
      minF: d.temperature_2m_min[i] ?? null,
      precipitationChance: d.precipitation_probability_max[i] ?? null,
    };
  });
}

/** Two decimals (about a kilometre): the same town from two trips shares one cached forecast. */
const rounded = (value: number) => value.toFixed(2);

/** The daily forecast at a place for a range of dates (fresh within the hour); throws a ServiceError when it cannot be had. */
export async function forecast(ctx: ServiceContext, request: ForecastRequest): Promise<Cached<WeatherDay[]>> {
  const weather = ctx.services.weather;
  if (!weather) throw new ServiceError('off');
  const latitude = rounded(request.latitude);
  const longitude = rounded(request.longitude);
  const key = `${latitude},${longitude}:${request.from}:${request.to}`;
  return cached(ctx.db, { service: 'weather', key, ttlMs: ONE_HOUR_MS }, async () => {
    const url = new URL('v1/forecast', `${weather.baseUrl}/`);
    url.search = new URLSearchParams({
      latitude,
      longitude,
      daily: DAILY,
      timezone: 'auto',
      temperature_unit: 'fahrenheit',
      start_date: request.from,
      end_date: request.to,
    }).toString();
    const { timeoutMs, userAgent } = ctx.services;
    return daysOf(await fetchJson({ url, schema: ForecastSchema, timeoutMs, userAgent }));
  });
}
