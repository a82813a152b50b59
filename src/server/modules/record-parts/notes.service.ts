import { and, desc, eq } from 'drizzle-orm';
import type { Note, NoteInput, NoteSummary, RecordType } from '../../../shared/record-parts.js';
import type { Db } from '../../db/client.js';
import { notes } from '../../db/schema/record-parts.js';
import { messages } from '../../../shared/messages.js';
import { AppError } from '../../errors.js';
import { isVersion } from '../../http/versions.js';
import { assertOwnRecord } from './record-tables.js';
import { sanitizeNoteHtml } from './sanitize.js';

interface Target {
  userId: string;
  recordType: RecordType;
  recordId: string;
}

const sizeOf = (html: string) => Buffer.byteLength(html, 'utf8');

const toSummary = (row: typeof notes.$inferSelect): NoteSummary => ({
  id: row.id,
  name: row.name,
  size: sizeOf(row.html),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
const toNote = (row: typeof notes.$inferSelect): Note => ({ ...toSummary(row), html: row.html });

const ofTarget = ({ userId, recordType, recordId }: Target) =>
  and(eq(notes.userId, userId), eq(notes.recordType, recordType), eq(notes.recordId, recordId));

/** The record's notes, newest first, without their bodies. */
export async function listNotes(db: Db, target: Target): Promise<NoteSummary[]> {
  const rows = await db.select().from(notes).where(ofTarget(target)).orderBy(desc(notes.createdAt));
  return rows.map(toSummary);
}

/** Adds a note to a record still there when it commits; its HTML is sanitised before it is stored. */
export async function createNote(db: Db, target: Target, input: NoteInput): Promise<Note> {
  const html = sanitizeNoteHtml(input.html ?? '');
  const [row] = await db.transaction(async (tx) => {
    await assertOwnRecord(tx, target.recordType, target.userId, target.recordId);
    return tx.insert(notes).values({ ...target, name: input.name, html }).returning();
  });
  if (!row) throw new Error('note not created');
  return toNote(row);
}

/** One note with its body. */
export async function getNote(db: Db, target: Target, noteId: string): Promise<Note> {
  const [row] = await db.select().from(notes).where(and(ofTarget(target), eq(notes.id, noteId)));
  if (!row) throw AppError.notFound('Note');
  return toNote(row);
}

/**
 * Changes a note's name or body; with `ifMatch` (http/versions.ts), only if the note is still
 * that version, else 412 and nothing changes.
 */
export async function updateNote(db: Db, target: Target, noteId: string, input: Partial<NoteInput>, ifMatch?: string): Promise<Note> {
  const [row] = await db
    .update(notes)
    .set({
      // Named, so that a patch with nothing else to change is still a statement.
      updatedAt: new Date(),
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.html !== undefined ? { html: sanitizeNoteHtml(input.html) } : {}),
    })
    .where(and(ofTarget(target), eq(notes.id, noteId), ifMatch === undefined ? undefined : isVersion(notes.updatedAt, ifMatch)))
    .returning();
  if (row) return toNote(row);
  await getNote(db, target, noteId);
  throw new AppError('PRECONDITION_FAILED', messages.changedElsewhere);
}

/** Removes a note. */
export async function deleteNote(db: Db, target: Target, noteId: string): Promise<void> {
  const rows = await db.delete(notes).where(and(ofTarget(target), eq(notes.id, noteId))).returning({ id: notes.id });
  if (rows.length === 0) throw AppError.notFound('Note');
}
