import { describe, expect, it } from 'vitest';
import { buildTimecard, buildWeek } from '../testing/fixtures.js';
import { editorValuesOf, shownEntry } from '../utils/editor-values.js';
import { withWaitingEntries, type TimeEntryWrite } from './save-time-entry.js';

const HOME = 'Europe/London';

describe('time entries written with no network', () => {
  it('show in the week as written: a new one of its days added in time order, a changed one in its place, each marked', () => {
    const early = buildTimecard({ start: '2026-06-15T07:00', end: '2026-06-15T08:00' });
    const late = buildTimecard({ start: '2026-06-16T13:00', end: '2026-06-16T14:00' });
    const week = buildWeek('2026-06-15', [early, late]);

    const added = { ...editorValuesOf(HOME, '2026-06-15'), startLocation: 'Airport' };
    const changed = { ...editorValuesOf(HOME, early.day, early), startLocation: 'Taxi', end: { local: '2026-06-15T08:30', zone: 'Europe/Paris' } };
    const nextWeek = editorValuesOf(HOME, '2026-06-22');
    const writes: TimeEntryWrite[] = [
      { body: {}, key: 'k1', shown: shownEntry(added, HOME, 'k1') },
      { body: {}, key: 'k2', change: { id: early.id, version: early.updatedAt }, shown: shownEntry(changed, HOME, early.id, early) },
      { body: {}, key: 'k3', shown: shownEntry(nextWeek, HOME, 'k3') },
    ];
    const { week: written, waiting } = withWaitingEntries(week, writes);

    expect(written.entries.map((e) => [e.id, e.startLocation])).toEqual([
      [early.id, 'Taxi'],
      ['k1', 'Airport'],
      [late.id, ''],
    ]);
    expect([...waiting].sort()).toEqual([early.id, 'k1', 'k3'].sort());
    // 08:30 in Paris is 07:30 in London: half an hour, as the server will count it.
    expect(written.entries[0]?.hours).toBe(0.5);
    expect(written.entries[1]).toMatchObject({ day: '2026-06-15', hours: 8, home: { start: '2026-06-15T09:00', end: '2026-06-15T17:00' } });
    // The sums stay the server's until it has the entries.
    expect(written.totals).toEqual(week.totals);
  });
});
