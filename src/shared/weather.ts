import { z } from 'zod';

/** Open-Meteo forecasts reach this many days ahead, today included. */
export const FORECAST_DAYS = 16;

export const WeatherDaySchema = z.object({
  /** The local date at the place, `YYYY-MM-DD`. */
  date: z.string(),
  /** The WMO weather code (Open-Meteo's `weather_code`); null when the service had none. */
  code: z.number().int().nullable(),
  /** The code in words ('Light rain'). */
  summary: z.string(),
  maxF: z.number().nullable(),
  minF: z.number().nullable(),
  /** The highest chance of precipitation over the day, in percent. */
  precipitationChance: z.number().nullable(),
});
export type WeatherDay = z.infer<typeof WeatherDaySchema>;

/** `GET /trips/{id}/weather`: the forecast at the trip's destination for its days, or a sentence saying why there is none. */
export const TripWeatherSchema = z.object({
  place: z.object({ name: z.string(), latitude: z.number(), longitude: z.number() }).nullable(),
  days: z.array(WeatherDaySchema),
  /** Why there are no days (or fewer than the trip's), in plain words; null when there is nothing to say. */
  message: z.string().nullable(),
  /** When the service gave this forecast (ISO); null without one. */
  fetchedAt: z.string().nullable(),
  /** The service did not answer this time: this is its last forecast. */
  stale: z.boolean(),
});
export type TripWeather = z.infer<typeof TripWeatherSchema>;

/** WMO weather interpretation codes (as Open-Meteo documents them) in words. */
const wmoSummaries: Record<number, string> = {
  0: 'Clear sky',
  1: 'Mainly clear',
  2: 'Partly cloudy',
  3: 'Overcast',
  45: 'Fog',
  48: 'Freezing fog',
  51: 'Light drizzle',
  53: 'Drizzle',
  55: 'Dense drizzle',
  56: 'Light freezing drizzle',
  57: 'Freezing drizzle',
  61: 'Light rain',
  63: 'Rain',
  65: 'Heavy rain',
  66: 'Light freezing rain',
  67: 'Freezing rain',
  71: 'Light snow',
  73: 'Snow',
  75: 'Heavy snow',
  77: 'Snow grains',
  80: 'Light showers',
  81: 'Showers',
  82: 'Violent showers',
  85: 'Snow showers',
  86: 'Heavy snow showers',
  95: 'Thunderstorm',
  96: 'Thunderstorm with hail',
  99: 'Thunderstorm with heavy hail',
};

/** A WMO weather code in words; 'Unknown' for a code the table does not have. */
export const weatherSummary = (code: number | null): string => (code === null ? 'Unknown' : (wmoSummaries[code] ?? 'Unknown'));

/** The kind of weather a WMO code names, for the icon beside it. */
export type WeatherKind = 'clear' | 'partly-cloudy' | 'cloudy' | 'fog' | 'drizzle' | 'rain' | 'snow' | 'storm' | 'unknown';

/** The kind of weather of a WMO code. */
export function weatherKind(code: number | null): WeatherKind {
  if (code === null) return 'unknown';
  if (code <= 1) return 'clear';
  if (code === 2) return 'partly-cloudy';
  if (code === 3) return 'cloudy';
  if (code === 45 || code === 48) return 'fog';
  if (code >= 51 && code <= 57) return 'drizzle';
  if ((code >= 61 && code <= 67) || (code >= 80 && code <= 82)) return 'rain';
  if ((code >= 71 && code <= 77) || code === 85 || code === 86) return 'snow';
  if (code >= 95) return 'storm';
  return 'unknown';
}
