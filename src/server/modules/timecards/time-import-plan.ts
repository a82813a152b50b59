// A Toggl Track, Clockify or Harvest CSV export read into the timecards it would make, in the zone
// the user chose for the file: pure, so that it runs in the reader pool (untrusted input off the
// event loop) and nothing here knows of the database. Decision 037 has the choices.
import { createHash } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { Temporal } from 'temporal-polyfill';
import type { Tag } from '../../../shared/record-parts.js';
import {
  HARVEST_DAY_START,
  TIME_IMPORT_MAX_ROW_CHARS,
  TIME_IMPORT_MAX_ROWS,
  timeImportMessages as say,
  timeImportTools,
  type TimeImportProblem,
  type TimeImportTool,
} from '../../../shared/time-imports.js';
import { dateReader, layoutOf, readDuration, readTime, type ReadLayout, type SourceRow } from './time-import-formats.js';

/** What a property value may hold (as the timecard editor's schema allows); a longer description is kept whole in a note. */
export const PROPERTY_MAX = 1000;
const NAME_MAX = 200;
const TAG_MAX = 100;
const TAGS_MAX = 100;

export interface PlannedEntry {
  row: number;
  /** The row's identity: the tool and a hash of its fields (and, for identical rows, which one it is). */
  key: string;
  type: 'labor' | 'travel';
  startAt: Date;
  endAt: Date;
  /** The tool's client and project; blank when the row has none. */
  customer: string;
  project: string;
  /** Harvest's project code: the project number of a project made for it. */
  projectCode: string;
  tags: Tag[];
  properties: Tag[];
  /** The whole description, when it is longer than a property holds. */
  longDescription: string | null;
}

export interface TimePlan {
  tool: TimeImportTool;
  dateFormat: string | null;
  entries: PlannedEntry[];
  problems: TimeImportProblem[];
}

export type PlanResult = { ok: true; plan: TimePlan } | { ok: false; message: string };

/** Why the file as a whole cannot be imported. */
class FileProblem extends Error {}

/** The file's rows as text cells, header first; refuses what is not UTF-8 text or CSV, or is too long. */
function recordsOf(data: Uint8Array): string[][] {
  let text: string;
  try {
    // Strips a UTF-8 byte order mark, as the tools write one.
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    throw new FileProblem(say.notText);
  }
  if (text.includes('\0')) throw new FileProblem(say.notText);
  if (text.trim() === '') throw new FileProblem(say.empty);
  let records: string[][];
  try {
    records = parse(text, {
      relax_column_count: true,
      relax_quotes: true,
      max_record_size: TIME_IMPORT_MAX_ROW_CHARS,
      // The header, the most entries a file may have, and one more to tell that it has too many.
      to: TIME_IMPORT_MAX_ROWS + 2,
    });
  } catch (error) {
    const { code, records: done } = error as { code?: unknown; records?: unknown };
    const row = (typeof done === 'number' ? done : 0) + 1;
    throw new FileProblem(code === 'CSV_MAX_RECORD_SIZE' ? say.rowTooLong(row) : say.notCsv(row));
  }
  if (records.length > TIME_IMPORT_MAX_ROWS + 1) throw new FileProblem(say.tooManyRows);
  return records;
}

/** The instants a wall-clock time names in `zone`: none in a spring-forward gap, two in an autumn overlap. */
function instantsOf(wall: string, zone: string): number[] {
  const local = Temporal.PlainDateTime.from(wall);
  const earlier = local.toZonedDateTime(zone, { disambiguation: 'earlier' });
  if (!earlier.toPlainDateTime().equals(local)) return [];
  const later = local.toZonedDateTime(zone, { disambiguation: 'later' }).epochMilliseconds;
  return later === earlier.epochMilliseconds ? [later] : [earlier.epochMilliseconds, later];
}

type Timing = { startAt: number; endAt: number; identity: string } | { problem: string };
type Dates = ReturnType<typeof dateReader>;

/**
 * Toggl and Clockify: the start and end wall clocks in the zone, exact to the second. Where a wall
 * clock happens twice (the autumn change), the duration column chooses which; without an end, the
 * end is the start plus the duration.
 */
function spanTiming(source: SourceRow, layout: ReadLayout, dates: Dates, zone: string): Timing {
  const startDate = dates.read(source.startDate);
  if (!startDate) return { problem: say.notValid(layout.label('startDate')) };
  const startTime = readTime(source.startTime);
  if (!startTime) return { problem: say.notValid(layout.label('startTime')) };
  const endDate = source.endDate ? dates.read(source.endDate) : startDate;
  if (!endDate) return { problem: say.notValid(layout.label('endDate')) };
  const endTime = source.endTime ? readTime(source.endTime) : undefined;
  if (source.endTime && !endTime) return { problem: say.notValid(layout.label('endTime')) };
  const seconds = source.durations.map(readDuration).find((d) => d !== undefined);
  if (!endTime && seconds === undefined) return { problem: say.notValid(layout.label('durations')) };
  const startWall = `${startDate}T${startTime}`;
  const endWall = endTime ? `${endDate}T${endTime}` : undefined;
  const starts = instantsOf(startWall, zone);
  if (starts.length === 0) return { problem: say.noTime(startWall, zone) };
  const ends = endWall ? instantsOf(endWall, zone) : undefined;
  if (endWall && ends?.length === 0) return { problem: say.noTime(endWall, zone) };
  let best: { startAt: number; endAt: number; miss: number } | undefined;
  for (const startAt of starts) {
    for (const endAt of ends ?? [startAt + (seconds ?? 0) * 1000]) {
      const miss = seconds === undefined ? 0 : Math.abs((endAt - startAt) / 1000 - seconds);
      if (endAt > startAt && (!best || miss < best.miss)) best = { startAt, endAt, miss };
    }
  }
  if (!best) return { problem: say.endNotAfterStart };
  return { startAt: best.startAt, endAt: best.endAt, identity: endWall ? `${startWall}|${endWall}` : `${startWall}|${seconds ?? ''}s` };
}

