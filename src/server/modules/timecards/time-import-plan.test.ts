import { describe, expect, it } from 'vitest';
import { dateReader, layoutOf, readDuration, readTime } from './time-import-formats.js';
import { planTimeImport, type TimePlan } from './time-import-plan.js';
import { harvestExport, togglExport } from './testing/time-exports.js';

const planOf = (text: string, zone = 'UTC'): TimePlan => {
  const result = planTimeImport(new TextEncoder().encode(text), zone);
  if (!result.ok) throw new Error(result.message);
  return result.plan;
};

describe('reading the tools’ cells', () => {
  it('reads dates in ISO form, and day or month first as the whole file tells', () => {
    expect(dateReader(['2026-03-06']).read('2026-03-06')).toBe('2026-03-06');
    const us = dateReader(['03/04/2026', '03/27/2026']);
    expect([us.format, us.read('03/04/2026')]).toEqual(['MM/DD/YYYY', '2026-03-04']);
    const european = dateReader(['03/04/2026', '27/03/2026']);
    expect([european.format, european.read('03/04/2026')]).toEqual(['DD/MM/YYYY', '2026-04-03']);
    // Nothing tells: dots are day first, slashes month first (Clockify's default).
    expect(dateReader(['03.04.2026']).read('03.04.2026')).toBe('2026-04-03');
    expect(dateReader(['03-04-2026']).read('03-04-2026')).toBe('2026-03-04');
    expect(dateReader([]).format).toBeNull();
    for (const bad of ['2026-02-30', '13/13/2026', 'tomorrow', '']) expect(dateReader([bad]).read(bad), bad).toBeUndefined();
  });

  it('reads 24-hour and 12-hour times of day', () => {
    expect(['09:00:00', '9:05', '12:00:00 AM', '12:30 PM', '1:05:09 pm', '11:59:59 P.M.'].map(readTime)).toEqual([
      '09:00:00', '09:05:00', '00:00:00', '12:30:00', '13:05:09', '23:59:59',
    ]);
    for (const bad of ['24:00', '13:00 PM', '0:30 AM', '9:60', 'noon', '']) expect(readTime(bad), bad).toBeUndefined();
  });

  it('reads durations as clock times or decimal hours, to the second', () => {
    expect(['01:25:05', '1:30', '125:00:00', '1.5', '1,5', '1.50 h', '0.01'].map(readDuration)).toEqual([5105, 5400, 450_000, 5400, 5400, 5400, 36]);
    for (const bad of ['1:75', 'one hour', '-1', '']) expect(readDuration(bad), bad).toBeUndefined();
  });

  it('knows each layout by its header, and names the columns a layout lacks', () => {
    const toolOf = (header: string) => {
      const layout = layoutOf(header.split(','));
      return 'problem' in layout ? layout.problem : layout.tool;
    };
    expect(toolOf('User,Email,Client,Project,Task,Description,Billable,Start date,Start time,End date,End time,Duration,Tags,Amount (EUR)')).toBe('toggl');
    expect(toolOf('Project,Client,Description,Task,User,Group,Email,Tags,Billable,Start Date,Start Time,End Date,End Time,Duration (h),Duration (decimal)')).toBe('clockify');
    expect(toolOf('Date,Client,Project,Project Code,Task,Notes,Hours,Hours Rounded,Billable?,Invoiced?,Approved?,First Name,Last Name')).toBe('harvest');
    expect(toolOf('Project,Start Date,Duration (h)')).toBe('This Clockify export lacks the column(s) Start Time, End Date, End Time');
    expect(toolOf('Client,Project,Billable?')).toBe('This Harvest export lacks the column(s) Date, Hours');
  });
});

describe('the rows’ identities', () => {
  it('are the same whatever zone the file is read in and whatever order its columns are in', () => {
    const keys = (plan: TimePlan) => plan.entries.map((e) => e.key);
    const reordered = harvestExport
      .replace('Date,Client,Project', 'Client,Date,Project')
      .replace(/^(\d{4}-\d{2}-\d{2}),("Acme, Inc\."|Globex),/gm, '$2,$1,');
    expect(keys(planOf(reordered, 'Europe/Paris'))).toEqual(keys(planOf(harvestExport, 'America/Los_Angeles')));
    // In Tokyo the late fix (01:30 to 01:15 on the night New York's clocks go back) ends before it starts: left out, the others keep their keys.
    const tokyo = planOf(togglExport, 'Asia/Tokyo');
    expect(tokyo.problems).toEqual([{ row: 6, message: 'The end is not after the start' }, { row: 7, message: 'Start date not valid' }]);
    expect(keys(tokyo)).toEqual(keys(planOf(togglExport, 'America/New_York')).slice(0, 4));
  });

  it('tell identical rows apart by which one they are, and change with what the entry is', () => {
    const header = 'Date,Client,Project,Task,Notes,Hours,First Name,Last Name\r\n';
    const row = '2026-06-01,Acme,Website,Design,Sketches,1.5,Ada,Lovelace\r\n';
    const [first, second, other] = planOf(header + row + row + row.replace('Sketches', 'Drawings')).entries.map((e) => e.key);
    expect(new Set([first, second, other]).size).toBe(3);
    expect(planOf(header + row).entries[0]?.key).toBe(first);
    expect(first).toMatch(/^harvest:[0-9a-f]{64}$/);
  });
});
