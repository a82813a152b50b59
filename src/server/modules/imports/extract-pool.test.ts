import { afterAll, describe, expect, it } from 'vitest';
import { closeReaders, extractInWorker, readerPool, readProblems } from './extract-pool.js';
import * as samples from './testing/samples.js';

const limits = { timeMs: 2_000, memoryMb: 64 };
const stalling = readerPool(new URL('./testing/stall-worker.ts', import.meta.url), limits);
const nothing = new Uint8Array();

afterAll(async () => {
  await Promise.all([stalling.close(), closeReaders()]);
});

describe('reader pool', () => {
  it('reads a confirmation in a worker thread, from the sources as from the build', async () => {
    const { reservations, problems } = await extractInWorker(new TextEncoder().encode(samples.gdsText), { reference: new Date('2026-02-20T12:00:00Z') });
    expect(problems).toEqual([]);
    expect(reservations.map((r) => `${r.flight?.airlineCode ?? ''}${r.flight?.flightNumber ?? ''}`)).toEqual(['BA117', 'BA178']);
  });

  it('ends a read past its time limit and says why, the event loop free all along, and the next read gets a new worker', async () => {
    // A timer every 10 ms counts the turns of the event loop while the worker spins: a read on
    // this thread would leave it at none. (How long a turn waits is measured by bench:import.)
    let turns = 0;
    const ticking = setInterval(() => turns++, 10);
    const started = performance.now();
    const answer = await stalling.extract(nothing, { name: 'forever' });
    const took = performance.now() - started;
    clearInterval(ticking);
    expect(answer).toEqual({ reservations: [], problems: [readProblems(limits).time], subject: '' });
    expect(readProblems(limits).time).toBe('reading it took longer than 2 seconds');
    // Ended at its limit, not before.
    expect(took).toBeGreaterThanOrEqual(limits.timeMs - 50);
    expect(turns).toBeGreaterThan(20);
    expect((await stalling.extract(nothing, { name: 'after' })).subject).toBe('after');
  });

  it('ends a read past its memory limit and says why, and the next read gets a new worker', async () => {
    const answer = await stalling.extract(nothing, { name: 'memory' });
    expect(answer).toEqual({ reservations: [], problems: ['reading it needed more than 64 MB of memory'], subject: '' });
    expect((await stalling.extract(nothing, { name: 'after' })).subject).toBe('after');
  });
});
