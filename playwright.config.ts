import { defineConfig, devices } from '@playwright/test';
import { servicesStoppedPort, STOPPED } from './tests/e2e/support/services.js';

const port = Number(process.env.E2E_PORT ?? 4173);

/** One app server of the build for the tests, with `env` on top of the common settings. */
function appServer(serverPort: number, env: Record<string, string>) {
  return {
    command: 'node dist/server/index.js',
    url: `http://127.0.0.1:${serverPort}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(serverPort),
      HOST: '127.0.0.1',
      APP_URL: `http://127.0.0.1:${serverPort}`,
      LOG_LEVEL: 'warn',
      DATA_DIR: process.env.E2E_DATA_DIR ?? 'data/e2e',
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
      ...(process.env.E2E_SMTP_URL ? { SMTP_URL: process.env.E2E_SMTP_URL } : {}),
      EXCHANGE_RATES_URL: process.env.E2E_RATES_URL ?? 'off',
      ...(process.env.E2E_IMPORT_SMTP_PORT && serverPort === port
        ? { IMPORT_SMTP_PORT: process.env.E2E_IMPORT_SMTP_PORT, IMPORT_SMTP_HOST: '127.0.0.1', IMPORT_MAIL_DOMAIN: 'in.tracker.test' }
        : {}),
      AUTH_SECRET: process.env.AUTH_SECRET ?? 'e2e-secret-e2e-secret-e2e-secret-0123456789',
      SERVICES_TIMEOUT_MS: '3000',
      // Each test sends its own client address (support/test.ts), so the sign-in limits stay real per client.
      TRUST_PROXY: 'true',
      ...env,
    },
  };
}
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// The system Chromium, headless, with its background networking off: this machine has no
// internet and Chromium's own calls home would only be refused.
const launchOptions = {
  executablePath: chromium,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Two workers on a two-core machine, beside the server and its database: room for a busy moment.
  // A heavy page's first load (a trip, a project) has taken over 10 s there, so a state is awaited
  // for up to 20 s.
  timeout: 60_000,
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  // Every story on a desktop; on a phone, those a traveller lives on one (tagged '@phone': signing up, the trip, the
  // dashboard and menu, each page's axe check, everything offline, a receipt's photo, a forwarded mail's review).
  // The stories of office work (customers, projects, charts, time sheets, backups) take their 390 px look with
  // `support/shoot.ts` or set the phone's viewport themselves.
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions } },
    { name: 'phone', grep: /@phone/, use: { ...devices['Pixel 7'], launchOptions } },
  ],
  // The app, with every external service at a local server of recorded answers; and a second one
  // on the same database (a cluster of two) whose services are all stopped, for the story of what
  // the pages say without them.
  webServer: [
    appServer(port, {
      MAP_TILES_URL: process.env.E2E_TILES_URL ?? 'off',
      GEOCODER_URL: process.env.E2E_GEOCODER_URL ?? 'off',
      WEATHER_URL: process.env.E2E_WEATHER_URL ?? 'off',
      ROUTING_URL: process.env.E2E_ROUTING_URL ?? 'off',
      AERODATABOX_URL: process.env.E2E_AERODATABOX_URL ?? 'off',
      AVIATIONSTACK_URL: 'off',
    }),
    appServer(servicesStoppedPort, {
      MAP_TILES_URL: `${STOPPED}/tiles/{z}/{x}/{y}.png`,
      GEOCODER_URL: `${STOPPED}/geocoder`,
      WEATHER_URL: `${STOPPED}/weather`,
      ROUTING_URL: `${STOPPED}/routing`,
      AERODATABOX_URL: `${STOPPED}/flights`,
      AVIATIONSTACK_URL: 'off',
      // The embedded database is one process's: this one gets its own.
      ...(process.env.E2E_DATABASE_URL ? {} : { DATA_DIR: `${process.env.E2E_DATA_DIR ?? 'data/e2e'}-services-stopped` }),
    }),
  ],
});
