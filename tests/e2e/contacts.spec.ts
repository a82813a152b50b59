import { expect, test } from '@playwright/test';
import { messages } from '../../src/shared/messages.js';
import { signUpAndSignIn } from './support/session.js';

test('contacts: create with phone and email tags, find by tag value, delete', async ({ page }) => {
  const { email } = await signUpAndSignIn(page);
  await page.goto('/protected/contacts');
  await page.getByRole('link', { name: 'Add contact' }).first().click();
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Hopper');
  await page.getByLabel('System user').fill(email);
  const tags = page.getByRole('region', { name: 'Tags' });
  await page.getByRole('button', { name: 'Add tag' }).click();
  await tags.getByLabel('Key').nth(0).fill('Mobile');
  await tags.getByLabel('Value').nth(0).fill('+1 555 0100');
  await page.getByRole('button', { name: 'Add tag' }).click();
  await tags.getByLabel('Key').nth(1).fill('mobile');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(tags.getByText('The key mobile is already used')).toBeVisible();
  await tags.getByLabel('Key').nth(1).fill('Email');
  await tags.getByLabel('Value').nth(1).fill('grace@navy.example');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(messages.recordSaved)).toBeVisible();
  await expect(page.getByText('A registered user of this system.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Call +1 555 0100' })).toHaveAttribute('href', 'tel:+1 555 0100');

  await page.goto('/protected/contacts');
  await page.getByLabel('Search').fill('0100');
  await expect(page.getByRole('link', { name: 'Grace' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Mobile: +1 555 0100' })).toHaveAttribute('href', 'tel:+1 555 0100');
  await page.getByLabel('Search').fill('nobody-like-this');
  await expect(page.getByText(messages.noContactFound)).toBeVisible();
  await page.getByLabel('Search').fill('');
  await page.getByRole('button', { name: 'Actions' }).first().click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await expect(page.getByText(messages.deleteContact)).toBeVisible();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText(messages.recordDeleted)).toBeVisible();
});
