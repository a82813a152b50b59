import { describe, expect, it } from 'vitest';
import type { NoteSummary } from '../../../../shared/record-parts.js';
import { noteWritten, withWaiting } from './save-note.js';

const packing: NoteSummary = { id: 'b', name: 'Packing list', size: 15, createdAt: '2026-11-20T10:00:00.000Z', updatedAt: '2026-11-20T10:00:00.000Z' };
const saved: NoteSummary[] = [
  packing,
  { id: 'a', name: 'Field notes', size: 21, createdAt: '2026-11-19T10:00:00.000Z', updatedAt: '2026-11-19T10:00:00.000Z' },
];

describe('notes written with no network', () => {
  it('show the new ones first, newest on top, and the changed ones in their place under their new name, each marked', () => {
    const first = noteWritten('trips', 't', { name: 'Taxi', html: '<p>Door 3</p>' });
    const second = noteWritten('trips', 't', { name: 'Dinner', html: '<p>ü</p>' });
    const change = noteWritten('trips', 't', { name: 'Packing list (final)', html: '<p>Passport</p>' }, { ...packing, html: '' });
    const rows = withWaiting(saved, [first, change, second]);
    expect(rows.map((row) => [row.name, row.waiting])).toEqual([
      ['Dinner', true],
      ['Taxi', true],
      ['Packing list (final)', true],
      ['Field notes', false],
    ]);
    // A new note's id until the server has it is the key it is sent with; sizes count UTF-8 bytes as the server does.
    expect(rows[1]?.id).toBe(first.key);
    expect(rows[0]?.size).toBe(9);
    expect(change.note).toEqual({ id: 'b', version: '2026-11-20T10:00:00.000Z' });
  });

  it('leave the server\'s list as it is when nothing waits', () => {
    expect(withWaiting(saved, []).map((row) => row.waiting)).toEqual([false, false]);
  });
});
