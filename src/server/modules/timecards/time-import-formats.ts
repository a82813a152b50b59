// The three export layouts (sources in docs/decisions/037-time-entry-imports.md), how a file's
// header names one of them, and how their cells read: dates, times of day, durations, tags.
import { Temporal } from 'temporal-polyfill';
import { timeImportMessages as say, timeImportTools, type TimeImportTool } from '../../../shared/time-imports.js';

/** Columns read from a layout, by the names its header gives them. */
interface Columns {
  person: readonly string[];
  client: string;
  project: string;
  projectCode?: string;
  task: string;
  description: string;
  billable: string;
  tags?: string;
  /** Toggl and Clockify: where the entry starts and ends, and how long it lasted. */
  startDate?: string;
  startTime?: string;
  endDate?: string;
  endTime?: string;
  durations?: readonly string[];
  /** Harvest: the day and its decimal hours. */
  date?: string;
  hours?: string;
}

interface Layout {
  tool: TimeImportTool;
  /** Whether a header (lower-cased names) is this tool's, before its required columns are checked. */
  names: (header: ReadonlySet<string>) => boolean;
  /** Columns without which no entry can be read: all of one of these sets. */
  required: readonly (readonly string[])[];
  columns: Columns;
}

const LAYOUTS: readonly Layout[] = [
  {
    // Clockify's detailed report: Project,Client,Description,Task,User,Group,Email,Tags,Billable,Start Date,Start Time,End Date,End Time,Duration (h),Duration (decimal),…
    tool: 'clockify',
    names: (h) => h.has('duration (h)') || h.has('duration (decimal)'),
    required: [['Start Date', 'Start Time', 'End Date', 'End Time'], ['Start Date', 'Start Time', 'Duration (h)']],
    columns: {
      person: ['Email', 'User'], client: 'Client', project: 'Project', task: 'Task', description: 'Description', billable: 'Billable', tags: 'Tags',
      startDate: 'Start Date', startTime: 'Start Time', endDate: 'End Date', endTime: 'End Time', durations: ['Duration (h)', 'Duration (decimal)'],
    },
  },
  {
    // Toggl Track's detailed report: User,Email,Client,Project,Task,Description,Billable,Start date,Start time,End date,End time,Duration,Tags,Amount (…)
    tool: 'toggl',
    names: (h) => h.has('start date') && h.has('start time'),
    required: [['Start date', 'Start time', 'End date', 'End time'], ['Start date', 'Start time', 'Duration']],
    columns: {
      person: ['Email', 'User'], client: 'Client', project: 'Project', task: 'Task', description: 'Description', billable: 'Billable', tags: 'Tags',
      startDate: 'Start date', startTime: 'Start time', endDate: 'End date', endTime: 'End time', durations: ['Duration'],
    },
  },
  {
    // Harvest's detailed time report: Date,Client,Project,Project Code,Task,Notes,Hours,Hours Rounded,Billable?,Invoiced?,Approved?,First Name,Last Name,…
    tool: 'harvest',
    names: (h) => h.has('hours') || h.has('hours rounded') || h.has('billable?'),
    required: [['Date', 'Hours']],
    columns: {
      person: ['First Name', 'Last Name'], client: 'Client', project: 'Project', projectCode: 'Project Code', task: 'Task', description: 'Notes', billable: 'Billable?',
      date: 'Date', hours: 'Hours',
    },
  },
];

/** A row as the tool wrote it, its cells by column name (blank when the file lacks the column). */
export interface SourceRow {
  /** The row as a spreadsheet numbers it: the header is row 1. */
  row: number;
  person: string;
  client: string;
  project: string;
  projectCode: string;
  task: string;
  description: string;
  billable: string;
  tags: string[];
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  /** Every duration column's cell, in the layout's order (Toggl: one; Clockify: clock, then decimal). */
  durations: string[];
  date: string;
  hours: string;
}

export interface ReadLayout {
  tool: TimeImportTool;
  /** The row's cells by what they mean. */
  read: (cells: readonly string[], row: number) => SourceRow;
  /** The header name of a column, for problems ('Start date'). */
  label: (column: keyof Columns) => string;
}

/** The layout a header names, or the message saying why it names none (missing columns, not an export). */
export function layoutOf(header: readonly string[]): ReadLayout | { problem: string } {
  const names = header.map((name) => name.trim().toLowerCase());
  const present = new Set(names);
  const layout = LAYOUTS.find((l) => l.names(present));
  if (!layout) return { problem: say.notAnExport };
  const has = (set: readonly string[]) => set.every((name) => present.has(name.toLowerCase()));
  if (!layout.required.some(has)) {
    const missing = (layout.required[0] ?? []).filter((name) => !present.has(name.toLowerCase()));
    return { problem: say.missingColumns(timeImportTools[layout.tool], missing) };
  }
  const index = (name: string | undefined) => (name === undefined ? -1 : names.indexOf(name.toLowerCase()));
  const { columns } = layout;
  const at = (cells: readonly string[], name: string | undefined) => {
    const i = index(name);
    return i < 0 ? '' : (cells[i] ?? '').trim();
  };
  return {
    tool: layout.tool,
    label: (column) => {
      const name = columns[column];
      return typeof name === 'string' ? name : (name?.[0] ?? column);
    },
    read: (cells, row) => ({
      row,
      // Harvest names a person by first and last name; the others by email, else name.
      person: layout.tool === 'harvest' ? columns.person.map((name) => at(cells, name)).filter(Boolean).join(' ') : (columns.person.map((name) => at(cells, name)).find(Boolean) ?? ''),
      client: at(cells, columns.client),
      project: at(cells, columns.project),
      projectCode: at(cells, columns.projectCode),
      task: at(cells, columns.task),
      // Descriptions keep their line breaks (as \n) and inner spaces; only the ends are trimmed.
      description: at(cells, columns.description).replace(/\r\n?/g, '\n'),
      billable: at(cells, columns.billable),
      tags: tagsOf(at(cells, columns.tags)),
      startDate: at(cells, columns.startDate),
      startTime: at(cells, columns.startTime),
      endDate: at(cells, columns.endDate),
      endTime: at(cells, columns.endTime),
      durations: (columns.durations ?? []).map((name) => at(cells, name)),
      date: at(cells, columns.date),
      hours: at(cells, columns.hours),
    }),
  };
}

