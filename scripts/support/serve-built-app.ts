// The production build started as `npm start` serves it, for the scripts that look at it from the
// outside (`npm run test:e2e`, `npm run audit:pages`, `npm run check:size`): a free port, a build
// when there is none, and for the measuring scripts the app on a new embedded database with one
// user, signed up and confirmed through real mail, signed in and given a few records, serving a
// copy of the built client.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import PostalMime from 'postal-mime';
import { startSmtpSink } from '../../src/server/test/smtp-sink.js';
import { linkFrom } from '../../tests/e2e/support/mail.js';
import { buildAll } from '../build.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const clientDir = path.join(root, 'dist/client');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Stops with a message saying how to get the system Chromium the browser scripts drive. */
export function requireChromium(): string {
  if (existsSync(chromiumPath)) return chromiumPath;
  console.error(`No Chromium at ${chromiumPath}. The browser scripts use the system browser; install it with
  sudo apt-get update && sudo apt-get install -y chromium
or point CHROMIUM_PATH at a Chromium or Chrome binary.`);
  process.exit(1);
}

/** Builds only when there is no build: these scripts look at the build CI made, or the one at hand. */
export async function buildIfMissing(): Promise<void> {
  if (!existsSync(path.join(root, 'dist/server/index.js')) || !existsSync(path.join(clientDir, 'index.html'))) {
    await buildAll();
  }
}

/** When the build was made (dist/.built), so that printed figures can be told apart. */
function builtAt(): string {
  const stamp = path.join(root, 'dist/.built');
  return existsSync(stamp) ? readFileSync(stamp, 'utf8').trim() : 'unknown';
}

/**
 * A copy of the built client for one run, so that a rebuild while it runs (someone else's `npm
 * run build`) cannot pull files from under the server or mix two builds in one set of figures.
 */
async function copyClient(dest: string): Promise<string> {
  const stamp = builtAt();
  await cp(clientDir, dest, { recursive: true });
  const index = path.join(dest, 'index.html');
  const referenced = existsSync(index) ? [...readFileSync(index, 'utf8').matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1] ?? '') : [];
  if (!existsSync(index) || referenced.some((asset) => !existsSync(path.join(dest, asset))) || builtAt() !== stamp) {
    throw new Error('dist/client changed while it was being copied (a build running?); run again when it is done');
  }
  return stamp;
}

/** A port nobody listens on now, so that several runs (or a dev server) can coexist. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface BuiltApp {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  origin: string;
  /** The copy of dist/client the app serves, and when that build was made. */
  clientDir: string;
  builtAt: string;
  email: string;
  /** The signed-in user's session cookies (Auth.js may split a large one into several). */
  cookies: { name: string; value: string }[];
  /** The same cookies as a `Cookie` request header. */
  cookieHeader: string;
}

/** The `name=value` part of each Set-Cookie header of `res`. */
function cookiesOf(res: Response): { name: string; value: string }[] {
  return res.headers.getSetCookie().map((line) => {
    const pair = line.split(';')[0] ?? '';
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1) };
  });
}

async function expectStatus(res: Response, status: number, what: string): Promise<void> {
  if (res.status !== status) throw new Error(`${what}: expected ${status}, got ${res.status} ${await res.text()}`);
}

/**
 * Runs `use` against the built app on a free port, with a new embedded database in a temporary
 * DATA_DIR and an SMTP server on loopback, and a signed-in user who has a customer, a project and
 * two of today's timecards, so the signed-in pages show what a user would see rather than empty states.
 * The app is stopped and the directory removed afterwards, also when `use` throws or the run is
 * interrupted. `dataDir` puts the DATA_DIR elsewhere (left in place afterwards).
 */
