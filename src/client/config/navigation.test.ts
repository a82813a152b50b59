import { describe, expect, it } from 'vitest';
import { type NavItem, navigation, visibleNavigation } from './navigation.js';

const labels = (items: readonly NavItem[]): string[] =>
  items.map((item) => ('children' in item ? `${item.label}: ${labels(item.children).join(', ')}` : item.label));

describe('visibleNavigation', () => {
  it('lists only entries whose page is registered, in menu order', () => {
    const registered = new Set(['/protected/trips', '/protected/dashboard', '/protected/settings/receipts']);
    expect(labels(visibleNavigation((path) => registered.has(path)))).toEqual([
      'Dashboard',
      'Trips',
      'Settings: Receipt types',
    ]);
  });

  it('shows every entry once every page exists', () => {
    expect(visibleNavigation(() => true)).toEqual(navigation);
  });
});
