// Exports as the three tools write them (layouts and sources: docs/decisions/037-time-entry-imports.md):
// a UTF-8 byte order mark, CRLF line ends, quoted cells with commas, doubled quotes and line breaks,
// tags, an entry across midnight and a clock change, and a cell that a spreadsheet would run as a formula.

const BOM = '\uFEFF';
const csv = (lines: readonly string[]) => `${BOM}${lines.join('\r\n')}\r\n`;

/**
 * Toggl Track, Reports → Detailed → Export → CSV. Read in America/New_York: the clocks go forward
 * on 2026-03-08 at 02:00 and back on 2026-11-01 at 02:00.
 */
export const togglExport = csv([
  'User,Email,Client,Project,Task,Description,Billable,Start date,Start time,End date,End time,Duration,Tags,Amount (USD)',
  // Row 2: 09:00–10:30 EST.
  'Ada Lovelace,ada@example.com,"Acme, Inc.",Website,Design,"Homepage, hero ""v2""",Yes,2026-03-06,09:00:00,2026-03-06,10:30:00,01:30:00,"site, design",150.00',
  // Row 3: overnight across the spring change: 22:00 EST to 06:00 EDT is 7 hours; its description spans two lines.
  'Ada Lovelace,ada@example.com,"Acme, Inc.",Website,,"Overnight deploy\r\nand checks",Yes,2026-03-07,22:00:00,2026-03-08,06:00:00,07:00:00,deploy,700.00',
  // Row 4: a spreadsheet would run this description; it stays text.
  'Ada Lovelace,ada@example.com,Globex,Support,,=cmd|\' /C calc\'!A0,No,2026-03-09,13:00:00,2026-03-09,13:45:00,00:45:00,,0.00',
  'Ada Lovelace,ada@example.com,"Acme, Inc.",Website,,Train to the client,Yes,2026-03-10,07:15:00,2026-03-10,08:40:05,01:25:05,"travel, site",0.00',
  // 01:30 happens twice on 2026-11-01: the duration says the start is the first 01:30 (EDT) and the end the second 01:15 (EST).
  'Ada Lovelace,ada@example.com,,,,Late fix,No,2026-11-01,01:30:00,2026-11-01,01:15:00,00:45:00,,',
  'Ada Lovelace,ada@example.com,Globex,Support,,Broken row,No,2026-02-30,09:00:00,2026-02-30,10:00:00,01:00:00,,',
]);

/**
 * Clockify, Reports → Detailed → Export → Save as CSV, for a user whose date format is MM/DD/YYYY
 * and time format 12-hour. Read in Europe/Berlin: the clocks go forward on 2026-03-29 at 02:00.
 */
export const clockifyExport = csv([
  'Project,Client,Description,Task,User,Group,Email,Tags,Billable,Start Date,Start Time,End Date,End Time,Duration (h),Duration (decimal),Billable Rate (EUR),Billable Amount (EUR)',
  // Row 2: 09:00:00–12:15:30 CET.
  'Website,"Acme, Inc.","Wireframes, round 2",Design,Ada Lovelace,,ada@example.com,"design, client-review",Yes,03/27/2026,09:00:00 AM,03/27/2026,12:15:30 PM,03:15:30,3.26,100.00,325.83',
  // Row 3: 23:00 CET to 04:00 CEST is 4 hours.
  'Migration,Initech,"Data migration, overnight",,Ada Lovelace,,ada@example.com,,No,03/28/2026,11:00:00 PM,03/29/2026,04:00:00 AM,04:00:00,4.00,0.00,0.00',
  // Row 4: the same customer and project in other letter cases; the task says travel.
  'website,"ACME, INC.",Flight to Berlin,Travel,Ada Lovelace,,ada@example.com,,Yes,04/02/2026,07:05:00 AM,04/02/2026,09:35:00 AM,02:30:00,2.50,100.00,250.00',
  // Row 5: noon in 12-hour time; a day above 12 tells the month comes first.
  'Website,"Acme, Inc.","Call with ""Bob""",,Ada Lovelace,,ada@example.com,,Yes,04/13/2026,12:00:00 PM,04/13/2026,12:30:00 PM,00:30:00,0.50,100.00,50.00',
  // Row 6: 02:30 does not exist in Berlin on 2026-03-29.
  'Website,"Acme, Inc.",Skipped hour,,Ada Lovelace,,ada@example.com,,Yes,03/29/2026,02:30:00 AM,03/29/2026,03:30:00 AM,01:00:00,1.00,100.00,100.00',
]);

/**
 * Harvest, Reports → Detailed time → Export → CSV. Read in America/Los_Angeles: the clocks go
 * forward on 2026-03-08 at 02:00.
 */
export const harvestExport = csv([
  'Date,Client,Project,Project Code,Task,Notes,Hours,Hours Rounded,Billable?,Invoiced?,Approved?,First Name,Last Name,Roles,Employee?,Billable Rate,Billable Amount,Cost Rate,Cost Amount,Currency,External Reference URL',
  // Rows 2 and 3: one day, the second entry after the first from 09:00 PST.
  '2026-03-06,"Acme, Inc.",Website,ACME-01,Design,"Logo concepts, three options",2.5,2.5,Yes,No,No,Ada,Lovelace,Designer,Yes,150.00,375.00,60.00,150.00,US Dollar - USD,',
  '2026-03-06,"Acme, Inc.",Website,ACME-01,Meetings,"Kick-off call\r\nwith notes",0.75,0.75,Yes,No,No,Ada,Lovelace,Designer,Yes,150.00,112.50,60.00,45.00,US Dollar - USD,',
  // Row 4: after the spring change, from 09:00 PDT; the task says travel.
  '2026-03-09,Globex,Support,,Travel,Drive to site,1.33,1.5,No,No,No,Ada,Lovelace,Designer,Yes,0.00,0.00,60.00,79.80,US Dollar - USD,',
  '2026-03-10,Globex,Support,,Support,"=HYPERLINK(""http://example.com"",""x"")",1,1,Yes,No,No,Ada,Lovelace,Designer,Yes,120.00,120.00,60.00,60.00,US Dollar - USD,',
  // Row 6: no hours.
  '2026-03-10,Globex,Support,,Support,Nothing done,0,0,No,No,No,Ada,Lovelace,Designer,Yes,0.00,0.00,60.00,0.00,US Dollar - USD,',
]);
