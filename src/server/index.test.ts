import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from './db/data-dir-lock.js';

const entry = path.resolve('src/server/index.ts');

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
      expect(second.stderr()).not.toMatch(/^\s+at /m); // the message alone, no stack
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

  it('refuses to start with a bad setting and names it', async () => {
    const server = startServer({ PORT: 'eighty', DATA_DIR: dataDir });
    expect(await server.exited).toBe(1);
    expect(server.stderr()).toMatch(/Invalid configuration:\n\s+PORT: /);
  }, 60_000);
});