/** Tag names from the tools' one cell ('site, travel'), each once (tag keys are case-insensitive). */
function tagsOf(cell: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const name of cell.split(',')) {
    const tag = name.trim();
    if (tag && !seen.has(tag.toLowerCase())) {
      seen.add(tag.toLowerCase());
      tags.push(tag);
    }
  }
  return tags;
}

const ISO_DATE = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/;
const OTHER_DATE = /^(\d{1,2})([-./])(\d{1,2})[-./](\d{4})$/;

/**
 * How a file's dates read. Toggl and Harvest write YYYY-MM-DD; Clockify writes the user's chosen
 * format (MM/DD/YYYY, DD/MM/YYYY, DD.MM.YYYY, …). Which of day and month comes first is read from
 * the file as a whole: a first part above 12 means day first, a second above 12 month first; when no
 * date tells, dots mean day first and slashes or dashes month first (Clockify's default).
 */
export function dateReader(samples: Iterable<string>) {
  let dayFirst: boolean | undefined;
  let separator: string | undefined;
  let iso = false;
  for (const sample of samples) {
    const text = sample.trim();
    if (ISO_DATE.test(text)) iso = true;
    const other = OTHER_DATE.exec(text);
    if (!other) continue;
    separator ??= other[2];
    if (dayFirst === undefined && Number(other[1]) > 12) dayFirst = true;
    if (dayFirst === undefined && Number(other[3]) > 12) dayFirst = false;
  }
  const first = dayFirst ?? separator === '.';
  const format = separator ? (first ? `DD${separator}MM${separator}YYYY` : `MM${separator}DD${separator}YYYY`) : iso ? 'YYYY-MM-DD' : null;
  return {
    format,
    /** The date as YYYY-MM-DD, or undefined when it is not one. */
    read(text: string): string | undefined {
      const trimmed = text.trim();
      const isoParts = ISO_DATE.exec(trimmed);
      const other = isoParts ? undefined : OTHER_DATE.exec(trimmed);
      const parts = isoParts
        ? { year: isoParts[1], month: isoParts[2], day: isoParts[3] }
        : other
          ? { year: other[4], month: first ? other[3] : other[1], day: first ? other[1] : other[3] }
          : undefined;
      if (!parts) return undefined;
      try {
        return Temporal.PlainDate.from({ year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) }, { overflow: 'reject' }).toString();
      } catch {
        return undefined;
      }
    },
  };
}

const TIME_OF_DAY = /^(\d{1,2}):(\d{2})(?::(\d{2}))?(?:\s?([ap])\.?m\.?)?$/i;

/** A time of day as the tools write it (13:05, 13:05:09, 1:05 PM, 01:05:09 pm) as HH:mm:ss, or undefined. */
export function readTime(text: string): string | undefined {
  const parts = TIME_OF_DAY.exec(text.trim());
  if (!parts) return undefined;
  let hour = Number(parts[1]);
  const minute = Number(parts[2]);
  const second = Number(parts[3] ?? 0);
  const half = parts[4]?.toLowerCase();
  if (half) {
    if (hour < 1 || hour > 12) return undefined;
    hour = (hour % 12) + (half === 'p' ? 12 : 0);
  }
  if (hour > 23 || minute > 59 || second > 59) return undefined;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(hour)}:${two(minute)}:${two(second)}`;
}

const CLOCK_DURATION = /^(\d{1,4}):(\d{2})(?::(\d{2}))?$/;
const DECIMAL_HOURS = /^(\d{1,4})(?:[.,](\d{1,6}))?(?:\s?h)?$/;

/** A duration in seconds, from hh:mm:ss, h:mm or decimal hours (1.5, 1,5, 1.50 h); undefined when it is none of these. */
export function readDuration(text: string): number | undefined {
  const trimmed = text.trim();
  const clock = CLOCK_DURATION.exec(trimmed);
  if (clock) {
    const minutes = Number(clock[2]);
    const seconds = Number(clock[3] ?? 0);
    return minutes > 59 || seconds > 59 ? undefined : Number(clock[1]) * 3600 + minutes * 60 + seconds;
  }
  const decimal = DECIMAL_HOURS.exec(trimmed);
  if (!decimal) return undefined;
  return Math.round(Number(`${decimal[1]}.${decimal[2] ?? '0'}`) * 3600);
}
