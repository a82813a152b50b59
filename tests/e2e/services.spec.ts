import { expect, test, type Page } from './support/test.js';
import { messages } from '../../src/shared/messages.js';
import { chooseZone, pickDateTime } from './support/pickers.js';
import { signUpAndSignIn } from './support/session.js';
import { servicesStoppedPort, STOPPED } from './support/services.js';

// The trip starts tomorrow, so the forecast covers it and the flight's status is asked for.
const NY = 'America/New_York';
const BERLIN = 'Europe/Berlin';
const DESTINATION = 'Brandenburger Tor Berlin';

/** The calendar day `days` from now in `zone`, as YYYY-MM-DD. */
const dayFromNow = (days: number, zone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() + days * 86_400_000));

async function post(page: Page, path: string, data: unknown) {
  const res = await page.request.post(`/api/v1/${path}`, { data });
  expect(res.status(), path).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/**
 * A trip to `destination` by way of London: United `flight` from New York tomorrow evening; the
 * user's AeroDataBox key set. The services' answers are kept in the database both app servers
 * share, so the story without services asks for a place and a flight the other never did.
 */
async function plannedTrip(page: Page, destination: string, flight: string) {
  await signUpAndSignIn(page);
  const key = await page.request.put('/api/v1/account/flight-service', { data: { provider: 'aerodatabox', key: 'e2e-rapidapi-key-1234' } });
  expect(key.status()).toBe(200);
  const tomorrow = dayFromNow(1, NY);
  const tripId = await post(page, 'trips', {
    title: 'Berlin workshop',
    address: destination,
    start: { local: `${tomorrow}T08:00`, zone: NY },
    end: { local: `${dayFromNow(5, BERLIN)}T18:00`, zone: BERLIN },
  });
  await post(page, 'reservations', {
    tripId,
    type: 'flight',
    provider: 'United',
    start: { local: `${tomorrow}T19:00`, zone: NY },
    end: { local: `${dayFromNow(2, 'Europe/London')}T07:05`, zone: 'Europe/London' },
    flight: { airlineCode: 'UA', flightNumber: flight, departureAirport: 'JFK', arrivalAirport: 'LHR', departureGate: 'B20' },
  });
  await page.goto(`/protected/trips/${tripId}`);
  // The trip page's first load (its lazy chunk, the map's) outlasted the default 10 s twice in the
  // full suite on a loaded two-core machine; the spec alone passed 4 of 4.
  await expect(page.getByRole('heading', { name: 'Berlin workshop' })).toBeVisible({ timeout: 30_000 });
  return tripId;
}

test('services: the trip shows its weather, the flight status and gate, directions, and its places on the map', { tag: '@phone' }, async ({ page }) => {
  const tripId = await plannedTrip(page, DESTINATION, '100');
  const weather = page.getByRole('region', { name: 'Weather' });
  await expect(weather.getByRole('heading', { name: /^Weather in / })).toBeVisible();
  await expect(weather.getByText(/°F \/ /).first()).toBeVisible();

  // The flight is tomorrow: its live status, with the delay and the gate that changed.
  const status = page.getByLabel('Flight status').first();
  await expect(status.getByText('45 min late')).toBeVisible();
  await expect(status.getByText('Gate changed to B22')).toBeVisible();

  // Directions to the destination in each maps app.
  for (const app of ['Apple Maps', 'Google Maps', 'OpenStreetMap']) {
    await expect(page.getByRole('link', { name: app }).first()).toHaveAttribute('href', /.+/);
  }

  // A meeting at an address chosen among the suggestions as it is typed: it keeps where it is.
  await page.getByRole('tab', { name: 'Reservations' }).click();
  await page.getByRole('button', { name: 'Add reservation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add reservation' });
  await dialog.getByRole('combobox', { name: 'Type', exact: true }).click();
  await page.getByRole('option', { name: 'Event', exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Organizer', exact: true }).fill('Partner meeting');
  await chooseZone(page, dialog, 'Start', BERLIN);
  await pickDateTime(page, dialog, 'Start', `${dayFromNow(3, BERLIN)}T10:00`);
  await dialog.getByRole('combobox', { name: 'Address', exact: true }).fill('Pariser Platz');
  await page.getByRole('option', { name: /^Brandenburger Tor, Pariser Platz 1/ }).click();
  await expect(dialog.getByRole('combobox', { name: 'Address', exact: true })).toHaveValue(/^Brandenburger Tor, Pariser Platz 1/);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const saved = (await (await page.request.get(`/api/v1/reservations?tripId=${tripId}`)).json()) as { items: { type: string; startPlace: { latitude: number | null } }[] };
  expect(saved.items.find((r) => r.type === 'event')?.startPlace.latitude).toBe(52.5162746);

  // The map: New York, London and the meeting in Berlin in order, the flight as an arc, on the local tiles.
  await page.getByRole('tab', { name: 'Map' }).click();
  const map = page.getByRole('region', { name: 'Trip map' });
  await expect(map).toBeVisible();
  await expect(map.locator('.places-map-marker')).toHaveCount(3);
  await expect(map.locator('path.places-map-flight')).toHaveCount(1);
  await expect(map.locator('img.leaflet-tile-loaded').first()).toBeVisible();
  await expect(map.locator('.leaflet-control-attribution')).toContainText('OpenStreetMap');
  const places = page.getByRole('list', { name: 'Trip map: places' });
  await expect(places.getByRole('listitem')).toHaveCount(3);
  // The meeting's address is the trip's, as the geocoder words it: one place, reached by the meeting.
  await expect(places.getByRole('listitem').nth(2)).toContainText('Brandenburger Tor, Pariser Platz 1');
  await expect(map.locator('path.places-map-ground')).toHaveCount(1);
});

test.describe('with every external service stopped', () => {
  test.use({ baseURL: `http://127.0.0.1:${servicesStoppedPort}` });

  test('services: the same pages work and say what is missing', async ({ page, consoleGuard }) => {
    // The tiles the browser asks the stopped tile server for fail, as they would offline.
    consoleGuard.allow(new RegExp(STOPPED.replace(/[.:/]/g, '\\$&')));
    const destination = `Marienplatz ${Math.random().toString(36).slice(2, 8)} Munich`;
    await plannedTrip(page, destination, String(200 + Math.floor(Math.random() * 700)));
    await expect(page.getByRole('region', { name: 'Weather' }).getByText(messages.weatherUnavailable)).toBeVisible();
    await expect(page.getByText(messages.flightInformationNotAvailable).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Google Maps' }).first()).toBeVisible();

    await page.getByRole('tab', { name: 'Map' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The map is not available.' })).toBeVisible();
    // The airports are still placed and listed; the destination, which needed the geocoder, is named as not on the map.
    const places = page.getByRole('list', { name: 'Trip map: places' });
    await expect(places.getByRole('listitem')).toHaveCount(3);
    await expect(places.getByText(`${destination} · not on the map`)).toBeVisible();
  });
});
