// `npm run test:e2e`: end-to-end tests in the system Chromium against the production build, with
// a real SMTP server on loopback whose mail the tests read. With TEST_DATABASE_URL set the app
// runs on a new PostgreSQL database made for this run and dropped after it; otherwise on a new
// embedded database in a temporary directory.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startRatesServer } from '../src/server/test/rates-server.js';
import { startSmtpSink } from '../src/server/test/smtp-sink.js';
import { buildIfMissing, freePort, requireChromium, root } from './support/serve-built-app.js';

const chromium = requireChromium();
await buildIfMissing();

async function admin(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const work = mkdtempSync(path.join(tmpdir(), 'twt-e2e-'));
const mailDir = path.join(work, 'mail');
mkdirSync(mailDir);
let received = 0;
const smtp = await startSmtpSink((raw) => {
  received += 1;
  writeFileSync(path.join(mailDir, `${String(received).padStart(5, '0')}.eml`), raw);
});

// The exchange-rates service with recorded answers: the app never reaches the internet in tests.
const rates = await startRatesServer();

const env: Record<string, string | undefined> = {
  ...process.env,
  E2E_RATES_URL: rates.baseUrl,
  E2E_PORT: process.env.E2E_PORT ?? String(await freePort()),
  // The import address's SMTP listener, which the import story sends a forwarded mail to.
  E2E_IMPORT_SMTP_PORT: String(await freePort()),
  E2E_DATA_DIR: path.join(work, 'data'),
  E2E_MAIL_DIR: mailDir,
  E2E_SMTP_URL: smtp.url,
};
const adminUrl = process.env.TEST_DATABASE_URL;
let dbName: string | undefined;
if (adminUrl) {
  dbName = `twt_e2e_${Date.now()}_${randomBytes(3).toString('hex')}`;
  await admin(adminUrl, `CREATE DATABASE ${dbName}`);
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  env.E2E_DATABASE_URL = url.toString();
}
console.log(`e2e: app on ${dbName ? `PostgreSQL database ${dbName}` : 'the embedded database'}, mail via ${smtp.url}, browser ${chromium}`);

// Asynchronously: this process also hosts the SMTP server the app sends to while the tests run.
const child = spawn('npx', ['playwright', 'test', ...process.argv.slice(2)], { cwd: root, env, stdio: 'inherit' });
const status = await new Promise<number>((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
await smtp.close();
await rates.close();
if (dbName && adminUrl) await admin(adminUrl, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
rmSync(work, { recursive: true, force: true });
process.exit(status);
