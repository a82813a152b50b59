import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from './db/data-dir-lock.js';
import type { Receipt } from '../shared/receipts.js';
import { browser } from './test/factories.js';

const entry = path.resolve('src/server/index.ts');
// HARBOR LIGHT CAFE, TOTAL USD 55.74: a photographed receipt (receipt-reading.test.ts).
const receiptPhoto = path.resolve('src/server/test/recorded/receipt-photo.jpg');

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: { ...process.env, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  createInterface({ input: child.stdout }).on('line', (line) => lines.push(line));
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const port = new Promise<number>((resolve, reject) => {
    const timer = setInterval(() => {
      const listening = lines.map((l) => JSON.parse(l) as { port?: number }).find((l) => l.port);
      if (listening?.port) {
        clearInterval(timer);
        resolve(listening.port);
      }
    }, 50);
    void exited.then(() => {
      clearInterval(timer);
      reject(new Error(`server exited: ${stderr}`));
    });
  });
  port.catch(() => undefined); // a test that expects the exit does not wait for the port
  return { child, lines, exited, port, stderr: () => stderr };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/** A POST with a Host header of the caller's choosing (fetch will not send one). */
function post(port: number, path: string, host: string, body: string) {
  return new Promise<{ status: number }>((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, method: 'POST', headers: { Host: host, 'Content-Type': 'application/json', Origin: `http://${host}` } },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0 }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('the server process', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'twt-proc-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('serves, then stops cleanly on SIGTERM', async () => {
    const server = startServer({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir });
    const port = await server.port;
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(res.status).toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.lines.some((l) => l.includes('"msg":"stopped"'))).toBe(true);
  }, 60_000);

  it('holds DATA_DIR against a second server, and a lock left by a killed one is taken over', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'twt-lock-proc-'));
    const env = { PORT: '0', HOST: '127.0.0.1', DATA_DIR: dir };
    const started: ReturnType<typeof startServer>[] = [];
    const start = () => {
      const server = startServer(env);
      started.push(server);
      return server;
    };
    try {
      const first = start();
      const firstPort = await first.port;

      const second = start();
      expect(await second.exited).toBe(1);
      expect(second.stderr()).toContain(`DATA_DIR ${dir} is in use by another server (pid ${first.child.pid})`);
      expect(second.stderr()).not.toMatch(/^[ \t]+at /m); // the message alone, no stack
      expect(second.lines).toEqual([]); // exited before opening the database or listening
      expect((await fetch(`http://127.0.0.1:${firstPort}/api/health`)).status).toBe(200);

      first.child.kill('SIGKILL');
      await first.exited;
      expect(existsSync(path.join(dir, LOCK_FILE))).toBe(true);

      const third = start();
      const thirdPort = await third.port;
      expect((await fetch(`http://127.0.0.1:${thirdPort}/api/health`)).status).toBe(200);
      third.child.kill('SIGTERM');
      expect(await third.exited).toBe(0);
      expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
    } finally {
      // A failed expectation must not leave a server running.
      for (const server of started) server.child.kill('SIGKILL'); // a no-op once it has exited
      await Promise.all(started.map((server) => server.exited));
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('without APP_URL, mails links to the local origin it serves and refuses other hosts', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'twt-origin-'));
    const port = await freePort();
    const server = startServer({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dir, APP_URL: '', SMTP_URL: '', DATABASE_URL: '' });
    try {
      await server.port;
      const email = `owner-${String(Date.now())}@example.com`;
      const body = JSON.stringify({ email, firstName: 'Ada', lastName: 'Lovelace', password: 'Analytic1', confirmPassword: 'Analytic1' });
      const send = (host: string) => post(port, '/api/v1/account/signup', host, body);
      expect((await send('evil.example')).status).toBe(400);
      expect(await readdir(path.join(dir, 'outbox')).catch(() => [])).toEqual([]);
      expect((await send(`evil.example:${String(port)}`)).status).toBe(400);
      expect((await send(`localhost:${String(port)}`)).status).toBe(201);
      const outbox = path.join(dir, 'outbox');
      let files: string[] = [];
      for (let i = 0; i < 100 && files.length === 0; i++) {
        files = await readdir(outbox).catch(() => []);
        await new Promise((r) => setTimeout(r, 50));
      }
      const mail = await readFile(path.join(outbox, files[0] ?? ''), 'utf8');
      expect(mail).toContain(`http://localhost:${String(port)}/confirm-email?token=`);
      expect(mail).not.toContain('evil.example');
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('reads a receipt whose reading a kill -9 cut off, once the server starts again', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'twt-kill-read-'));
    const port = await freePort();
    const origin = `http://localhost:${String(port)}`;
    const env = { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dir, APP_URL: '', SMTP_URL: '', DATABASE_URL: '' };
    const started: ReturnType<typeof startServer>[] = [];
    const start = () => {
      const server = startServer(env);
      started.push(server);
      return server;
    };
    // A browser of the real server: its cookies, and the Origin a page on it sends.
    const b = browser({
      request: (where: string, init: RequestInit = {}) => {
        const headers = new Headers(init.headers);
        if (headers.has('Origin')) headers.set('Origin', origin);
        return fetch(`${origin}${where}`, { ...init, headers });
      },
    } as Parameters<typeof browser>[0]);
    const receipt = async (id: string) => (await (await b.request(`/api/v1/receipts/${id}`)).json()) as Receipt;
    try {
      await start().port;
      const email = `reader-${String(Date.now())}@example.com`;
      const password = 'Analytic1';
      expect((await b.json('/api/v1/account/signup', 'POST', { email, firstName: 'Ada', lastName: 'Lovelace', password, confirmPassword: password })).status).toBe(201);
      let mail = '';
      for (let i = 0; i < 100 && !mail; i++) {
        const [file] = await readdir(path.join(dir, 'outbox')).catch(() => []);
        if (file) mail = await readFile(path.join(dir, 'outbox', file), 'utf8');
        else await new Promise((r) => setTimeout(r, 50));
      }
      const token = /confirm-email\?token=([\w-]+)/.exec(mail.replace(/=\r?\n/g, '').replace(/=3D/g, '='))?.[1] ?? '';
      expect((await b.json('/api/v1/account/confirm-email', 'POST', { token })).status).toBe(200);
      await b.signIn(email, password);

      const form = new FormData();
      form.append('file', new File([await readFile(receiptPhoto)], 'IMG_2041.jpg', { type: 'image/jpeg' }));
      const scan = await b.request('/api/v1/receipts/scans', { method: 'POST', body: form });
      expect(scan.status).toBe(201);
      const [{ id } = { id: '' }] = ((await scan.json()) as { items: Receipt[] }).items;
      let status = '';
      for (let i = 0; i < 1500 && status !== 'running'; i++) {
        status = (await receipt(id)).reading?.status ?? '';
        expect(['queued', 'running']).toContain(status);
      }
      started[0]?.child.kill('SIGKILL');
      await started[0]?.exited;

      await start().port;
      let read = await receipt(id);
      for (let i = 0; i < 600 && read.reading?.status !== 'done'; i++) {
        await new Promise((r) => setTimeout(r, 100));
        read = await receipt(id);
      }
      expect(read.reading?.status).toBe('done');
      expect(read).toMatchObject({ amountMinor: 5574, vendor: 'HARBOR LIGHT CAFE' });
      expect(started[1]?.lines.some((l) => l.includes('jobs cut off when the server last stopped are tried again'))).toBe(true);
    } finally {
      for (const server of started) server.child.kill('SIGKILL');
      await Promise.all(started.map((server) => server.exited));
      await rm(dir, { recursive: true, force: true });
    }
  }, 180_000);

  it('refuses to start with a bad setting and names it', async () => {
    const server = startServer({ PORT: 'eighty', DATA_DIR: dataDir });
    expect(await server.exited).toBe(1);
    expect(server.stderr()).toMatch(/Invalid configuration:\n\s+PORT: /);
  }, 60_000);
});
