import path from 'node:path';
import { z } from 'zod';
import { withoutTrailing } from '../shared/text.js';
import { parseTrustProxy } from './http/client-ip.js';
import type { ServicesConfig } from './integrations/config.js';

const optionalUrl = (protocols: readonly string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || protocols.some((p) => v.startsWith(`${p}://`)), {
      message: `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
    });

/** An external service's base URL: `default` when unset, undefined for `off` (the service is then not used). */
const serviceUrl = (fallback: string | undefined) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : v === 'off' ? undefined : withoutTrailing(v, '/')))
    .refine((v) => v === undefined || v === 'default' || /^https?:\/\//.test(v), { message: 'must start with http:// or https://, or be off' });

const EnvSchema = z.object({
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  /** Where the embedded database and local files live. */
  DATA_DIR: z.string().min(1).default('./data'),
  /** Set to use PostgreSQL (server mode) instead of the embedded PGlite database. */
  DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
  /** A streaming replica of DATABASE_URL's database, for lists, charts and the dashboard. */
  DATABASE_REPLICA_URL: optionalUrl(['postgres', 'postgresql']),
  /** Public base URL of the app, used in links sent by mail. */
  APP_URL: optionalUrl(['http', 'https']),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: optionalUrl(['smtp', 'smtps']),
  MAIL_FROM: z.string().min(3).default('Travel & Work Tracker <no-reply@localhost>'),
  /**
   * Behind reverse proxies: which of them say who the client is in X-Forwarded-For (rate limits use
   * it): `true` (one hop), a hop count, or their addresses and networks.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v, ctx) => {
      try {
        return parseTrustProxy(v);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  /** Set to keep uploaded files in an S3-compatible bucket instead of DATA_DIR/files. */
  S3_BUCKET: z.string().trim().min(3).optional(),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ENDPOINT: optionalUrl(['http', 'https']),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  S3_PREFIX: z.string().optional(),
  MAX_UPLOAD_MB: z.coerce.number().positive().max(1024).default(25),
  BACKUP_MAX_MB: z.coerce.number().positive().max(1024 * 1024).default(10 * 1024),
  /**
   * The exchange-rates service: the ECB's daily reference rates through a Frankfurter-compatible
   * API. `off` turns it off (rates are then asked of the user).
   */
  EXCHANGE_RATES_URL: z
    .string()
    .trim()
    .default('https://api.frankfurter.app')
    .transform((v) => (v === 'off' || v === '' ? undefined : withoutTrailing(v, '/')))
    .refine((v) => v === undefined || /^https?:\/\//.test(v), { message: 'must start with http:// or https://, or be off' }),
  EXCHANGE_RATES_TIMEOUT_MS: z.coerce.number().int().positive().max(60_000).default(5000),
  /** Map tiles: a `{z}/{x}/{y}` template the browser loads (`off`: no map, said plainly). */
  MAP_TILES_URL: serviceUrl('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_TILES_ATTRIBUTION: z.string().trim().min(1).default('© OpenStreetMap contributors'),
  /** Geocoding and the address search: which kind of service, and where (`off`: none). */
  GEOCODER: z.enum(['photon', 'nominatim', 'off']).default('photon'),
  /** The geocoder's base URL when not the public instance of its kind; `off` turns it off too. */
  GEOCODER_URL: serviceUrl('default'),
  /** Open-Meteo's forecast API. */
  WEATHER_URL: serviceUrl('https://api.open-meteo.com'),
  /** An OSRM server for driving distances. */
  ROUTING_URL: serviceUrl('https://router.project-osrm.org'),
  /** The flight-status services (each user sets their own key in the profile). */
  AERODATABOX_URL: serviceUrl('https://aerodatabox.p.rapidapi.com'),
  AVIATIONSTACK_URL: serviceUrl('https://api.aviationstack.com/v1'),
  /**
   * A language model you run, asked to read a confirmation none of the readers could (an
   * OpenAI-compatible API: a local Ollama is `http://localhost:11434/v1`); off unless set. Its
   * answer is shown as guessed, for review.
   */
  IMPORT_MODEL_URL: serviceUrl(undefined),
  IMPORT_MODEL: z.string().trim().min(1).default('llama3.1'),
  /** Sent as a bearer token, where the endpoint wants one. */
  IMPORT_MODEL_KEY: z.string().trim().min(1).optional(),
  /** A model reads slowly: how long its answer may take. */
  IMPORT_MODEL_TIMEOUT_MS: z.coerce.number().int().positive().max(300_000).default(60_000),
  /** How long a call to one of those services may take, retries included. */
  SERVICES_TIMEOUT_MS: z.coerce.number().int().positive().max(60_000).default(5000),
  /** The inbound SMTP listener for import addresses: off unless a port is given. */
  IMPORT_SMTP_PORT: z.coerce.number().int().min(0).max(65_535).optional(),
  IMPORT_SMTP_HOST: z.string().min(1).optional(),
  /** The domain of import addresses (`trips+<token>@<domain>`); APP_URL's host, else localhost. */
  IMPORT_MAIL_DOMAIN: z.string().trim().regex(/^[A-Z0-9.-]+$/i, { message: 'must be a domain name' }).optional(),
  /** The largest mail the listener accepts, in MB. */
  IMPORT_MAX_MB: z.coerce.number().positive().max(100).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Directory of the built client; the default is where `npm run build` puts it. */
  CLIENT_DIR: z.string().min(1).default('./dist/client'),
  /** Seconds to let in-flight requests finish on SIGTERM/SIGINT before closing anyway. */
  SHUTDOWN_TIMEOUT_S: z.coerce.number().positive().default(10),
});

