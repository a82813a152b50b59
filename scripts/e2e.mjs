// `npm run test:e2e`: end-to-end tests in the system Chromium against the production build.
// With TEST_DATABASE_URL set, the app runs on a new PostgreSQL database made for this run and
// dropped after it; otherwise on a new embedded database in a temporary directory.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { buildAll } from './build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(chromium)) {
  console.error(`No Chromium at ${chromium}. The end-to-end tests use the system browser; install it with
  sudo apt-get update && sudo apt-get install -y chromium
or point CHROMIUM_PATH at a Chromium or Chrome binary.`);
  process.exit(1);
}
if (!existsSync(path.join(root, 'dist/server/index.js')) || !existsSync(path.join(root, 'dist/client/index.html'))) {
  await buildAll();
}

async function admin(url, statement) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const env = { ...process.env };
const adminUrl = process.env.TEST_DATABASE_URL;
const dataDir = mkdtempSync(path.join(tmpdir(), 'twt-e2e-'));
let dbName;
if (adminUrl) {
  dbName = `twt_e2e_${Date.now()}_${randomBytes(3).toString('hex')}`;
  await admin(adminUrl, `CREATE DATABASE ${dbName}`);
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  env.E2E_DATABASE_URL = url.toString();
}
env.E2E_DATA_DIR = dataDir;
console.log(`e2e: app on ${adminUrl ? `PostgreSQL database ${dbName}` : 'the embedded database'}, browser ${chromium}`);

const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { cwd: root, env, stdio: 'inherit' });
if (dbName && adminUrl) await admin(adminUrl, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
rmSync(dataDir, { recursive: true, force: true });
process.exit(result.status ?? 1);