export async function withBuiltApp<T>(use: (app: BuiltApp) => Promise<T>, { dataDir }: { dataDir?: string } = {}): Promise<T> {
  await buildIfMissing();
  const work = mkdtempSync(path.join(tmpdir(), 'twt-serve-'));
  const servedClient = path.join(work, 'client');
  let built: string;
  try {
    built = await copyClient(servedClient);
  } catch (error) {
    rmSync(work, { recursive: true, force: true });
    throw error;
  }
  const mail: Buffer[] = [];
  const smtp = await startSmtpSink((raw) => {
    mail.push(raw);
  });
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  // Only what the server needs: a DATABASE_URL, S3 bucket or https APP_URL from the shell would
  // change what is being looked at.
  const child = spawn(process.execPath, [path.join(root, 'dist/server/index.js')], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      TZ: process.env.TZ,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: origin,
      DATA_DIR: dataDir ?? path.join(work, 'data'),
      CLIENT_DIR: servedClient,
      SMTP_URL: smtp.url,
      AUTH_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let running = true;
  void exited.then(() => (running = false));

  // A last resort when the process ends without reaching `finally` (process.exit, a signal).
  const onExit = () => {
    if (running) child.kill('SIGKILL');
    rmSync(work, { recursive: true, force: true });
  };
  const onSignal = (signal: NodeJS.Signals) => {
    console.error(`\n${signal}: stopping the app`);
    void stop().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.once('exit', onExit);
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  let stopped: Promise<void> | undefined;
  function stop(): Promise<void> {
    stopped ??= (async () => {
      if (running) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(timer);
      }
      await smtp.close();
      rmSync(work, { recursive: true, force: true });
      process.off('exit', onExit);
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
    })();
    return stopped;
  }

  try {
    await waitForHealth(origin, () => running, () => output);
    const user = await signUpAndSignIn(origin, mail);
    await seedRecords(origin, user.cookieHeader);
    return await use({ origin, clientDir: servedClient, builtAt: built, ...user });
  } catch (error) {
    if (output.trim()) console.error(`app output:\n${output.trim()}`);
    throw error;
  } finally {
    await stop();
  }
}

async function waitForHealth(origin: string, running: () => boolean, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (!running()) throw new Error(`the app exited before it answered:\n${output()}`);
    const ok = await fetch(`${origin}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`the app did not answer ${origin}/api/health within 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The text of the newest mail to `to` whose subject matches, as it reaches the SMTP server. */
async function waitForMail(mail: Buffer[], to: string, subject: RegExp): Promise<{ text: string }> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    for (const raw of [...mail].reverse()) {
      const parsed = await PostalMime.parse(raw);
      const addressed = parsed.to?.some((t) => t.address?.toLowerCase() === to.toLowerCase());
      if (addressed && subject.test(parsed.subject ?? '')) return { text: parsed.text ?? '' };
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} within 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The steps of tests/e2e/support/session.ts, over plain HTTP: sign up, confirm by mail, sign in. */
async function signUpAndSignIn(origin: string, mail: Buffer[]) {
  const email = `audit-${Date.now()}@example.com`;
  const password = 'Analytical1';
  const json = (body: unknown, cookie?: string): RequestInit => ({
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify(body),
  });
  await expectStatus(
    await fetch(
      `${origin}/api/v1/account/signup`,
      json({ firstName: 'Ada', lastName: 'Lovelace', email, password, confirmPassword: password, timeZone: 'America/Chicago' }),
    ),
    201,
    'sign-up',
  );
  const link = linkFrom(await waitForMail(mail, email, /confirm your email/i), '/confirm-email');
  const token = new URL(link, origin).searchParams.get('token');
  await expectStatus(await fetch(`${origin}/api/v1/account/confirm-email`, json({ token })), 200, 'email confirmation');

  // Auth.js checks the form's CSRF token against the cookie it set with it.
  const csrf = await fetch(`${origin}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const csrfCookie = cookiesOf(csrf)
    .map((c) => `${c.name}=${c.value}`)
    .join('; ');
  const signIn = await fetch(`${origin}/api/auth/callback/credentials`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: csrfCookie },
    body: new URLSearchParams({ csrfToken, email, password, callbackUrl: `${origin}/protected/profile`, json: 'true' }),
    redirect: 'manual',
  });
  const { url } = (await signIn.json()) as { url: string };
  const cookies = cookiesOf(signIn).filter((c) => c.name.includes('session-token') && c.value);
  if (new URL(url).searchParams.has('error') || cookies.length === 0) throw new Error(`sign-in failed: ${url}`);
  const cookieHeader = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  await expectStatus(await fetch(`${origin}/api/v1/account/profile`, { headers: { Cookie: cookieHeader } }), 200, 'profile with the session');
  return { email, cookies, cookieHeader };
}

/** Creates a record of `area` as the signed-in user whose cookies are `cookie`; its id. */
export async function postRecord(origin: string, cookie: string, area: string, body: unknown): Promise<{ id: string }> {
  const res = await fetch(`${origin}/api/v1/${area}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: cookie },
    body: JSON.stringify(body),
  });
  await expectStatus(res, 201, `creating ${area}`);
  return (await res.json()) as { id: string };
}

/** A customer, a project of theirs and a labor and a travel entry today (in the user's zone). */
async function seedRecords(origin: string, cookie: string): Promise<void> {
  const post = (area: string, body: unknown) => postRecord(origin, cookie, area, body);
  const zone = 'America/Chicago';
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const at = (time: string) => ({ local: `${today}T${time}`, zone });
  const customer = await post('customers', { name: 'Analytical Engines Ltd' });
  const project = await post('projects', { projectNumber: 'AE-001', name: 'Difference engine', customerId: customer.id });
  await post('timecards', { type: 'travel', projectId: project.id, customerId: customer.id, start: at('07:00'), end: at('08:30') });
  await post('timecards', { type: 'labor', projectId: project.id, customerId: customer.id, start: at('08:30'), end: at('12:00') });
}
