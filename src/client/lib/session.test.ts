import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberUser } from './session.js';

const ADA = { id: 'u1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' };

describe('rememberUser', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('writes the last user only when it changes, and forgets it when there is none', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    rememberUser(ADA);
    rememberUser(ADA);
    expect(setItem).toHaveBeenCalledTimes(1);
    rememberUser({ ...ADA, lastName: 'King' });
    expect(setItem).toHaveBeenCalledTimes(2);
    expect(localStorage.getItem('last-session-user')).toContain('King');
    rememberUser(undefined);
    expect(localStorage.getItem('last-session-user')).toBeNull();
  });
});
