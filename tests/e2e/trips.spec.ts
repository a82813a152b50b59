import type { Locator } from '@playwright/test';
import { expect, test, type Page } from './support/test.js';
import { messages } from '../../src/shared/messages.js';
import { chooseZone, pickDateTime } from './support/pickers.js';
import { signUpAndSignIn } from './support/session.js';

// signUpAndSignIn's user lives in Chicago, and so does the browser: the trip's times name their own
// zones wherever it is, and the week of timecards is Chicago's.
const HOME = 'America/Chicago';
test.use({ timezoneId: HOME });
// One story from the customer to the active trip, with eight date pickers on the way: about a
// minute alone, and once over two minutes beside the other tests on CI's two cores.
test.setTimeout(240_000);

const TRIP = 'London and Edinburgh';
const FLIGHT = 'UA 100 JFK → LHR';
const HOTEL = 'Strand Palace Hotel';
const CAR = 'Hertz';

async function created(page: Page, area: string, data: Record<string, unknown>) {
  const res = await page.request.post(`/api/v1/${area}`, { data });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** Opens the trip's reservation dialog, with the trip's start (and zone) as its first start. */
async function addReservation(page: Page) {
  await page.getByRole('button', { name: 'Add reservation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add reservation' });
  await expect(dialog.getByRole('combobox', { name: 'Type', exact: true })).toBeVisible();
  return dialog;
}

async function chooseType(page: Page, dialog: Locator, type: string) {
  await dialog.getByRole('combobox', { name: 'Type', exact: true }).click();
  await page.getByRole('option', { name: type, exact: true }).click();
}

async function save(dialog: Locator) {
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

test('trips: from the customer, a flight, hotel and car become a timeline in local times, bill travel hours, and show as the active trip', { tag: '@phone' }, async ({ page }, testInfo) => {
  await signUpAndSignIn(page);
  const customer = await created(page, 'customers', { name: 'Acme Travel Corp' });
  await created(page, 'projects', { projectNumber: 'P-100', name: 'Audit', customerId: customer });

  // The trip, from the customer's editor: the customer is filled in, the project is one of theirs.
  await page.goto(`/protected/customers/${customer}`);
  await page.getByRole('link', { name: 'Create trip' }).click();
  await expect(page.getByRole('heading', { name: 'New trip' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Customer' })).toHaveValue('Acme Travel Corp');
  await page.getByRole('textbox', { name: 'Title' }).fill(TRIP);
  await page.getByRole('combobox', { name: 'Project' }).click();
  await page.getByRole('option', { name: 'P-100 Audit' }).click();
  await chooseZone(page, page, 'Start', 'America/New_York');
  await pickDateTime(page, page, 'Start', '2026-03-05T17:00');
  await chooseZone(page, page, 'End', 'America/New_York');
  await pickDateTime(page, page, 'End', '2026-03-10T16:00');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(messages.recordSaved)).toBeVisible();
  await expect(page.getByRole('heading', { name: TRIP, level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/protected\/trips\/[0-9a-f-]{36}$/);
  // The saved trip opens on its header and itinerary; its details are a drawer away.
  await page.getByRole('button', { name: 'Trip details' }).click();
  const details = page.getByRole('dialog', { name: 'Trip details' });
  await expect(details.getByRole('combobox', { name: 'Project' })).toHaveValue('P-100 Audit');
  await details.getByRole('button', { name: 'Cancel' }).click();
  await expect(details).toBeHidden();

  // The flight, through the dialog: picking the airports puts each end in its airport's zone.
  await page.getByRole('tab', { name: 'Reservations' }).click();
  let dialog = await addReservation(page);
  await dialog.getByRole('textbox', { name: 'Airline', exact: true }).fill('United Airlines');
  await dialog.getByRole('textbox', { name: 'Airline code' }).fill('UA');
  await dialog.getByRole('textbox', { name: 'Airline name' }).fill('United Airlines');
  await dialog.getByRole('textbox', { name: 'Flight number' }).fill('100');
  await dialog.getByRole('combobox', { name: 'Departure airport' }).fill('JFK');
  await page.getByRole('option', { name: /^JFK — / }).click();
  await expect(dialog.getByRole('combobox', { name: 'Departure airport' })).toHaveValue(/^JFK — .*Kennedy/);
  await expect(dialog.getByRole('combobox', { name: 'Departure time zone' })).toHaveValue('America/New_York');
  await pickDateTime(page, dialog, 'Departure', '2026-03-05T19:00');
  await expect(dialog.getByRole('combobox', { name: 'Arrival time zone' })).toHaveValue('America/New_York');
  await dialog.getByRole('combobox', { name: 'Arrival airport' }).fill('LHR');
  await page.getByRole('option', { name: /^LHR — / }).click();
  await expect(dialog.getByRole('combobox', { name: 'Arrival airport' })).toHaveValue(/^LHR — .*Heathrow/);
  await expect(dialog.getByRole('combobox', { name: 'Arrival time zone' })).toHaveValue('Europe/London');
  await pickDateTime(page, dialog, 'Arrival', '2026-03-06T07:05');
  await save(dialog);
  const reservations = page.getByRole('list', { name: 'Reservations' });
  await expect(reservations.getByRole('listitem').filter({ hasText: FLIGHT })).toContainText('03/05/2026 19:00 EST');

  // The hotel in London and the car in Edinburgh: their times in London's zone, chosen by hand.
  dialog = await addReservation(page);
  await chooseType(page, dialog, 'Lodging');
  await dialog.getByRole('textbox', { name: 'Hotel', exact: true }).fill(HOTEL);
  await chooseZone(page, dialog, 'Check-in', 'Europe/London');
  await pickDateTime(page, dialog, 'Check-in', '2026-03-06T14:00');
  await chooseZone(page, dialog, 'Check-out', 'Europe/London');
  await pickDateTime(page, dialog, 'Check-out', '2026-03-08T11:00');
  await dialog.getByRole('textbox', { name: 'Place', exact: true }).fill(HOTEL);
  // Typed by hand, not chosen among the address suggestions: the map asks where it is later.
  await dialog.getByRole('combobox', { name: 'Address', exact: true }).fill('372 Strand, London WC2R 0JJ');
  await dialog.getByRole('textbox', { name: 'Place', exact: true }).click();
  await save(dialog);
  await expect(reservations.getByRole('listitem').filter({ hasText: HOTEL })).toContainText('03/06/2026 14:00 GMT');

  dialog = await addReservation(page);
  await chooseType(page, dialog, 'Rental car');
  await dialog.getByRole('textbox', { name: 'Rental company' }).fill(CAR);
  await chooseZone(page, dialog, 'Pick-up', 'Europe/London');
  await pickDateTime(page, dialog, 'Pick-up', '2026-03-08T15:00');
  await dialog.getByRole('textbox', { name: 'Pick-up place' }).fill('Edinburgh Waverley');
  await chooseZone(page, dialog, 'Drop-off', 'Europe/London');
  await pickDateTime(page, dialog, 'Drop-off', '2026-03-10T09:00');
  await save(dialog);
  await expect(reservations.getByRole('listitem')).toHaveCount(3);
  await expect(reservations.getByRole('listitem').filter({ hasText: CAR })).toContainText('03/08/2026 15:00 GMT');

  // The timeline by local day: New York's evening departure, London's morning arrival the next day.
  await page.getByRole('tab', { name: 'Itinerary' }).click();
  const timeline = page.getByRole('region', { name: 'Timeline' });
  const day = (heading: string) => timeline.getByRole('region', { name: heading });
  const flightEntries = timeline.getByRole('listitem').filter({ hasText: FLIGHT });
  const departure = day('Thu 03/05/2026').getByRole('listitem').filter({ hasText: FLIGHT });
  await expect(departure).toContainText('19:00 EST');
  await expect(departure).toContainText('Departure');
  const arrival = day('Fri 03/06/2026').getByRole('listitem').filter({ hasText: FLIGHT });
  await expect(arrival).toContainText('07:05 GMT');
  await expect(arrival).toContainText('Arrival');
  await expect(arrival.getByLabel('+1 day')).toHaveText('+1');
  await expect(departure.getByLabel('+1 day')).toHaveCount(0);
  const checkIn = day('Fri 03/06/2026').getByRole('listitem').filter({ hasText: HOTEL });
  await expect(checkIn).toContainText('14:00 GMT');
  await expect(checkIn).toContainText('Check-in');
  await expect(day('Sun 03/08/2026').getByRole('listitem').filter({ hasText: CAR })).toContainText('15:00 GMT');
  // The hotel covers the nights of the 6th and 7th, the flight that of the 5th; the car is no bed.
  for (const night of ['Sun 03/08/2026', 'Mon 03/09/2026']) {
    await expect(day(night).getByRole('alert').filter({ hasText: 'No lodging for this night' })).toBeVisible();
  }
  await expect(timeline.getByText('No lodging for this night')).toHaveCount(2);
  await page.screenshot({ path: testInfo.outputPath('trip-timeline.png'), fullPage: true });

  // Hiding the flight asks first; hidden, it can be shown on request and made visible again.
  await departure.getByRole('button', { name: `Actions for ${FLIGHT}` }).click();
  await page.getByRole('menuitem', { name: 'Hide flight' }).click();
  const question = page.getByRole('dialog', { name: messages.hideFlight });
  await question.getByRole('button', { name: 'Hide', exact: true }).click();
  await expect(question).toBeHidden();
  await expect(flightEntries).toHaveCount(0);
  await expect(checkIn).toBeVisible();
  const showHidden = page.getByRole('switch', { name: 'Show hidden flights (1)' });
  await showHidden.check();
  await expect(flightEntries).toHaveCount(2);
  await expect(flightEntries.first()).toContainText('Hidden');
  await flightEntries.first().getByRole('button', { name: `Actions for ${FLIGHT}` }).click();
  await page.getByRole('menuitem', { name: 'Show flight' }).click();
  await expect(showHidden).toHaveCount(0);
  await expect(flightEntries).toHaveCount(2);
  await expect(flightEntries.filter({ hasText: 'Hidden' })).toHaveCount(0);

  // Travel hours from the flight: an hour before departure to half an hour after arrival, for the trip's project.
  const proposals = page.getByRole('region', { name: 'Travel hours from the itinerary' });
  await expect(proposals.getByText('Includes 60 min before and 30 min after, from your profile')).toBeVisible();
  await expect(proposals.getByRole('checkbox', { name: `Select ${FLIGHT}` })).toBeChecked();
  await expect(proposals.getByText('03/05/2026 18:00 EST – 03/06/2026 07:35 GMT')).toBeVisible();
  await expect(proposals.getByText('8.58 h')).toBeVisible();
  await expect(proposals.getByText('P-100 Audit')).toBeVisible();
  await proposals.getByRole('button', { name: 'Accept selected' }).click();
  await expect(page.getByText('1 travel timecard added')).toBeVisible();
  await expect(proposals).toHaveCount(0);

  await page.goto('/protected/timecards?date=2026-03-05');
  const thursday = page.getByRole('region', { name: 'Thursday 03/05/2026' });
  const travel = thursday.getByRole('button', { name: /^18:00 EST – 03\/06 07:35 GMT/ });
  await expect(travel).toBeVisible();
  await expect(travel).toContainText('Travel');
  await expect(travel).toContainText('P-100 Audit · Acme Travel Corp');
  await expect(thursday).toContainText('8h 35m');

  // With the browser's clock on the trip's third day (noon in London), it is the active trip.
  await page.clock.setFixedTime(new Date('2026-03-07T12:00:00Z'));
  await page.goto('/protected/trips?view=active');
  await expect(page.getByRole('radio', { name: 'Active' })).toBeChecked();
  await expect(page.getByLabel('Trips', { exact: true }).getByRole('link', { name: TRIP })).toBeVisible();

  await page.goto('/protected/trips/widgets/activetrip');
  await expect(page.getByRole('heading', { name: 'Active trip' })).toBeVisible();
  const header = page.getByRole('region', { name: 'Trip under way' });
  await expect(header.getByRole('link', { name: TRIP })).toBeVisible();
  await expect(header.getByText('Day 3 of 6')).toBeVisible();
  // Next: the hotel's check-out tomorrow at 11:00 London time, 23 hours away.
  await expect(header.getByText(HOTEL)).toBeVisible();
  await expect(header.getByText('03/08 11:00 GMT · in 23h 00m')).toBeVisible();

  // The places in the order of the trip: the airports, the hotel, the car's station.
  const places = page.getByRole('region', { name: 'Places' });
  await expect(places.getByRole('paragraph')).toContainText(['Kennedy', 'Heathrow', 'Strand Palace Hotel', 'Edinburgh Waverley']);
  const here = places.locator('[aria-current="location"]');
  await expect(here).toHaveCount(1);
  await expect(here).toContainText(HOTEL);
  await expect(here.getByText('Now', { exact: true })).toBeVisible();

  const tonight = page.getByRole('region', { name: 'Tonight' });
  await expect(tonight.getByText(HOTEL)).toBeVisible();
  await expect(tonight.getByText('372 Strand, London WC2R 0JJ')).toBeVisible();
  await expect(tonight.getByText('Check-out 03/08/2026 11:00 GMT')).toBeVisible();
  for (const [name, host] of [
    ['Apple Maps', /^https:\/\/maps\.apple\.com\/\?daddr=372%20Strand/],
    ['Google Maps', /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=372%20Strand/],
    ['OpenStreetMap', /^https:\/\/www\.openstreetmap\.org\/search\?query=372%20Strand/],
  ] as const) {
    await expect(tonight.getByRole('link', { name })).toHaveAttribute('href', host);
  }
  await page.screenshot({ path: testInfo.outputPath('active-trip.png'), fullPage: true });
});
