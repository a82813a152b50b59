import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Tests run away from UTC (process and database session in different zones) so that a hidden
// UTC assumption fails here rather than for a user.
const TEST_TIME_ZONE = 'America/New_York';
process.env.TZ = TEST_TIME_ZONE;

export default defineConfig({
  test: {
    env: { TZ: TEST_TIME_ZONE },
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts', 'scripts/**/*.test.ts'],
          globalSetup: ['src/server/test/global-setup.ts'],
          setupFiles: ['src/server/test/setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
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
