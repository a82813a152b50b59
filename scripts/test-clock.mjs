// `npm run test:clock -- '<instant>' [vitest arguments]`: the unit and API tests (`vitest run`, both
// projects unless the arguments choose) with the machine's clock set to <instant> by faketime, e.g.
// `npm run test:clock -- '2026-03-08T00:30:00Z'` (the night New York springs forward). The clock
// starts at the instant and runs on; the monotonic clock is left alone so that timers, vitest's
// worker threads and its timeouts are not disturbed. Any form `date -d` reads is accepted.
import { spawnSync } from 'node:child_process';

const [instant, ...vitestArgs] = process.argv.slice(2);
if (!instant) {
  console.error("usage: npm run test:clock -- '<instant>' [vitest arguments], e.g. '2026-03-08T00:30:00Z'");
  process.exit(2);
}
if (spawnSync('faketime', ['--help'], { stdio: 'ignore' }).error) {
  console.error(
    'test:clock needs faketime (libfaketime), which is not installed. On Debian or Ubuntu: apt-get install faketime',
  );
  process.exit(2);
}

console.log(`vitest run with the clock at ${instant}`);
// -m: the thread-safe libfaketime, as Node and vitest run several threads.
const run = spawnSync('faketime', ['-m', instant, 'npx', 'vitest', 'run', ...vitestArgs], {
  stdio: 'inherit',
  env: { ...process.env, FAKETIME_DONT_FAKE_MONOTONIC: '1' },
});
process.exit(run.status ?? 1);
