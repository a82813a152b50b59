import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appOrigin, EnvError, loadEnv, servicesOf } from './env.js';
import { tilesOrigin } from './http/security.js';

describe('loadEnv', () => {
  it('has working defaults for the embedded mode', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe(path.resolve('data'));
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.MAX_UPLOAD_MB).toBe(25);
  });

  it('names each bad variable', () => {
    expect(() => loadEnv({ PORT: 'eighty', SMTP_URL: 'mail.example.com' })).toThrow(EnvError);
    try {
      loadEnv({ PORT: 'eighty', SMTP_URL: 'mail.example.com' });
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT: /);
      expect((error as Error).message).toMatch(/SMTP_URL: must start with smtp:\/\/ or smtps:\/\//);
    }
  });

  it('requires APP_URL whenever mail can be sent, and otherwise serves the local origin it was started for', () => {
    const secret = 'x'.repeat(32);
    expect(() => loadEnv({ DATABASE_URL: 'postgres://db/app', AUTH_SECRET: secret })).toThrow(/APP_URL: required when mail is sent/);
    expect(() => loadEnv({ SMTP_URL: 'smtp://mail.example.com' })).toThrow(/APP_URL: required when mail is sent/);
    expect(appOrigin(loadEnv({ SMTP_URL: 'smtp://mail.example.com', APP_URL: 'https://trips.example.com/' }))).toBe('https://trips.example.com');
    expect(appOrigin(loadEnv({ PORT: '8080' }))).toBe('http://localhost:8080');
  });

  it('reads TRUST_PROXY as none, a hop count or proxy addresses, and names a bad one', () => {
    expect(loadEnv({}).TRUST_PROXY).toBeUndefined();
    expect(loadEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toEqual({ hops: 1 });
    expect(loadEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toEqual({ hops: 2 });
    expect(loadEnv({ TRUST_PROXY: '10.0.0.0/8,192.0.2.1' }).TRUST_PROXY).toHaveProperty('proxies');
    expect(() => loadEnv({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY: "yes" is not an address or network/);
  });

  it('requires AUTH_SECRET in server mode', () => {
    expect(() => loadEnv({ DATABASE_URL: 'postgres://db/app' })).toThrow(/AUTH_SECRET: required in server mode/);
    expect(loadEnv({ DATABASE_URL: 'postgres://db/app', AUTH_SECRET: 'x'.repeat(32), APP_URL: 'https://trips.example.com' }).DATABASE_URL).toBe(
      'postgres://db/app',
    );
  });

  it('takes a read replica only beside DATABASE_URL, and only a postgres URL', () => {
    const server = { DATABASE_URL: 'postgres://db/app', AUTH_SECRET: 'x'.repeat(32), APP_URL: 'https://trips.example.com' };
    expect(() => loadEnv({ DATABASE_REPLICA_URL: 'postgres://replica/app' })).toThrow(/DATABASE_REPLICA_URL: a replica of the DATABASE_URL database; set DATABASE_URL too/);
    expect(() => loadEnv({ ...server, DATABASE_REPLICA_URL: 'http://replica/app' })).toThrow(/DATABASE_REPLICA_URL/);
    expect(loadEnv({ ...server, DATABASE_REPLICA_URL: 'postgres://replica/app' }).DATABASE_REPLICA_URL).toBe('postgres://replica/app');
  });

  it('has the public services by default, each one off by `off`, and refuses a URL that is not http', () => {
    const on = servicesOf(loadEnv({ APP_URL: 'https://trips.example.com' }));
    expect(on.tiles).toEqual({ url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: '© OpenStreetMap contributors' });
    expect(on.geocoder).toEqual({ kind: 'photon', baseUrl: 'https://photon.komoot.io' });
    expect(on.weather).toEqual({ baseUrl: 'https://api.open-meteo.com' });
    expect(on.userAgent).toBe('TravelWorkTracker/1.0 (+https://trips.example.com)');
    expect(servicesOf(loadEnv({ GEOCODER: 'nominatim' })).geocoder).toEqual({ kind: 'nominatim', baseUrl: 'https://nominatim.openstreetmap.org' });
    expect(servicesOf(loadEnv({ GEOCODER: 'nominatim', GEOCODER_URL: 'http://geo.local:8080/' })).geocoder?.baseUrl).toBe('http://geo.local:8080');
    expect(servicesOf(loadEnv({ GEOCODER_URL: 'off' })).geocoder).toBeUndefined();
    const off = servicesOf(loadEnv({ MAP_TILES_URL: 'off', GEOCODER: 'off', WEATHER_URL: 'off', ROUTING_URL: 'off', AERODATABOX_URL: 'off', AVIATIONSTACK_URL: 'off' }));
    expect(off).toMatchObject({ tiles: undefined, geocoder: undefined, weather: undefined, routing: undefined, flights: { aerodatabox: undefined, aviationstack: undefined } });
    expect(() => loadEnv({ WEATHER_URL: 'ftp://weather' })).toThrow(/WEATHER_URL: must start with http:\/\/ or https:\/\/, or be off/);
    // The import's language model is off unless its URL is given.
    expect(on.model).toBeUndefined();
    expect(servicesOf(loadEnv({ IMPORT_MODEL_URL: 'http://localhost:11434/v1/' })).model).toEqual({ baseUrl: 'http://localhost:11434/v1', name: 'llama3.1', key: undefined, timeoutMs: 60_000 });
  });

  it("allows the tiles' origin as an image source, subdomains as a wildcard", () => {
    expect(tilesOrigin('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://tile.openstreetmap.org');
    expect(tilesOrigin('https://{s}.tile.example.com:8443/{z}/{x}/{y}{r}.png')).toBe('https://*.tile.example.com:8443');
  });
});
