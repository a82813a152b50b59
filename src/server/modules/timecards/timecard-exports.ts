import { and, eq, sql } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import { safeCell } from '../../http/csv.js';
import PDFDocument from 'pdfkit';
import { formatDuration, roundHours, timecardTypes, type ExportQuery } from '../../../shared/timecards.js';
import type { Db } from '../../db/client.js';
import { customers } from '../../db/schema/customers.js';
import { assignments, projects, timecards } from '../../db/schema/projects.js';
import { users } from '../../db/schema/users.js';
import { entryOrder, localAt, localDay, wallClockText, withinDays } from './timecards.service.js';

/** Finished entries of the period, oldest first, optionally of one customer (directly or through the project or assignment) or one project. */
async function exportRows(db: Db, userId: string, query: ExportQuery) {
  const customerOf = sql`coalesce(${timecards.customerId}, ${projects.customerId}, ${assignments.customerId})`;
  const rows = await db
    .select({
      day: localDay,
      type: timecards.type,
      startAt: timecards.startAt,
      startZone: timecards.startZone,
      startLocal: wallClockText(timecards.startAt, timecards.startZone),
      endAt: timecards.endAt,
      endZone: timecards.endZone,
      endLocal: wallClockText(timecards.endAt, timecards.endZone),
      startLocation: timecards.startLocation,
      endLocation: timecards.endLocation,
      projectNumber: projects.projectNumber,
      projectName: projects.name,
      assignmentName: assignments.name,
      customerName: sql<string | null>`(select ${customers.name} from ${customers} where ${customers.id} = ${customerOf})`,
    })
    .from(timecards)
    .leftJoin(projects, eq(projects.id, timecards.projectId))
    .leftJoin(assignments, eq(assignments.id, timecards.assignmentId))
    .where(
      and(
        withinDays(userId, query.from, query.to),
        sql`${timecards.endAt} is not null`,
        query.projectId ? eq(timecards.projectId, query.projectId) : undefined,
        query.customerId ? sql`${customerOf} = ${query.customerId}` : undefined,
      ),
    )
    .orderBy(...entryOrder);
  return rows.flatMap(({ endAt, endZone, ...r }) => {
    // As for the week: the day shown decides, should the index have read a bare zone name differently.
    if (!endAt || !endZone || r.day < query.from || r.day > query.to) return [];
    const hours = roundHours((endAt.getTime() - r.startAt.getTime()) / 3_600_000);
    return [{ ...r, endAt, endZone, startLocal: localAt(r.startLocal, r.startAt, r.startZone), endLocal: localAt(r.endLocal, endAt, endZone), hours }];
  });
}

const wall = (local: string) => local.replace('T', ' ');
const projectLabel = (r: { projectNumber: string | null; projectName: string | null }) =>
  r.projectNumber ? [r.projectNumber, r.projectName].filter(Boolean).join(' ') : '';

/** CSV for invoicing: one row per entry, local and UTC times, decimal hours. */
export async function timecardsCsv(db: Db, userId: string, query: ExportQuery): Promise<string> {
  const rows = await exportRows(db, userId, query);
  return stringify(
    rows.map((r) => [
      r.day,
      timecardTypes[r.type],
      safeCell(r.customerName ?? ''),
      safeCell(projectLabel(r)),
      safeCell(r.assignmentName ?? ''),
      wall(r.startLocal),
      r.startZone,
      r.startAt.toISOString(),
      wall(r.endLocal),
      r.endZone,
      r.endAt.toISOString(),
      r.hours.toFixed(2),
      safeCell(r.startLocation),
      safeCell(r.endLocation),
    ]),
    {
      header: true,
      columns: [
        'Date', 'Type', 'Customer', 'Project', 'Assignment', 'Start (local)', 'Start zone', 'Start (UTC)',
        'End (local)', 'End zone', 'End (UTC)', 'Hours', 'Start location', 'End location',
      ],
    },
  );
}

const mdy = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;

/** A timesheet for a customer to sign: entries, totals per day and per project, signature lines. */
export async function timecardsPdf(db: Db, userId: string, query: ExportQuery, title: string): Promise<Buffer> {
  const [rows, [owner]] = await Promise.all([
    exportRows(db, userId, query),
    db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, userId)),
  ]);
  const doc = new PDFDocument({ size: 'LETTER', margin: 48, info: { Title: title, Author: `${owner?.firstName ?? ''} ${owner?.lastName ?? ''}` } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  doc.font('Helvetica-Bold').fontSize(18).text('Timesheet');
  doc.font('Helvetica').fontSize(10).moveDown(0.3);
  doc.text(`${owner?.firstName ?? ''} ${owner?.lastName ?? ''}`.trim());
  doc.text(`Period: ${mdy(query.from)} – ${mdy(query.to)}`);
  if (title !== 'Timesheet') doc.text(title);
  doc.moveDown();

  const sumBy = (key: (r: (typeof rows)[number]) => string) => {
    const totals = new Map<string, number>();
    for (const r of rows) totals.set(key(r), (totals.get(key(r)) ?? 0) + r.hours);
    return [...totals].map(([k, h]) => [k, roundHours(h).toFixed(2)]);
  };
  const grand = roundHours(rows.reduce((s, r) => s + r.hours, 0));

  doc.font('Helvetica-Bold').text('Entries').font('Helvetica').moveDown(0.3);
  doc.table({
    columnStyles: [62, '*', 44, 70, 70, 44],
    data: [
      ['Date', 'Project / assignment', 'Type', 'Start', 'End', 'Hours'],
      ...rows.map((r) => [
        mdy(r.day),
        [projectLabel(r), r.assignmentName].filter(Boolean).join(' · ') || '—',
        timecardTypes[r.type],
        `${r.startLocal.slice(11)} ${shortZone(r.startAt, r.startZone)}`,
        `${r.endLocal.slice(11)} ${shortZone(r.endAt, r.endZone)}`,
        r.hours.toFixed(2),
      ]),
    ],
  });
  doc.moveDown();
  doc.font('Helvetica-Bold').text('Totals per day').font('Helvetica').moveDown(0.3);
  doc.table({ columnStyles: ['*', 80], data: [['Date', 'Hours'], ...sumBy((r) => mdy(r.day))] });
  doc.moveDown();
  doc.font('Helvetica-Bold').text('Totals per project').font('Helvetica').moveDown(0.3);
  doc.table({ columnStyles: ['*', 80], data: [['Project', 'Hours'], ...sumBy((r) => projectLabel(r) || 'No project')] });
  doc.moveDown();
  doc.font('Helvetica-Bold').text(`Total: ${grand.toFixed(2)} hours (${formatDuration(grand)})`);
  doc.moveDown(3);
  doc.font('Helvetica').text('Approved by (customer): ______________________________    Date: ______________');
  doc.end();
  return done;
}

// One formatter per zone: making one costs far more than using it, and a timesheet has a row per entry.
const shortZoneFormats = new Map<string, Intl.DateTimeFormat>();

/** The zone's short name at that instant (CDT, GMT+1), as times away from home are shown. */
function shortZone(at: Date, zone: string): string {
  let format = shortZoneFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'short' });
    shortZoneFormats.set(zone, format);
  }
  return format.formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? zone;
}
