import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const styles = path.join(import.meta.dirname, '../../../node_modules/@mantine/core/styles');

describe("the public pages' Mantine styles", () => {
  it("are imported in the order of Mantine's own styles.css, so that later rules win as they do there", () => {
    const provider = readFileSync(path.join(import.meta.dirname, 'provider.tsx'), 'utf8');
    const components = [...provider.matchAll(/^import '@mantine\/core\/styles\/(\w+)\.css';$/gm)]
      .map((match) => match[1] ?? '')
      .filter((name) => !['baseline', 'default-css-variables', 'global'].includes(name));
    const all = readFileSync(path.join(styles, '../styles.css'), 'utf8');
    // Where each component's first class sits in the whole file.
    const positions = components.map((name) => {
      const firstClass = /\.m_[0-9a-f]{8}/.exec(readFileSync(path.join(styles, `${name}.css`), 'utf8'))?.[0] ?? name;
      return all.indexOf(firstClass);
    });
    expect(components.length).toBeGreaterThan(10);
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });
});
