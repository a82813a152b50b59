// `npm run test:e2e`: end-to-end tests in the system Chromium against the production build, with
// a real SMTP server on loopback whose mail the tests read. With TEST_DATABASE_URL set the app
// runs on a new PostgreSQL database made for this run and dropped after it; otherwise on a new
// embedded database in a temporary directory.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startRatesServer } from '../src/server/test/rates-server.js';
import { recordedAeroDataBox } from '../src/server/test/recorded/flights.js';
import { recordedGeocoder } from '../src/server/test/recorded/geocoder.js';
import { recordedRouting } from '../src/server/test/recorded/routing.js';
import { recordedWeather } from '../src/server/test/recorded/weather.js';
import { startRecordedService } from '../src/server/test/recorded-service.js';
import { startTileServer } from '../src/server/test/tile-server.js';
import { startSmtpSink } from '../src/server/test/smtp-sink.js';
import { buildIfMissing, freePort, requireChromium, root } from './support/serve-built-app.js';

const chromium = requireChromium();
await buildIfMissing();

async function admin(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const work = mkdtempSync(path.join(tmpdir(), 'twt-e2e-'));
const mailDir = path.join(work, 'mail');
mkdirSync(mailDir);
let received = 0;
const smtp = await startSmtpSink((raw) => {
  received += 1;
  writeFileSync(path.join(mailDir, `${String(received).padStart(5, '0')}.eml`), raw);
});

// The exchange-rates service with recorded answers: the app never reaches the internet in tests.
const rates = await startRatesServer();
// And so are the map tiles, the geocoder, the weather, routing and flight-status services.
const tiles = await startTileServer();
const services = {
  geocoder: await startRecordedService(recordedGeocoder),
  weather: await startRecordedService(recordedWeather),
  routing: await startRecordedService(recordedRouting),
  flights: await startRecordedService(recordedAeroDataBox),
};

const env: Record<string, string | undefined> = {
  ...process.env,
  E2E_RATES_URL: rates.baseUrl,
  E2E_TILES_URL: tiles.url,
  E2E_GEOCODER_URL: services.geocoder.baseUrl,
  E2E_WEATHER_URL: services.weather.baseUrl,
  E2E_ROUTING_URL: services.routing.baseUrl,
  E2E_AERODATABOX_URL: services.flights.baseUrl,
  E2E_SERVICES_STOPPED_PORT: String(await freePort()),
  E2E_PORT: process.env.E2E_PORT ?? String(await freePort()),
  // The import address's SMTP listener, which the import story sends a forwarded mail to.
  E2E_IMPORT_SMTP_PORT: String(await freePort()),
  E2E_DATA_DIR: path.join(work, 'data'),
  E2E_MAIL_DIR: mailDir,
  E2E_SMTP_URL: smtp.url,
};
const adminUrl = process.env.TEST_DATABASE_URL;
let dbName: string | undefined;
if (adminUrl) {
  dbName = `twt_e2e_${Date.now()}_${randomBytes(3).toString('hex')}`;
  await admin(adminUrl, `CREATE DATABASE ${dbName}`);
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  env.E2E_DATABASE_URL = url.toString();
}
console.log(`e2e: app on ${dbName ? `PostgreSQL database ${dbName}` : 'the embedded database'}, mail via ${smtp.url}, browser ${chromium}`);

// Asynchronously: this process also hosts the SMTP server the app sends to while the tests run.
const child = spawn('npx', ['playwright', 'test', ...process.argv.slice(2)], { cwd: root, env, stdio: 'inherit' });
const status = await new Promise<number>((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
await smtp.close();
await Promise.all([rates.close(), tiles.close(), ...Object.values(services).map((service) => service.close())]);
if (dbName && adminUrl) await admin(adminUrl, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
rmSync(work, { recursive: true, force: true });
process.exit(status);
