import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Opens combobox `name` and returns queries over its own options only: a page with time-zone and
 * currency lists holds hundreds of hidden options, and searching them all makes every query slow.
 */
export async function openOptions(user: UserEvent, name: string) {
  await user.click(screen.getByRole('combobox', { name }));
  return within(await waitFor(() => screen.getByRole('listbox', { name })));
}
