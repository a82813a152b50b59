import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.js';

describe('csv', () => {
  it('leaves plain text and numbers as they are', () => {
    expect(csvCell('P-7 Audit')).toBe('P-7 Audit');
    expect(csvCell(12.5)).toBe('12.5');
    expect(csvCell('')).toBe('');
  });

  it('quotes a cell with a comma, a quote or a line break, doubling its quotes', () => {
    expect(csvCell('Acme, Inc')).toBe('"Acme, Inc"');
    expect(csvCell('The "Big" one')).toBe('"The ""Big"" one"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('carriage\rreturn')).toBe('"carriage\rreturn"');
  });

  it('writes one line per row, the header first, ending with a line break', () => {
    expect(toCsv([['Project', 'Hours'], ['Acme, "Big"', '8.00'], ['Other', 2]])).toBe('Project,Hours\n"Acme, ""Big""",8.00\nOther,2\n');
    expect(toCsv([])).toBe('');
  });
});
