import { z } from 'zod';

/** The tools whose CSV exports can be imported into timecards, by the key the API uses (decision 037). */
export const timeImportTools = { toggl: 'Toggl Track', clockify: 'Clockify', harvest: 'Harvest' } as const;
export type TimeImportTool = keyof typeof timeImportTools;

/** Entries one file may hold: a year of a busy person's entries, well within one transaction. Larger files are refused. */
export const TIME_IMPORT_MAX_ROWS = 10_000;
/** Characters one row may hold: far above any real entry (descriptions stop at 3,000), far below a hostile line. */
export const TIME_IMPORT_MAX_ROW_CHARS = 65_536;
/** Problems an answer lists (it counts them all); names of new customers and projects likewise. */
export const TIME_IMPORT_LISTED = 100;
/** Harvest gives a day and hours, no times: a day's entries follow each other from this local time. */
export const HARVEST_DAY_START = '09:00';

const thousands = (n: number) => n.toLocaleString('en-US');

/** What the import says, in one place for the server, the client and the tests. */
export const timeImportMessages = {
  action: 'Import from Toggl, Clockify or Harvest',
  chooseFile: 'Choose a file',
  notText: 'This file is not a CSV export: it is not UTF-8 text',
  empty: 'The file is empty',
  notAnExport:
    'This is not a Toggl Track, Clockify or Harvest export: its first row does not have their columns. Export a detailed report as CSV and import that file.',
  missingColumns: (tool: string, columns: readonly string[]) => `This ${tool} export lacks the column(s) ${columns.join(', ')}`,
  rowTooLong: (row: number) => `Row ${row} is too long: a row may have at most ${thousands(TIME_IMPORT_MAX_ROW_CHARS)} characters`,
  notCsv: (row: number) => `The file is not valid CSV near row ${row}`,
  tooManyRows: `The file has more than ${thousands(TIME_IMPORT_MAX_ROWS)} entries. Export a shorter period and import it in parts.`,
  imported: (entries: number) => `${thousands(entries)} time ${entries === 1 ? 'entry' : 'entries'} imported`,
  // Problems of one row: it is left out, the others are imported.
  notValid: (column: string) => `${column} not valid`,
  noTime: (local: string, zone: string) => `${local.replace('T', ' ')} does not exist in ${zone}: the clocks skip it`,
  endNotAfterStart: 'The end is not after the start',
  hoursNotValid: 'Hours must be more than 0 and at most 24',
  tooLong: (column: string, max: number) => `${column} is longer than ${thousands(max)} characters`,
  tooManyTags: 'More than 100 tags',
} as const;

export const TimeImportProblemSchema = z.object({
  /** The row in the file as a spreadsheet numbers it: the header is row 1. */
  row: z.number().int(),
  message: z.string(),
});
export type TimeImportProblem = z.infer<typeof TimeImportProblemSchema>;

/** What a file holds (preview) or what its import did: the same counts either way. */
export const TimeImportSummarySchema = z.object({
  tool: z.enum(['toggl', 'clockify', 'harvest']),
  /** The zone the file's wall-clock times were read in. */
  zone: z.string(),
  /** How the file's dates were read ('YYYY-MM-DD', 'MM/DD/YYYY', 'DD.MM.YYYY', …); null without dates. */
  dateFormat: z.string().nullable(),
  /** Preview: the entries the import would add. Import: the entries it added. */
  entries: z.number().int(),
  /** Rows imported before (by any earlier import of them): left as they are. */
  alreadyImported: z.number().int(),
  /** Customers (the tools' clients) and projects no existing one matches by name: made by the import. */
  newCustomers: z.number().int(),
  newProjects: z.number().int(),
  /** Their names, the first ones. */
  newCustomerNames: z.array(z.string()),
  newProjectNames: z.array(z.string()),
  /** Rows that cannot be imported, and why; the first ones are listed. */
  problemCount: z.number().int(),
  problems: z.array(TimeImportProblemSchema),
});
export type TimeImportSummary = z.infer<typeof TimeImportSummarySchema>;
