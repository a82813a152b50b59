import type { UserEvent } from '@testing-library/user-event';

/** Replaces a field's text the way pasting would: one input event rather than one per character. */
export async function fill(user: UserEvent, field: HTMLElement, value: string): Promise<void> {
  await user.clear(field);
  if (value) await user.paste(value);
}