/**
 * Harvest: a day and its hours, no times. The day's entries follow each other from 09:00 in the
 * zone, in the file's order, so none overlap and each lasts exactly its hours; one that would start
 * after the day is over starts at 09:00 again.
 */
function dayTiming(source: SourceRow, dates: Dates, zone: string, nextStart: Map<string, number>): Timing {
  const date = dates.read(source.date);
  if (!date) return { problem: say.notValid('Date') };
  const seconds = readDuration(source.hours);
  if (seconds === undefined || seconds <= 0 || seconds > 86_400) return { problem: say.hoursNotValid };
  const dayStart = Temporal.PlainDateTime.from(`${date}T${HARVEST_DAY_START}`).toZonedDateTime(zone, { disambiguation: 'later' }).epochMilliseconds;
  const queued = nextStart.get(date) ?? dayStart;
  const sameDay = Temporal.Instant.fromEpochMilliseconds(queued).toZonedDateTimeISO(zone).toPlainDate().toString() === date;
  const startAt = sameDay ? queued : dayStart;
  const endAt = startAt + seconds * 1000;
  nextStart.set(date, endAt);
  return { startAt, endAt, identity: `${date}|${seconds}s` };
}

/** Why a row's names cannot be kept as they are, if they cannot. */
function namesProblem(source: SourceRow): string | undefined {
  if (source.client.length > NAME_MAX) return say.tooLong('Client', NAME_MAX);
  if (source.project.length > NAME_MAX) return say.tooLong('Project', NAME_MAX);
  if (source.task.length > PROPERTY_MAX) return say.tooLong('Task', PROPERTY_MAX);
  if (source.tags.length > TAGS_MAX) return say.tooManyTags;
  if (source.tags.some((tag) => tag.length > TAG_MAX)) return say.tooLong('A tag', TAG_MAX);
  return undefined;
}

const YES_NO: Record<string, string> = { yes: 'Yes', true: 'Yes', no: 'No', false: 'No' };

/** The row's text kept on the timecard: description, task, billable and where it came from, as properties. */
function propertiesOf(tool: TimeImportTool, source: SourceRow): Tag[] {
  const properties: Tag[] = [];
  if (source.description) {
    const { description } = source;
    properties.push({ key: 'Description', value: description.length > PROPERTY_MAX ? `${description.slice(0, PROPERTY_MAX - 1)}…` : description });
  }
  if (source.task) properties.push({ key: 'Task', value: source.task });
  const billable = YES_NO[source.billable.toLowerCase()];
  if (billable) properties.push({ key: 'Billable', value: billable });
  properties.push({ key: 'Imported from', value: timeImportTools[tool] });
  return properties;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const isBlank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');
/** A report's totals row ('Total' and no date): not an entry, and not a problem either. */
const isTotals = (cells: readonly string[], source: SourceRow) => cells[0]?.trim().toLowerCase() === 'total' && !source.startDate && !source.date;

/** The file read into timecards in `zone`, with the rows that cannot be imported and why. */
function plan(data: Uint8Array, zone: string): TimePlan {
  const [header = [], ...rows] = recordsOf(data);
  const layout = layoutOf(header);
  if ('problem' in layout) throw new FileProblem(layout.problem);
  const sources = rows.flatMap((cells, i) => {
    if (isBlank(cells)) return [];
    const source = layout.read(cells, i + 2);
    return isTotals(cells, source) ? [] : [source];
  });
  const dates = dateReader(sources.flatMap((s) => [s.startDate, s.endDate, s.date]).filter(Boolean));
  const nextStart = new Map<string, number>();
  const seen = new Map<string, number>();
  const entries: PlannedEntry[] = [];
  const problems: TimeImportProblem[] = [];
  for (const source of sources) {
    const named = namesProblem(source);
    const timing = named ? { problem: named } : layout.tool === 'harvest' ? dayTiming(source, dates, zone, nextStart) : spanTiming(source, layout, dates, zone);
    if ('problem' in timing) {
      problems.push({ row: source.row, message: timing.problem });
      continue;
    }
    // What tells entries apart; tags and billable are left out, as they are what is most often changed later.
    const identity = JSON.stringify([layout.tool, source.person, source.client, source.project, source.projectCode, source.task, source.description, timing.identity]);
    const occurrence = (seen.get(identity) ?? 0) + 1;
    seen.set(identity, occurrence);
    const travel = source.task.toLowerCase() === 'travel' || source.tags.some((tag) => tag.toLowerCase() === 'travel');
    entries.push({
      row: source.row,
      key: `${layout.tool}:${sha256(`${identity}#${occurrence}`)}`,
      type: travel ? 'travel' : 'labor',
      startAt: new Date(timing.startAt),
      endAt: new Date(timing.endAt),
      customer: source.client,
      project: source.project,
      projectCode: source.projectCode,
      tags: source.tags.map((key) => ({ key, value: '' })),
      properties: propertiesOf(layout.tool, source),
      longDescription: source.description.length > PROPERTY_MAX ? source.description : null,
    });
  }
  return { tool: layout.tool, dateFormat: dates.format, entries, problems };
}

/** Reads an export for the import; a file that cannot be imported at all answers why. */
export function planTimeImport(data: Uint8Array, zone: string): PlanResult {
  try {
    return { ok: true, plan: plan(data, zone) };
  } catch (error) {
    if (error instanceof FileProblem) return { ok: false, message: error.message };
    throw error;
  }
}
