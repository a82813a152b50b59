import { describe, expect, it } from 'vitest';
import { buildPath, isClientPath, matchesPattern } from './routes.js';

describe('route patterns', () => {
  it('matches segment by segment with parameters', () => {
    expect(matchesPattern('/protected/trips/:id', '/protected/trips/42')).toBe(true);
    expect(matchesPattern('/protected/trips/:id', '/protected/trips/42/')).toBe(true);
    expect(matchesPattern('/protected/trips/:id', '/protected/trips')).toBe(false);
    expect(matchesPattern('/protected/trips/:id', '/protected/trips/42/receipts')).toBe(false);
    expect(matchesPattern('/', '/')).toBe(true);
  });

  it('knows the home page and nothing that is not a page', () => {
    expect(isClientPath('/')).toBe(true);
    expect(isClientPath('/no-such-page')).toBe(false);
  });

  it('fills and encodes parameters', () => {
    expect(buildPath('/protected/trips/:id', { id: 'a b' })).toBe('/protected/trips/a%20b');
  });
});
