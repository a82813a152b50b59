import type { FormErrors } from '@mantine/form';
import { messages } from '../../../../shared/messages.js';
import { PropertiesSchema, TagsSchema } from '../../../../shared/record-parts.js';
import { instantOf, localOf, zoned } from '../../../../shared/time.js';
import { TimecardInputSchema, TimecardPatchSchema, type Timecard } from '../../../../shared/timecards.js';
import { filledPairs, firstPairError, type Pair } from '../../../components/record-parts/pairs.js';
import type { ZonedValue } from '../../../components/zoned-field.js';
import { schemaErrors } from '../../../lib/form-errors.js';

export type EditorValues = {
  type: Timecard['type'];
  customerId: string | null;
  projectId: string | null;
  assignmentId: string | null;
  tripId: string | null;
  start: ZonedValue;
  end: ZonedValue;
  startLocation: string;
  endLocation: string;
  tags: Pair[];
  properties: Pair[];
};

/** A new entry on `day` is 09:00–17:00 at home; an existing one as it is. */
export const editorValuesOf = (home: string, day: string, entry?: Timecard): EditorValues => ({
  type: entry?.type ?? 'labor',
  customerId: entry?.customer?.id ?? null,
  projectId: entry?.project?.id ?? null,
  assignmentId: entry?.assignment?.id ?? null,
  tripId: entry?.trip?.id ?? null,
  start: entry ? { local: entry.start.local, zone: entry.start.zone } : { local: `${day}T09:00`, zone: home },
  end: entry?.end ? { local: entry.end.local, zone: entry.end.zone } : { local: entry ? '' : `${day}T17:00`, zone: entry?.start.zone ?? home },
  startLocation: entry?.startLocation ?? '',
  endLocation: entry?.endLocation ?? '',
  tags: entry?.tags ?? [],
  properties: entry?.properties ?? [],
});

/**
 * Which times Save sends. The editor works in minutes while the timer stops to the second: an
 * existing entry's start and end are sent only once changed, so saving other fields keeps them
 * exact. A running timer's end is never sent, so it keeps running.
 */
export interface SavedTimes {
  isNew: boolean;
  start: boolean;
  end: boolean;
}

const sameTime = (a: ZonedValue, b: ZonedValue) => a.local === b.local && a.zone === b.zone;

export function savedTimes(values: EditorValues, initial: EditorValues, entry: Timecard | undefined): SavedTimes {
  if (!entry) return { isNew: true, start: true, end: true };
  return { isNew: false, start: !sameTime(values.start, initial.start), end: entry.end !== null && !sameTime(values.end, initial.end) };
}

/** What Save sends: the record's own fields, tags and properties, and the times `times` names. */
export function editorBodyOf(values: EditorValues, times: SavedTimes) {
  const { start, end, ...rest } = values;
  return {
    ...rest,
    tags: filledPairs(values.tags),
    properties: filledPairs(values.properties),
    ...(times.start ? { start } : {}),
    ...(times.end ? { end } : {}),
  };
}

/** The errors the API would give, in the spec's words; an empty date and time is a missing field, not a bad one. */
export function validateEditor(values: EditorValues, times: SavedTimes): FormErrors {
  const errors: FormErrors = {
    ...schemaErrors(times.isNew ? TimecardInputSchema : TimecardPatchSchema, editorBodyOf(values, times)),
    tags: firstPairError(TagsSchema, values.tags),
    properties: firstPairError(PropertiesSchema, values.properties),
  };
  if (times.start && !values.start.local) errors['start.local'] = messages.fieldRequired;
  if (times.end && !values.end.local) errors['end.local'] = messages.fieldRequired;
  // Only one end changed: the other one, unchanged, still counts for "end after start".
  const hours = hoursBetween(values.start, values.end);
  if ((times.start || times.end) && hours !== undefined && hours <= 0 && values.end.local) errors['end.local'] ??= messages.dateNotValid;
  return errors;
}

/** Hours between two wall-clock times in their zones; undefined while either is missing or names no moment (a skipped hour). */
export function hoursBetween(start: ZonedValue, end: ZonedValue): number | undefined {
  const a = start.local ? instantOf(start.local, start.zone) : undefined;
  const b = end.local ? instantOf(end.local, end.zone) : undefined;
  return a && b ? (b.getTime() - a.getTime()) / 3_600_000 : undefined;
}

/**
 * The entry as the week shows it while it waits to be sent: its times and fields as written, its
 * links as they were (their names come with the server's answer), under `id`.
 */
export function shownEntry(values: EditorValues, home: string, id: string, entry?: Timecard): Timecard {
  const start = instantOf(values.start.local, values.start.zone) ?? new Date(entry?.start.at ?? Date.now());
  const end = entry && entry.end === null ? null : (instantOf(values.end.local, values.end.zone) ?? null);
  const same = <T extends { id: string } | null>(ref: T | undefined, chosen: string | null) => (ref && ref.id === chosen ? ref : null);
  return {
    id,
    type: values.type,
    project: same(entry?.project, values.projectId),
    assignment: same(entry?.assignment, values.assignmentId),
    customer: same(entry?.customer, values.customerId),
    trip: same(entry?.trip, values.tripId),
    start: zoned(start, values.start.zone),
    end: end && zoned(end, values.end.zone),
    home: { zone: home, start: localOf(start, home), end: end && localOf(end, home) },
    day: values.start.local.slice(0, 10),
    hours: ((end ?? new Date()).getTime() - start.getTime()) / 3_600_000,
    startLocation: values.startLocation,
    endLocation: values.endLocation,
    tags: filledPairs(values.tags),
    properties: filledPairs(values.properties),
    updatedAt: entry?.updatedAt ?? new Date().toISOString(),
  };
}
