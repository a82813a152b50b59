import { expect, test } from '@playwright/test';
import { messages } from '../../src/shared/messages.js';
import { signUpAndSignIn } from './support/session.js';

test('projects and assignments: a project with two stakeholders, an assignment coming up with its Start in label', async ({ page }) => {
  await signUpAndSignIn(page);
  const customer = (await (await page.request.post('/api/v1/customers', { data: { name: 'Acme Travel Corp' } })).json()) as { id: string };
  for (const [firstName, lastName] of [['Pat', 'Manager'], ['Sam', 'Sponsor']]) {
    await page.request.post('/api/v1/contacts', { data: { firstName, lastName } });
  }

  await page.goto('/protected/projects');
  await page.getByRole('link', { name: 'Add project' }).first().click();
  await page.getByLabel('Project number').fill('P-100');
  await page.getByLabel('Budget').fill('12abc');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(messages.numbersOnly)).toBeVisible();
  await page.getByLabel('Budget').fill('12,500.50');
  await page.getByRole('combobox', { name: 'Customer' }).click();
  await page.getByRole('option', { name: 'Acme Travel Corp' }).click();
  for (const [type, person] of [['Project manager', 'Pat Manager'], ['Project sponsor', 'Sam Sponsor']] as const) {
    await page.getByRole('combobox', { name: 'Stakeholder type' }).click();
    await page.getByRole('option', { name: type }).click();
    await page.getByRole('combobox', { name: 'Add a stakeholder' }).fill(person.split(' ')[0] ?? person);
    await page.getByRole('option', { name: person }).click();
  }
  const stakeholders = page.getByRole('list', { name: 'Stakeholders' });
  await expect(stakeholders.getByText('Project manager')).toBeVisible();
  await expect(stakeholders.getByText('Project sponsor')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(messages.recordSaved)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'P-100' })).toBeVisible();
  const projectId = page.url().split('/').pop() ?? '';

  const inThreeDays = new Date(Date.now() + 3 * 86_400_000 + 3_600_000);
  const local = new Intl.DateTimeFormat('sv-SE', { timeZone: 'America/Chicago', dateStyle: 'short', timeStyle: 'short' }).format(inThreeDays).replace(' ', 'T');
  const created = await page.request.post('/api/v1/assignments', {
    data: { name: 'On-site audit', customerId: customer.id, projectId, start: { local, zone: 'America/Chicago' } },
  });
  expect(created.status()).toBe(201);

  await page.goto('/protected/assignments');
  const upcoming = page.getByLabel('Upcoming assignments');
  await expect(upcoming.getByText('On-site audit')).toBeVisible();
  await expect(upcoming.getByText('Start in 3 days')).toBeVisible();

  await page.goto('/protected/projects');
  const table = page.getByRole('table', { name: 'Projects' }).or(page.getByLabel('Projects'));
  await expect(table.getByText('P-100')).toBeVisible();
  await expect(page.getByText('$12,500.50').or(page.getByText('12,500.50'))).toBeVisible();
  await expect(page.getByText('* Calculated live from the linked records.')).toBeVisible();
});
