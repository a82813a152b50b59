import { describe, expect, it } from 'vitest';
import { withoutTrailing } from './text.js';

describe('withoutTrailing', () => {
  it('removes the whole run of the character at the end, nothing else', () => {
    expect(withoutTrailing('https://host//', '/')).toBe('https://host');
    expect(withoutTrailing('https://host/a', '/')).toBe('https://host/a');
    expect(withoutTrailing('///', '/')).toBe('');
    expect(withoutTrailing('', '/')).toBe('');
  });

  it('reads a hostile run in one pass', () => {
    const run = '/'.repeat(100_000);
    expect(withoutTrailing(`${run}x`, '/')).toBe(`${run}x`);
    expect(withoutTrailing(`x${run}`, '/')).toBe('x');
  });
});
