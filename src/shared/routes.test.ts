import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildPath, isClientPath, matchesPattern, pageModuleSuffix, protectedPaths, publicPaths, shellModule } from './routes.js';

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

  it("finds every route's page where pageModuleSuffix says it is (the server preloads by it)", () => {
    const client = path.join(import.meta.dirname, '../client');
    const features = readdirSync(path.join(client, 'features'));
    const missing = Object.keys({ ...publicPaths, ...protectedPaths }).filter(
      (name) => features.filter((feature) => existsSync(path.join(client, 'features', feature, pageModuleSuffix(name)))).length !== 1,
    );
    expect(missing).toEqual([]);
    expect(pageModuleSuffix('confirmEmailChange')).toBe('/routes/confirm-email-change-page.tsx');
    expect(existsSync(path.join(client, shellModule))).toBe(true);
  });
});
