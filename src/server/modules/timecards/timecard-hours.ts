import { sql, type SQL } from 'drizzle-orm';
import { timecards } from '../../db/schema/projects.js';

/**
 * The hours of the timecards an aggregate groups (those of `filter` only, when given), running
 * ones left out, as double precision. The durations are summed as intervals and turned into
 * seconds once: taken per row, the seconds are numeric, and numeric arithmetic on thousands of
 * rows is what a page's hours columns then spend their time on.
 */
export const sumHours = (filter?: SQL) =>
  sql<number>`cast(extract(epoch from coalesce(sum(${timecards.endAt} - ${timecards.startAt})${filter ? sql` filter (where ${filter})` : sql``}, interval '0')) / 3600.0 as double precision)`;
