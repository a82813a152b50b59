// The attack of issue 21, finding 3: hostile text pasted into the import while others use the
// server. The text is read in a worker thread, so the event loop keeps answering health checks.
import { describe, expect, it } from 'vitest';
import type { ImportPreview } from '../../../shared/imports.js';
import { signedInUser } from '../../test/factories.js';

/** The import's bound: the readers' time limit (15 s) with room for a busy machine. */
const IMPORT_BOUND_MS = 20_000;
const HEALTH_BOUND_MS = 100;

const hostile = {
  '2,000,000 characters (a GDS line started over and over)': '1 AB 1 A 1MAR FRAJFK HK1 1 '.repeat(80_000).slice(0, 2_000_000),
  '200,000 newlines': `x${'\n'.repeat(200_000)}x`,
};

describe('hostile text sent to the import', () => {
  for (const [name, text] of Object.entries(hostile)) {
    it(`reads ${name} within ${IMPORT_BOUND_MS / 1000} s while GET /api/health answers each time within ${HEALTH_BOUND_MS} ms`, { timeout: 60_000 }, async () => {
      const { b } = await signedInUser();
      let done = false;
      const started = performance.now();
      const importing = b.json('/api/v1/imports/preview-text', 'POST', { text }).finally(() => {
        done = true;
      });
      const health: number[] = [];
      while (!done) {
        const asked = performance.now();
        const res = await b.request('/api/health');
        health.push(performance.now() - asked);
        expect(res.status).toBe(200);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      const res = await importing;
      const took = performance.now() - started;
      const longest = Math.max(...health);
      console.log(`${name}: import answered in ${took.toFixed(0)} ms; ${health.length} health checks meanwhile, the longest ${longest.toFixed(1)} ms (check ${health.indexOf(longest) + 1})`);
      expect(res.status).toBe(200);
      expect(((await res.json()) as ImportPreview).reservations).toEqual([]);
      expect(took).toBeLessThan(IMPORT_BOUND_MS);
      expect(health.length).toBeGreaterThan(0);
      expect(longest).toBeLessThan(HEALTH_BOUND_MS);
    });
  }
});
