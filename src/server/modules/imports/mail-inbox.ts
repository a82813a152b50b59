// The import address: each user's `trips+<token>@<domain>`, and what arrives at it. A mail is
// stored as it came before it is accepted (nothing is lost once the sender is told OK), then read
// in the background; the result waits in the user's imports for review.
import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { messages } from '../../../shared/messages.js';
import type { MailImport } from '../../../shared/imports.js';
import type { Db } from '../../db/client.js';
import { mailImports } from '../../db/schema/imports.js';
import { users } from '../../db/schema/users.js';
import { AppError } from '../../errors.js';
import type { Logger } from '../../logger.js';
import type { BlobStore } from '../../storage/blob-store.js';
import { previewImport } from './imports.service.js';

export interface InboxDeps {
  db: Db;
  store: BlobStore;
  logger: Logger;
}

const newToken = () => randomBytes(8).toString('hex');
const notFound = () => new AppError('NOT_FOUND', messages.notFound('Import'));
const addressOf = (token: string, domain: string) => `trips+${token}@${domain}`;

/** The user's import address, its token made on first use. */
export async function importAddress(db: Db, userId: string, domain: string): Promise<string> {
  const [row] = await db.select({ token: users.importToken }).from(users).where(eq(users.id, userId));
  if (row?.token) return addressOf(row.token, domain);
  return rotateImportAddress(db, userId, domain);
}

/** A new address for the user: mail to the old one is refused from now on. */
export async function rotateImportAddress(db: Db, userId: string, domain: string): Promise<string> {
  const token = newToken();
  await db.update(users).set({ importToken: token }).where(eq(users.id, userId));
  return addressOf(token, domain);
}

/** The user an address belongs to: `trips+<token>@<domain>` with a token in use, else none. */
export async function userOfAddress(db: Db, address: string, domain: string): Promise<string | undefined> {
  const m = /^trips\+([0-9a-f]{16})@(.+)$/i.exec(address.trim());
  if (!m?.[1] || m[2]?.toLowerCase() !== domain.toLowerCase()) return undefined;
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.importToken, m[1].toLowerCase()));
  return row?.id;
}

/** Reads a stored mail and keeps what was found, or why nothing was. */
async function readStored(deps: InboxDeps, userId: string, id: string, raw: Uint8Array) {
  try {
    const preview = await previewImport(deps.db, userId, raw, { name: 'mail.eml' });
    const nothing = preview.reservations.length === 0;
    const error = nothing ? preview.problems.join('; ') || 'no reservation could be read from it' : '';
    await deps.db.update(mailImports).set({ status: nothing ? 'failed' : 'ready', preview, error }).where(eq(mailImports.id, id));
  } catch (cause) {
    deps.logger.error({ err: cause, importId: id }, 'import could not be read');
    await deps.db.update(mailImports).set({ status: 'failed', error: 'the mail could not be read' }).where(eq(mailImports.id, id));
  }
}

/**
 * Keeps a mail for the user (the file, then its row) and starts reading it; resolves once it is
 * kept, with the import's id and the reading under way (`read`, for whoever wants to wait).
 */
export async function receiveMail(deps: InboxDeps, userId: string, raw: Uint8Array, sender: string, subject = '') {
  const [row] = await deps.db.insert(mailImports).values({ userId, sender: sender.slice(0, 320), subject: subject.slice(0, 500), fileKey: '' }).returning({ id: mailImports.id });
  if (!row) throw new Error('import not stored');
  const fileKey = `${userId}/imports/${row.id}.eml`;
  await deps.store.put(fileKey, raw);
  await deps.db.update(mailImports).set({ fileKey }).where(eq(mailImports.id, row.id));
  return { id: row.id, read: readStored(deps, userId, row.id, raw) };
}

const toMailImport = (r: typeof mailImports.$inferSelect): MailImport => ({
  id: r.id,
  receivedAt: r.createdAt.toISOString(),
  sender: r.sender,
  subject: r.subject,
  status: r.status,
  error: r.error,
  tripId: r.tripId,
  preview: r.preview,
});

/** The user's imports, newest first (the latest 200). */
export async function listImports(db: Db, userId: string) {
  const rows = await db.select().from(mailImports).where(eq(mailImports.userId, userId)).orderBy(desc(mailImports.createdAt)).limit(200);
  return { items: rows.map(toMailImport) };
}

async function importRow(db: Db, userId: string, id: string) {
  const [row] = await db.select().from(mailImports).where(and(eq(mailImports.userId, userId), eq(mailImports.id, id)));
  if (!row) throw notFound();
  return row;
}

export const getImport = async (db: Db, userId: string, id: string) => toMailImport(await importRow(db, userId, id));

/** The mail as it arrived. */
export async function importOriginal(deps: Pick<InboxDeps, 'db' | 'store'>, userId: string, id: string) {
  const row = await importRow(deps.db, userId, id);
  const bytes = row.fileKey ? await deps.store.get(row.fileKey) : undefined;
  if (!bytes) throw notFound();
  return { bytes, fileName: `${(row.subject || 'mail').replace(/[^\w .-]+/g, '_').slice(0, 80)}.eml`, contentType: 'message/rfc822' };
}

export async function deleteImport(deps: Pick<InboxDeps, 'db' | 'store'>, userId: string, id: string) {
  const row = await importRow(deps.db, userId, id);
  await deps.db.delete(mailImports).where(eq(mailImports.id, id));
  if (row.fileKey) await deps.store.delete(row.fileKey);
}
