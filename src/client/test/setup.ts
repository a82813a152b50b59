import '@testing-library/jest-dom/vitest';
// The browser's IndexedDB, which jsdom lacks: the signed-in pages keep their offline copy in it.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { stubFetch } from './fetch-stub.js';

// The first test to reach a lazy route transforms its modules on the spot; on a loaded CI machine
// that takes longer than Testing Library's default second.
configure({ asyncUtilTimeout: 5_000 });

beforeEach(() => {
  stubFetch({});
  // A test starts on a browser that keeps nothing from the previous one.
  globalThis.indexedDB = new IDBFactory();
});

afterEach(() => {
  cleanup();
  // The notifications store outlives a render; a test must not see the previous one's.
  notifications.clean();
  vi.unstubAllGlobals();
});

// Browser APIs that Mantine reads and jsdom does not implement. No media query matches; the
// deprecated addListener and removeListener are left out, as Mantine does not call them.
window.matchMedia = (query: string) =>
  Object.assign(new EventTarget(), { matches: false, media: query, onchange: null }) as MediaQueryList;

window.ResizeObserver = class {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
};

Element.prototype.scrollIntoView = () => undefined;

// An auto-growing text area (a customer's Info) listens for web fonts loading; jsdom has none.
Object.defineProperty(document, 'fonts', { configurable: true, value: new EventTarget() });

// jsdom does not implement getComputedStyle's pseudo-element argument and logs an error for it.
const getComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => getComputedStyle(element);
