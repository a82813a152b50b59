// What a backup holds and how each kind of record goes out and comes back: the one description both
// the export and the restore read (docs/decisions/039-backup-and-restore.md).
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { contacts } from '../../db/schema/contacts.js';
import { customerAddresses, customerContacts, customers } from '../../db/schema/customers.js';
import { mailImports } from '../../db/schema/imports.js';
import { assignmentContacts, assignments, projects, projectStakeholders, timecards } from '../../db/schema/projects.js';
import { mileage, paymentTypes, receipts, receiptTypes } from '../../db/schema/receipts.js';
import { documents, notes, properties, tags } from '../../db/schema/record-parts.js';
import { rewardHistory, rewards } from '../../db/schema/rewards.js';
import { tasks } from '../../db/schema/tasks.js';
import { itineraryEvents, reservations, travelProposalDecisions, tripContacts, tripQuickLinks, trips } from '../../db/schema/trips.js';
import journal from '../../db/migrations/meta/_journal.json' with { type: 'json' };
import productPackage from '../../../../package.json' with { type: 'json' };

/** The format this version writes. A change that column defaults cannot bridge adds an upgrader. */
export const BACKUP_FORMAT = 1;
export const PRODUCT = 'travel-work-tracker';
export const PRODUCT_VERSION = productPackage.version;
/** The database migration the exporting installation had run. */
export const MIGRATION_ID = journal.entries.at(-1)?.tag ?? '';

/** A record as it sits in a backup: its columns by their database names. */
export type BackupRow = Record<string, unknown>;

/** A row's stored files: the keys it names, and how to make it name others. */
interface FileColumns {
  keys(row: BackupRow): string[];
  rekey(row: BackupRow, to: (key: string) => string): BackupRow;
}

/** Text columns that each hold one key (or null). */
const keyColumns = (...columns: string[]): FileColumns => ({
  keys: (row) => columns.map((c) => row[c]).filter((v): v is string => typeof v === 'string'),
  rekey: (row, to) => Object.fromEntries(Object.entries(row).map(([c, v]) => [c, columns.includes(c) && typeof v === 'string' ? to(v) : v])),
});

/** A receipt: its image's original and view (in the `image` document) and its PDF. */
const receiptFiles: FileColumns = {
  keys: (row) => {
    const image = row.image as { originalKey?: unknown; viewKey?: unknown } | null;
    return [image?.originalKey, image?.viewKey, row.pdf_key].filter((v): v is string => typeof v === 'string');
  },
  rekey: (row, to) => {
    const image = row.image as Record<string, unknown> | null;
    const again = (v: unknown) => (typeof v === 'string' ? to(v) : v);
    return { ...row, pdf_key: again(row.pdf_key), image: image && { ...image, originalKey: again(image.originalKey), viewKey: again(image.viewKey) } };
  },
};

export interface RecordKind {
  table: PgTable;
  /** The file in the zip: `records/<name>.json`. */
  name: string;
  /** Columns left out: the secrets of links the user shared (a restored record is private again). */
  omit?: string[];
  /** Columns holding ids of other records in the backup without a foreign key saying which. */
  references?: string[];
  files?: FileColumns;
  /** An expression over the row (`t.`) that another record of the same user may already have: the two are one. */
  sameAs?: string;
  /** A boolean column true for at most one record of a user: a restored record sets it only when the account has none. */
  onlyOne?: string;
}

/**
 * Every kind of record a user owns, parents before children, so a restore inserts them in this
 * order. Left out on purpose: sessions and sign-in links, calendar-feed and import addresses
 * (secrets that a new account gets its own of), idempotency keys and the backups themselves.
 */
