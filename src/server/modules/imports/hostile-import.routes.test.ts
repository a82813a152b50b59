// The attack of issue 21, finding 3: hostile text pasted into the import while others use the
// server. The text is read in a worker thread, so the event loop keeps answering health checks.
import { describe, expect, it } from 'vitest';
import type { ImportPreview } from '../../../shared/imports.js';
import { signedInUser } from '../../test/factories.js';

/**
 * Each text, and how many health checks must answer while it is read: the first takes the readers
 * seconds, all of which the event loop held before they ran in the pool (one check, late, and none
 * after); the second is read in milliseconds, its check the answer itself.
 */
const hostile: Record<string, { text: string; checks: number }> = {
  '2,000,000 characters (a GDS line started over and over)': { text: '1 AB 1 A 1MAR FRAJFK HK1 1 '.repeat(80_000).slice(0, 2_000_000), checks: 20 },
  '200,000 newlines': { text: `x${'\n'.repeat(200_000)}x`, checks: 1 },
};

describe('hostile text sent to the import', () => {
  for (const [name, { text, checks }] of Object.entries(hostile)) {
    // How long health waits meanwhile is a figure of bench:import, not a bound here: a test asserts behaviour.
    it(`reads ${name} and finds nothing, while GET /api/health answers all along`, { timeout: 60_000 }, async () => {
      const { b } = await signedInUser();
      let done = false;
      const started = performance.now();
      const importing = b.json('/api/v1/imports/preview-text', 'POST', { text }).finally(() => {
        done = true;
      });
      const health: number[] = [];
      // Each check timed from when it was due, so that a loop held during the pause counts too.
      while (!done || health.length === 0) {
        const due = performance.now() + 10;
        await new Promise((resolve) => setTimeout(resolve, 10));
        const res = await b.request('/api/health');
        health.push(performance.now() - due);
        expect(res.status).toBe(200);
      }
      const res = await importing;
      const took = performance.now() - started;
      const longest = Math.max(...health);
      console.log(`${name}: import answered in ${took.toFixed(0)} ms; ${health.length} health checks meanwhile, the longest ${longest.toFixed(1)} ms (check ${health.indexOf(longest) + 1})`);
      expect(res.status).toBe(200);
      expect(((await res.json()) as ImportPreview).reservations).toEqual([]);
      expect(health.length).toBeGreaterThanOrEqual(checks);
    });
  }
});
