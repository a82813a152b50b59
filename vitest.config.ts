import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

// Tests run away from UTC (process and database session in different zones) so that a hidden
// UTC assumption fails here rather than for a user.
const TEST_TIME_ZONE = 'America/New_York';
process.env.TZ = TEST_TIME_ZONE;

/**
 * Server-side tests that open no database (the readers of mail, text and receipts, shared logic):
 * a project of their own, so that CI runs them once and the API tests again on PostgreSQL without them.
 */
const WITHOUT_DATABASE = [
  'src/shared/**/*.test.ts',
  'src/server/modules/imports/{extract,hostile-text,hostile-pdf,trip-of-import}.test.ts',
  'src/server/modules/receipts/receipt-reader.test.ts',
  'src/server/modules/receipts/receipt-ocr.test.ts',
  'src/server/modules/timecards/time-import-plan.test.ts',
  'src/server/workers/reader-pool.test.ts',
  'src/server/errors.test.ts',
  'src/server/integrations/http.test.ts',
  'scripts/app-icons.test.ts',
];

export default defineConfig({
  test: {
    env: { TZ: TEST_TIME_ZONE },
    // A test file to each core: vitest's default leaves one core to its own process, which mostly waits, so a two-core
    // machine (CI's) ran one file at a time. Each file has its own PGlite, or on PostgreSQL each worker its own database.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['src/server/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...WITHOUT_DATABASE],
          globalSetup: ['src/server/test/global-setup.ts'],
          setupFiles: ['src/server/test/setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'readers',
          environment: 'node',
          include: WITHOUT_DATABASE,
          setupFiles: ['src/server/test/setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['src/client/**/*.test.{ts,tsx}'],
          setupFiles: ['src/client/test/setup.ts'],
          // A test's findBy… waits up to 5 s (setup.ts) for a lazy route transformed on the spot; a
          // test of several such steps on a loaded two-core machine outlasts vitest's default 5 s.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