export const RECORD_KINDS: RecordKind[] = [
  { table: contacts, name: 'contacts' },
  { table: customers, name: 'customers' },
  { table: customerAddresses, name: 'customer_addresses' },
  { table: customerContacts, name: 'customer_contacts' },
  { table: projects, name: 'projects', sameAs: 'lower(t.project_number)' },
  { table: projectStakeholders, name: 'project_stakeholders' },
  { table: assignments, name: 'assignments' },
  { table: assignmentContacts, name: 'assignment_contacts' },
  { table: trips, name: 'trips' },
  { table: reservations, name: 'reservations' },
  { table: itineraryEvents, name: 'itinerary_events' },
  { table: tripContacts, name: 'trip_contacts' },
  { table: tripQuickLinks, name: 'trip_quick_links' },
  { table: timecards, name: 'timecards' },
  { table: travelProposalDecisions, name: 'travel_proposal_decisions', references: ['source_id', 'timecard_id'] },
  { table: tasks, name: 'tasks' },
  { table: rewards, name: 'rewards' },
  { table: rewardHistory, name: 'reward_history' },
  { table: paymentTypes, name: 'payment_types', onlyOne: 'is_default' },
  { table: receiptTypes, name: 'receipt_types', sameAs: 'lower(t.name)' },
  { table: receipts, name: 'receipts', omit: ['public_token_hash', 'public_token_sealed'], files: receiptFiles },
  { table: mileage, name: 'mileage' },
  { table: tags, name: 'tags', references: ['record_id'] },
  { table: properties, name: 'properties', references: ['record_id'] },
  { table: notes, name: 'notes', references: ['record_id'] },
  {
    table: documents,
    name: 'documents',
    omit: ['public_token_hash', 'public_token_sealed', 'made_public_at', 'public_key'],
    references: ['record_id'],
    files: keyColumns('storage_key', 'thumbnail_key'),
  },
  { table: mailImports, name: 'mail_imports', files: keyColumns('file_key') },
];

/** A kind's columns as the database names them, and which of them point at other records. */
export function columnsOf(kind: RecordKind) {
  const config = getTableConfig(kind.table);
  const omitted = new Set([...(kind.omit ?? []), 'user_id']);
  const columns = config.columns.filter((c) => !omitted.has(c.name));
  const foreign = config.foreignKeys.flatMap((fk) => fk.reference().columns.map((c) => c.name)).filter((name) => name !== 'user_id');
  return {
    sqlName: config.name,
    columns: columns.map((c) => c.name),
    /** Numbers that a double could round (numeric): carried as text. */
    exact: columns.filter((c) => c.columnType === 'PgNumeric').map((c) => c.name),
    references: [...foreign, ...(kind.references ?? [])],
    hasId: columns.some((c) => c.name === 'id' && c.primary),
    /** The columns that say which row it is, when it has no id of its own. */
    key: config.primaryKeys[0]?.columns.map((c) => c.name) ?? columns.map((c) => c.name),
  };
}

const Sha256 = z.string().regex(/^[0-9a-f]{64}$/);

/** `manifest.json`: what the zip holds, so that a restore can check every byte of it first. */
export const ManifestSchema = z.object({
  format: z.number().int().min(1),
  product: z.literal(PRODUCT),
  productVersion: z.string(),
  migration: z.string(),
  exportedAt: z.string(),
  /** The account it was made from (its ids are kept when restored into an account that can keep them). */
  userId: z.uuid(),
  /** Each kind of record: its file, how many records, and the columns they have. */
  records: z.record(z.string(), z.object({ path: z.string(), count: z.number().int().min(0), columns: z.array(z.string()), sha256: Sha256 })),
  /** Every stored file: its path in the zip, by its key, with its size and digest. */
  files: z.record(z.string(), z.object({ path: z.string(), size: z.number().int().min(0), sha256: Sha256 })),
  /** The profile's settings (home currency, zone, week start…). */
  settings: z.record(z.string(), z.unknown()),
});
export type Manifest = z.infer<typeof ManifestSchema>;

/** The records of a backup as read: by kind, with the manifest they came with. */
export interface BackupContents {
  manifest: Manifest;
  records: Map<string, BackupRow[]>;
}

/**
 * Brings a backup of an older format to the next one: `UPGRADERS[n - 1]` reads format n. None yet:
 * format 1 is the first. Columns that a later migration adds with a default need none, since a
 * restore inserts only the columns a backup has (its manifest lists them).
 */
const UPGRADERS: ((contents: BackupContents) => BackupContents)[] = [];

/** The backup in the current format; formats this version does not know are refused by the caller. */
export function upgraded(contents: BackupContents): BackupContents {
  let current = contents;
  for (let format = current.manifest.format; format < BACKUP_FORMAT; format++) {
    const upgrade = UPGRADERS[format - 1];
    if (!upgrade) throw new Error(`no upgrader from backup format ${String(format)}`);
    current = upgrade(current);
  }
  return current;
}

/** The path of a stored file in the zip. */
export const filePath = (key: string) => `files/${key}`;
export const recordsPath = (name: string) => `records/${name}.json`;
export const MANIFEST_PATH = 'manifest.json';
