import type { APIRequestContext, Locator } from '@playwright/test';
import { expect, test, type Page } from './support/test.js';
import { shoot } from './support/shoot.js';
import { signUpAndSignIn } from './support/session.js';

const TRIP = 'Lisbon workshop';
const utcIn = (hours: number) => ({ local: new Date(Date.now() + hours * 3_600_000).toISOString().slice(0, 16), zone: 'UTC' });

/** Makes the card's feed in the UI and answers its address, as read from the address field. */
async function makeFeed(page: Page, card: Locator) {
  await expect(card.getByRole('button', { name: 'Make a calendar feed' })).toBeVisible();
  await card.getByRole('button', { name: 'Make a calendar feed' }).click();
  await expect(page.getByText('Calendar feed made')).toBeVisible();
  const address = card.getByRole('textbox', { name: 'Calendar feed address' });
  await expect(address).toHaveValue(/\/api\/public\/calendars\/[^/]+$/);
  const url = await address.inputValue();
  await expect(card.getByRole('link', { name: 'Subscribe in your calendar app' })).toHaveAttribute('href', url.replace(/^https?:/, 'webcal:'));
  const google = card.getByRole('link', { name: 'Add to Google Calendar' });
  await expect(google).toHaveAttribute('href', `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(url.replace(/^https?:/, 'webcal:'))}`);
  await expect(google).toHaveAttribute('target', '_blank');
  await expect(google).toHaveAttribute('rel', 'noopener noreferrer');
  return url;
}

/** The calendar at `url`, checked to be one. */
async function calendarAt(request: APIRequestContext, url: string) {
  const res = await request.get(url);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^text\/calendar/);
  const body = await res.text();
  expect(body).toContain('BEGIN:VCALENDAR');
  return body;
}

test('calendar feed: the profile and a trip each get a secret calendar address that a calendar app can read, renewed and turned off', async ({ page, context, request }, testInfo) => {
  await signUpAndSignIn(page);
  const res = await page.request.post('/api/v1/trips', { data: { title: TRIP, start: utcIn(24 * 10), end: utcIn(24 * 13) } });
  expect(res.status()).toBe(201);
  const tripId = ((await res.json()) as { id: string }).id;

  // The user's own feed, from the profile: every trip is in it.
  await page.goto('/protected/profile');
  const profileCard = page.getByRole('region', { name: 'Calendar feed' });
  await expect(profileCard).toContainText('Subscribe your calendar app to your trips');
  await shoot(page, profileCard, testInfo, 'profile-no-feed');
  const accountUrl = await makeFeed(page, profileCard);
  expect(await calendarAt(page.request, accountUrl)).toContain(`SUMMARY:${TRIP}`);
  // As a calendar app reads it: with no session at all.
  expect(await calendarAt(request, accountUrl)).toContain(`SUMMARY:${TRIP}`);
  await expect(profileCard).toContainText('Anyone with this address can read the calendar');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await profileCard.getByRole('button', { name: 'Copy' }).click();
  await expect(profileCard.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(accountUrl);
  await shoot(page, profileCard, testInfo, 'profile-feed');

  // The trip's own feed, from the trip page.
  await page.goto(`/protected/trips/${tripId}`);
  await expect(page.getByRole('heading', { name: TRIP, level: 1 })).toBeVisible();
  const tripCard = page.getByRole('region', { name: 'Calendar feed' });
  await expect(tripCard).toContainText('Subscribe your calendar app to this trip');
  const tripUrl = await makeFeed(page, tripCard);
  expect(tripUrl).not.toBe(accountUrl);
  expect(await calendarAt(page.request, tripUrl)).toContain(`SUMMARY:${TRIP}`);
  await shoot(page, tripCard, testInfo, 'trip-feed');

  // A new address, after asking: the old one answers 404 at once, the new one the calendar.
  await expect(page.getByText('Calendar feed made')).toBeHidden();
  await tripCard.getByRole('button', { name: 'New address' }).click();
  const question = page.getByRole('dialog', { name: /^Make a new address\?/ });
  await expect(question).toContainText('The old one stops working in calendars that use it.');
  await shoot(page, question, testInfo, 'trip-new-address-question');
  await question.getByRole('button', { name: 'New address' }).click();
  await expect(page.getByText('New calendar feed address made')).toBeVisible();
  const address = tripCard.getByRole('textbox', { name: 'Calendar feed address' });
  await expect(address).not.toHaveValue(tripUrl);
  const renewedUrl = await address.inputValue();
  expect((await page.request.get(tripUrl)).status()).toBe(404);
  expect(await calendarAt(page.request, renewedUrl)).toContain(`SUMMARY:${TRIP}`);
  // The user's own feed is another: it still answers.
  await calendarAt(page.request, accountUrl);

  // Turned off, after asking: the card offers to make one again and the address answers 404.
  await tripCard.getByRole('button', { name: 'Turn off' }).click();
  const turnOff = page.getByRole('dialog', { name: /^Turn off the calendar feed\?/ });
  await turnOff.getByRole('button', { name: 'Turn off' }).click();
  await expect(page.getByText('Calendar feed turned off')).toBeVisible();
  await expect(tripCard.getByRole('button', { name: 'Make a calendar feed' })).toBeVisible();
  await expect(address).toBeHidden();
  expect((await page.request.get(renewedUrl)).status()).toBe(404);
});