export type Env = z.infer<typeof EnvSchema> & { DATA_DIR: string; CLIENT_DIR: string };

/** Thrown when the environment is invalid; the message names each bad variable. */
export class EnvError extends Error {
  override name = 'EnvError';
}

/** Reads and checks the configuration from `source` (normally `process.env`). */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new EnvError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = result.data;
  if (env.DATABASE_URL && !env.AUTH_SECRET) {
    throw new EnvError('Invalid configuration:\n  AUTH_SECRET: required in server mode (DATABASE_URL is set)');
  }
  if (env.DATABASE_REPLICA_URL && !env.DATABASE_URL) {
    throw new EnvError('Invalid configuration:\n  DATABASE_REPLICA_URL: a replica of the DATABASE_URL database; set DATABASE_URL too');
  }
  // Links in mail must point where the app really is; a request's Host header is never asked.
  if ((env.DATABASE_URL || env.SMTP_URL) && !env.APP_URL) {
    throw new EnvError('Invalid configuration:\n  APP_URL: required when mail is sent (server mode, or SMTP_URL set): the public address links in mail point to');
  }
  return { ...env, DATA_DIR: path.resolve(env.DATA_DIR), CLIENT_DIR: path.resolve(env.CLIENT_DIR) };
}

/** The app's public origin: APP_URL (without a trailing slash), else the local address it serves. */
export const appOrigin = (env: Env): string => (env.APP_URL === undefined ? `http://localhost:${env.PORT}` : withoutTrailing(env.APP_URL, '/'));

const GEOCODER_DEFAULT_URLS = { photon: 'https://photon.komoot.io', nominatim: 'https://nominatim.openstreetmap.org' } as const;

/** The external services as the configuration names them (README, "Configuration"). */
export function servicesOf(env: Env): ServicesConfig {
  const contact = env.APP_URL ? ` (+${env.APP_URL})` : '';
  const kind = env.GEOCODER;
  return {
    timeoutMs: env.SERVICES_TIMEOUT_MS,
    userAgent: `TravelWorkTracker/1.0${contact}`,
    tiles: env.MAP_TILES_URL ? { url: env.MAP_TILES_URL, attribution: env.MAP_TILES_ATTRIBUTION } : undefined,
    geocoder:
      kind === 'off' || env.GEOCODER_URL === undefined
        ? undefined
        : { kind, baseUrl: env.GEOCODER_URL === 'default' ? GEOCODER_DEFAULT_URLS[kind] : env.GEOCODER_URL },
    weather: env.WEATHER_URL ? { baseUrl: env.WEATHER_URL } : undefined,
    routing: env.ROUTING_URL ? { baseUrl: env.ROUTING_URL } : undefined,
    flights: { aerodatabox: env.AERODATABOX_URL, aviationstack: env.AVIATIONSTACK_URL },
    model: env.IMPORT_MODEL_URL ? { baseUrl: env.IMPORT_MODEL_URL, name: env.IMPORT_MODEL, key: env.IMPORT_MODEL_KEY, timeoutMs: env.IMPORT_MODEL_TIMEOUT_MS } : undefined,
  };
}
