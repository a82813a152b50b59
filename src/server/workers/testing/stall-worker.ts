// A reader worker for the pool's tests: an extract job named 'forever' never ends, one named
// 'memory' takes all the heap it can, any other answers at once with its name as the subject.
import type { Extraction } from '../../modules/imports/extract.js';
import type { ExtractJob } from '../reader-worker.js';

export function extract({ name }: ExtractJob): Extraction {
  let spins = 0;
  if (name === 'forever') for (;;) spins++;
  const hoard: number[][] = [];
  if (name === 'memory') for (;;) hoard.push(new Array<number>(1_000_000).fill(spins));
  return { reservations: [], problems: [], subject: name, text: '' };
}
