/**
 * Text for a CSV cell that a spreadsheet opens as text: one that starts like a formula (`=`, `+`,
 * `-`, `@`, a tab or a carriage return) is written after an apostrophe, so a record named
 * `=HYPERLINK(…)` is not run by whoever opens the export.
 */
export const safeCell = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
