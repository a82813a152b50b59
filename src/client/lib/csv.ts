/** One CSV cell: numbers as they are, text quoted when it holds a comma, a quote or a line break (RFC 4180). */
export function csvCell(value: string | number): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * Rows (the header first) as CSV text, one line each, ending with a line break: the server's
 * exports (csv-stringify) write the same, so a spreadsheet reads both alike.
 */
export function toCsv(rows: readonly (readonly (string | number)[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\n') + (rows.length > 0 ? '\n' : '');
}
