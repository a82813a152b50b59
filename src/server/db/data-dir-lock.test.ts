import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, LOCK_FILE, WRITE_GRACE_MS, lockDataDir } from './data-dir-lock.js';

describe('lockDataDir', () => {
  let dir: string;
  let lockFile: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'twt-lock-'));
    lockFile = path.join(dir, LOCK_FILE);
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  /** The pid of a process that has already exited (pids are not reused that quickly). */
  function deadPid(): number {
    const { pid } = spawnSync(process.execPath, ['-e', '']);
    if (!pid) throw new Error('could not start a child process');
    return pid;
  }

  async function recordedPid(): Promise<unknown> {
    return (JSON.parse(await readFile(lockFile, 'utf8')) as { pid?: unknown }).pid;
  }

  it('refuses a second lock on the same directory, naming the directory and the holder', async () => {
    const lock = await lockDataDir(dir);
    const second = lockDataDir(dir);
    await expect(second).rejects.toBeInstanceOf(DataDirInUseError);
    await expect(second).rejects.toThrow(`DATA_DIR ${dir} is in use by another server (pid ${process.pid})`);
    await lock.release();
  });

  it('names the absolute directory when given a relative one', async () => {
    const lock = await lockDataDir(dir);
    const relative = path.relative(process.cwd(), dir);
    await expect(lockDataDir(relative)).rejects.toThrow(`DATA_DIR ${dir} is in use`);
    await lock.release();
  });

  it('release removes the lock file, and the directory can be locked again', async () => {
    const lock = await lockDataDir(dir);
    expect(await recordedPid()).toBe(process.pid);
    await lock.release();
    expect(existsSync(lockFile)).toBe(false);
    await (await lockDataDir(dir)).release();
  });

  it('takes over a lock file whose process is gone', async () => {
    await writeFile(lockFile, JSON.stringify({ pid: deadPid(), startedAt: new Date().toISOString() }));
    const lock = await lockDataDir(dir);
    expect(await recordedPid()).toBe(process.pid);
    await lock.release();
  });

  it('takes over an empty lock file older than the grace period (crash between create and write)', async () => {
    await writeFile(lockFile, '');
    const past = new Date(Date.now() - WRITE_GRACE_MS - 1_000);
    await utimes(lockFile, past, past);
    const lock = await lockDataDir(dir);
    expect(await recordedPid()).toBe(process.pid);
    await lock.release();
  });

  it('waits for an empty lock file that is being written, then honours it', async () => {
    await writeFile(lockFile, '');
    // Just created by the lock's own clock (the file system's may differ, as under faketime).
    await utimes(lockFile, new Date(), new Date());
    const other = lockDataDir(dir);
    // Long enough for a few looks at the empty file, well inside the grace period.
    await sleep(300);
    await writeFile(lockFile, JSON.stringify({ pid: process.pid, startedAt: new Date().toISOString() }));
    await expect(other).rejects.toThrow(`(pid ${process.pid})`);
  });

  it.runIf(process.platform === 'linux')('takes over a lock whose pid is alive but was reused by another process', async () => {
    await writeFile(lockFile, JSON.stringify({ pid: process.pid, startedAt: '2000-01-01T00:00:00.000Z', procStart: '1' }));
    const lock = await lockDataDir(dir);
    expect(JSON.parse(await readFile(lockFile, 'utf8'))).not.toMatchObject({ procStart: '1' });
    await lock.release();
  });

  it('release leaves alone a lock another server has taken over since', async () => {
    const lock = await lockDataDir(dir);
    const other = JSON.stringify({ pid: process.pid, startedAt: new Date().toISOString() });
    await writeFile(lockFile, other);
    await lock.release();
    expect(await readFile(lockFile, 'utf8')).toBe(other);
  });
});
