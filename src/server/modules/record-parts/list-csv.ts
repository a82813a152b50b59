import { stringify } from 'csv-stringify/sync';
import { z } from 'zod';
import { safeCell } from '../../http/csv.js';

type Item = Record<string, unknown>;

const isObject = (value: unknown): value is Item => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * One cell of a list's row, as a reader of the spreadsheet wants it: text as it is (never run as a
 * formula), a number or a yes/no as written, a moment as its wall-clock time and zone
 * ('2026-03-07 08:15 America/New_York'), a linked record by its name or title, a list of tags
 * or names joined with '; ', anything else as JSON.
 */
function cell(value: unknown): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string') return safeCell(value);
  if (Array.isArray(value)) return safeCell(value.map((v) => (isObject(v) ? (nameOf(v) ?? JSON.stringify(v)) : String(v))).join('; '));
  if (isObject(value)) {
    if (typeof value.local === 'string' && typeof value.zone === 'string') return `${value.local.replace('T', ' ')} ${value.zone}`;
    const name = nameOf(value);
    if (name !== undefined) return safeCell(name);
  }
  return safeCell(JSON.stringify(value));
}

/** A linked record's name as its list shows it: a project's number and name, else its name or title. */
function nameOf(value: Item): string | undefined {
  const name = typeof value.name === 'string' ? value.name : typeof value.title === 'string' ? value.title : undefined;
  if (typeof value.projectNumber === 'string' && value.projectNumber) return [value.projectNumber, name].filter(Boolean).join(' ');
  return name;
}

/** The fields of a list page's items (`{ items: [{ … }] }`), in the schema's order: the CSV's columns, even for an empty list. */
export function itemFields(page: z.ZodType): string[] {
  const items = page instanceof z.ZodObject ? (page.shape as Record<string, z.ZodType>).items : undefined;
  const item = items instanceof z.ZodArray ? (items.element as z.ZodType) : undefined;
  return item instanceof z.ZodObject ? Object.keys(item.shape) : [];
}

/** A list's items as CSV, one column per field, with a header row (and a BOM, so that a spreadsheet reads it as UTF-8). */
export function listCsv(fields: readonly string[], items: readonly unknown[]): string {
  const rows = items.filter(isObject).map((item) => fields.map((key) => cell(item[key])));
  return stringify(rows, { header: true, columns: [...fields], bom: true });
}
