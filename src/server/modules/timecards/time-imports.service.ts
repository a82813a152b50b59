import { and, eq, inArray, sql } from 'drizzle-orm';
import { TIME_IMPORT_LISTED, type TimeImportSummary } from '../../../shared/time-imports.js';
import { homeSettings } from '../account/account.service.js';
import type { Db } from '../../db/client.js';
import { timecards } from '../../db/schema/projects.js';
import { notes, properties, tags } from '../../db/schema/record-parts.js';
import { AppError } from '../../errors.js';
import { escapeHtml } from '../../http/html-text.js';
import { ReadLimitError, runReader } from '../../workers/reader-pool.js';
import { sanitizeNoteHtml } from '../record-parts/sanitize.js';
import type { PlannedEntry, TimePlan } from './time-import-plan.js';
import { makeTargets, resolveTargets, type Targets } from './time-import-targets.js';
import { startDayOf } from './timecards.service.js';

/** A file and the zone its wall-clock times are in. */
export interface TimeImportFile {
  data: Uint8Array;
  zone: string;
}

/** Any fixed number: the first half of the lock one user's imports queue on (the second is the user's). */
const IMPORT_LOCK_CLASS = 727_036;
const CHUNK = 500;

const refuse = (message: string) => new AppError('VALIDATION_FAILED', message, [{ path: 'file', message }]);

/** The file read in the reader pool (it is untrusted): its entries, or a 400 saying why it cannot be imported. */
async function readPlan({ data, zone }: TimeImportFile): Promise<TimePlan> {
  let result;
  try {
    result = await runReader('readTimeExport', { data, zone });
  } catch (error) {
    if (error instanceof ReadLimitError) throw refuse(`This file could not be read: ${error.message}`);
    throw error;
  }
  if (!result.ok) throw refuse(result.message);
  return result.plan;
}

function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));
}

/** The keys among `keys` that the user's timecards already have. */
async function importedKeys(db: Db, userId: string, keys: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (const part of chunks(keys, 1000)) {
    const rows = await db
      .select({ key: timecards.importKey })
      .from(timecards)
      .where(and(eq(timecards.userId, userId), inArray(timecards.importKey, part)));
    for (const row of rows) if (row.key) found.add(row.key);
  }
  return found;
}

function summaryOf(plan: TimePlan, zone: string, counts: { entries: number; alreadyImported: number }, targets: Targets): TimeImportSummary {
  const customerNames = [...targets.newCustomers.values()];
  const projectNames = [...targets.newProjects.values()].map((p) => p.name);
  return {
    tool: plan.tool,
    zone,
    dateFormat: plan.dateFormat,
    ...counts,
    newCustomers: customerNames.length,
    newProjects: projectNames.length,
    newCustomerNames: customerNames.slice(0, TIME_IMPORT_LISTED),
    newProjectNames: projectNames.slice(0, TIME_IMPORT_LISTED),
    problemCount: plan.problems.length,
    problems: plan.problems.slice(0, TIME_IMPORT_LISTED),
  };
}

/** What importing the file would do: its entries, those imported before, the customers and projects it would make, its problems. Saves nothing. */
export async function previewTimeImport(db: Db, userId: string, file: TimeImportFile): Promise<TimeImportSummary> {
  const plan = await readPlan(file);
  const imported = await importedKeys(db, userId, plan.entries.map((e) => e.key));
  const fresh = plan.entries.filter((e) => !imported.has(e.key));
  const targets = await resolveTargets(db, userId, fresh);
  return summaryOf(plan, file.zone, { entries: fresh.length, alreadyImported: plan.entries.length - fresh.length }, targets);
}


/** The new timecards' tags, properties and (for a long description) note, in the caller's transaction. */
async function writeParts(tx: Db, userId: string, saved: readonly { id: string; entry: PlannedEntry }[]) {
  const target = (id: string) => ({ userId, recordType: 'timecard' as const, recordId: id });
  const pairs = (pick: (e: PlannedEntry) => PlannedEntry['tags']) =>
    saved.flatMap(({ id, entry }) => pick(entry).map((pair, position) => ({ ...target(id), position, key: pair.key, value: pair.value })));
  for (const part of chunks(pairs((e) => e.tags), 1000)) await tx.insert(tags).values(part);
  for (const part of chunks(pairs((e) => e.properties), 1000)) await tx.insert(properties).values(part);
  const long = saved.flatMap(({ id, entry }) =>
    entry.longDescription === null ? [] : [{ ...target(id), name: 'Description', html: sanitizeNoteHtml(`<p>${escapeHtml(entry.longDescription).replace(/\r?\n/g, '<br>')}</p>`) }],
  );
  for (const part of chunks(long)) await tx.insert(notes).values(part);
}

/**
 * Imports the file's entries in one transaction: customers and projects matched or made, each
 * entry saved once. One user's imports queue on a lock, so that two at once neither make a customer
 * twice nor, with the unique key each entry carries, an entry twice.
 */
export async function saveTimeImport(db: Db, userId: string, file: TimeImportFile): Promise<TimeImportSummary> {
  return saveTimePlan(db, userId, await readPlan(file), file.zone);
}

/** Saves a file's entries as read (saveTimeImport), in one transaction. */
export async function saveTimePlan(db: Db, userId: string, plan: TimePlan, zone: string): Promise<TimeImportSummary> {
  const { currency } = await homeSettings(db, userId);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK_CLASS}, hashtext(${userId}))`);
    const imported = await importedKeys(tx, userId, plan.entries.map((e) => e.key));
    const fresh = plan.entries.filter((e) => !imported.has(e.key));
    const targets = await resolveTargets(tx, userId, fresh);
    const links = await makeTargets(tx, userId, targets, currency);
    const byKey = new Map(fresh.map((entry) => [entry.key, entry]));
    const saved: { id: string; entry: PlannedEntry }[] = [];
    for (const part of chunks(fresh.map((entry, i) => ({ entry, link: links[i] })))) {
      const rows = await tx
        .insert(timecards)
        .values(
          part.map(({ entry, link }) => ({
            userId,
            type: entry.type,
            customerId: link?.customerId ?? null,
            projectId: link?.projectId ?? null,
            startAt: entry.startAt,
            startZone: zone,
            startDay: startDayOf(entry.startAt, zone),
            endAt: entry.endAt,
            endZone: zone,
            importKey: entry.key,
          })),
        )
        .onConflictDoNothing({ target: [timecards.userId, timecards.importKey], where: sql`${timecards.importKey} is not null` })
        .returning({ id: timecards.id, key: timecards.importKey });
      for (const row of rows) {
        const entry = row.key ? byKey.get(row.key) : undefined;
        if (entry) saved.push({ id: row.id, entry });
      }
    }
    await writeParts(tx, userId, saved);
    return summaryOf(plan, zone, { entries: saved.length, alreadyImported: plan.entries.length - saved.length }, targets);
  });
}
