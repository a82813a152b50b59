import { afterAll, afterEach, vi } from 'vitest';
import { closeTestResources } from './harness.js';

// An unexpected console.error is a bug somewhere: fail the test that caused it.
const consoleError = vi.spyOn(console, 'error');
afterEach(() => {
  const calls = consoleError.mock.calls;
  consoleError.mockClear();
  if (calls.length > 0) throw new Error(`console.error was called: ${calls.map((c) => c.join(' ')).join('\n')}`);
});

afterAll(closeTestResources);
