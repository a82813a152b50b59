import { afterAll, describe, expect, it } from 'vitest';
import * as samples from '../modules/imports/testing/samples.js';
import { photoWithGps } from '../test/images.js';
import { closeReaders, readerPool, readProblems, runReader } from './reader-pool.js';

const limits = { timeMs: 2_000, memoryMb: 64 };
const stalling = readerPool(new URL('./testing/stall-worker.ts', import.meta.url), limits);
const job = (name: string) => ({ data: new Uint8Array(), name, reference: new Date() });

afterAll(async () => {
  await Promise.all([stalling.close(), closeReaders()]);
});

describe('reader pool', () => {
  it('reads a confirmation in a worker thread', async () => {
    const { reservations, problems } = await runReader('extract', { data: new TextEncoder().encode(samples.gdsText), name: '', reference: new Date('2026-02-20T12:00:00Z') });
    expect(problems).toEqual([]);
    expect(reservations.map((r) => `${r.flight?.airlineCode ?? ''}${r.flight?.flightNumber ?? ''}`)).toEqual(['BA117', 'BA178']);
  });

  it("reads a photo's position in a worker thread", async () => {
    const { location } = await runReader('readImageMetadata', { data: await photoWithGps() });
    expect(location?.latitude).toBeCloseTo(52.52, 2);
    expect(location?.longitude).toBeCloseTo(13.41, 2);
  });

  it('ends a read past its time limit and says why, the event loop free all along, and the next read gets a new worker', async () => {
    // A timer every 10 ms counts the turns of the event loop while the worker spins: a read on
    // this thread would leave it at none. (How long a turn waits is measured by bench:import.)
    let turns = 0;
    const ticking = setInterval(() => turns++, 10);
    const started = performance.now();
    await expect(stalling.run('extract', job('forever'))).rejects.toThrow(readProblems(limits).time);
    const took = performance.now() - started;
    clearInterval(ticking);
    expect(readProblems(limits).time).toBe('reading it took longer than 2 seconds');
    // Ended at its limit, not before.
    expect(took).toBeGreaterThanOrEqual(limits.timeMs - 50);
    expect(turns).toBeGreaterThan(20);
    expect((await stalling.run('extract', job('after'))).subject).toBe('after');
  });

  it('ends a read past its memory limit and says why, and the next read gets a new worker', async () => {
    await expect(stalling.run('extract', job('memory'))).rejects.toThrow('reading it needed more than 64 MB of memory');
    expect((await stalling.run('extract', job('after'))).subject).toBe('after');
  });
});
