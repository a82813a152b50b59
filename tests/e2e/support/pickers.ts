import { expect, type Locator, type Page } from '@playwright/test';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * Picks `local` ('YYYY-MM-DDTHH:mm') in the Mantine DateTimePicker labelled `label` (a ZonedField:
 * its time inputs are '<label> hours' and '<label> minutes', its submit button 'Set <label>').
 * The calendar opens on the field's value, or on today's month when it has none: its previous and
 * next controls step to the wanted month, however far that is. `scope` holds the field (a dialog,
 * or the page); the calendar itself opens in a portal.
 */
export async function pickDateTime(page: Page, scope: Locator | Page, label: string, local: string) {
  const [date = '', time = ''] = local.split('T');
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hours = '', minutes = ''] = time.split(':');
  const field = scope.getByRole('button', { name: label, exact: true });
  await field.click();
  // The header names the month shown ('November 2026') and goes up a level when clicked.
  const header = page.getByRole('button', { name: new RegExp(`^(${MONTHS.join('|')}) \\d{4}$`) });
  const wanted = `${MONTHS[month - 1]} ${year}`;
  await expect(header).toBeVisible();
  const [shownMonth = '', shownYear = ''] = ((await header.textContent()) ?? '').split(' ');
  const steps = (year - Number(shownYear)) * 12 + (month - 1 - MONTHS.indexOf(shownMonth));
  // The chevron icons inside the controls carry the same data-direction: the button is the control.
  const control = page.locator(`button[data-direction="${steps < 0 ? 'previous' : 'next'}"]`);
  for (let i = 0; i < Math.abs(steps); i += 1) await control.click();
  await expect(header).toHaveText(wanted);
  await page.getByRole('button', { name: `${day} ${MONTHS[month - 1]} ${year}`, exact: true }).click();
  await page.getByLabel(`${label} hours`).fill(hours);
  await page.getByLabel(`${label} minutes`).fill(minutes);
  await page.getByRole('button', { name: `Set ${label.toLowerCase()}` }).click();
  await expect(field).toHaveText(`${date.slice(5, 7)}/${date.slice(8, 10)}/${year} ${hours}:${minutes}`);
}

/** Chooses `zone` in a ZonedField's searchable '<label> time zone' select. */
export async function chooseZone(page: Page, scope: Locator | Page, label: string, zone: string) {
  const select = scope.getByRole('combobox', { name: `${label} time zone` });
  await select.fill(zone);
  await page.getByRole('option', { name: zone, exact: true }).click();
  await expect(select).toHaveValue(zone);
}
