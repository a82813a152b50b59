import { mkdir, open, readFile, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** The lock file's name inside DATA_DIR. */
export const LOCK_FILE = 'server.lock';

/** An empty or unreadable lock file younger than this may belong to a server still writing it. */
export const WRITE_GRACE_MS = 2_000;

const RETRY_DELAY_MS = 100;
// Enough waits to outlast the grace period, so a crash between create and write never blocks.
const MAX_ATTEMPTS = Math.ceil(WRITE_GRACE_MS / RETRY_DELAY_MS) + 10;

/** Thrown when another live server holds DATA_DIR; the message is meant for the user as it is. */
export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(`DATA_DIR ${dir} is in use by another server (pid ${pid}). Stop it, or start this one with another DATA_DIR.`);
  }
}

export interface DataDirLock {
  /** Removes the lock file, unless another server has taken it over since. */
  release(): Promise<void>;
}

/** What a lock file records; `startedAt` is also written, for people reading the file. */
interface Owner {
  pid: number;
  /** Linux only: start time in clock ticks after boot, so a reused pid is told apart. */
  procStart?: string | undefined;
}

/** What was found in an existing lock file, kept whole so a removal can check nothing changed. */
interface Found {
  text: string;
  mtimeMs: number;
}

/** Takes the embedded mode's exclusive lock on `dir`, taking over one left by a dead process. */
export async function lockDataDir(dir: string): Promise<DataDirLock> {
  const absolute = path.resolve(dir);
  await mkdir(absolute, { recursive: true });
  const file = path.join(absolute, LOCK_FILE);
  const owner = { pid: process.pid, startedAt: new Date().toISOString(), procStart: await procStartTime(process.pid) };
  const text = JSON.stringify(owner);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    if (await tryCreate(file, text)) return { release: () => removeIfUnchanged(file, text) };
    const found = await readFound(file);
    if (!found) continue; // removed in between: try again at once
    const state = await judge(found);
    if (typeof state === 'number') throw new DataDirInUseError(absolute, state);
    if (state === 'stale') await removeIfUnchanged(file, found.text, found.mtimeMs);
    else await sleep(RETRY_DELAY_MS);
  }
  throw new Error(`Could not take the lock ${file}: it kept changing. Is another server starting on the same DATA_DIR?`);
}

/** Creates the file only when absent (atomic), with its content on disk before anyone trusts it. */
async function tryCreate(file: string, text: string): Promise<boolean> {
  const handle = await open(file, 'wx', 0o644).catch((error: unknown) => {
    if (errorCode(error) === 'EEXIST') return undefined;
    throw error;
  });
  if (!handle) return false;
  try {
    await handle.writeFile(text);
    await handle.sync();
  } catch (error) {
    await handle.close();
    await unlink(file).catch(() => undefined);
    throw error;
  }
  await handle.close();
  return true;
}

async function readFound(file: string): Promise<Found | undefined> {
  try {
    const { mtimeMs } = await stat(file);
    return { text: await readFile(file, 'utf8'), mtimeMs };
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return undefined;
    throw error;
  }
}

/** The live owner's pid, 'stale' when the owner is gone, 'starting' while it may still be writing. */
async function judge(found: Found): Promise<number | 'stale' | 'starting'> {
  const owner = parseOwner(found.text);
  if (!owner) return Date.now() - found.mtimeMs > WRITE_GRACE_MS ? 'stale' : 'starting';
  return (await isAlive(owner)) ? owner.pid : 'stale';
}

function parseOwner(text: string): Owner | undefined {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || !('pid' in value)) return undefined;
    const { pid } = value;
    if (typeof pid !== 'number' || !Number.isInteger(pid) || pid <= 0) return undefined;
    const procStart = 'procStart' in value && typeof value.procStart === 'string' ? value.procStart : undefined;
    return { pid, procStart };
  } catch {
    return undefined;
  }
}

async function isAlive(owner: Owner): Promise<boolean> {
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user; it still holds the directory.
    if (errorCode(error) !== 'EPERM') return false;
  }
  if (!owner.procStart) return true;
  const now = await procStartTime(owner.pid);
  // Unknown (no /proc, or not readable): keep to the safe side and call it alive.
  return now === undefined || now === owner.procStart;
}

/** Field 22 of /proc/<pid>/stat (Linux); undefined elsewhere. */
async function procStartTime(pid: number): Promise<string | undefined> {
  if (process.platform !== 'linux') return undefined;
  const line = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
  // Field 2, the command name, may hold spaces and parentheses: count from after its last ')'.
  const fields = line?.slice(line.lastIndexOf(')') + 2).split(' ');
  return fields?.[22 - 3];
}

/**
 * Removes the lock file only if it still holds what was read, so a server that took a stale lock
 * over a moment ago does not lose its fresh one. Between this read and the unlink a race remains,
 * a few microseconds wide (see docs/decisions/012-data-dir-lock.md).
 */
async function removeIfUnchanged(file: string, text: string, mtimeMs?: number): Promise<void> {
  const now = await readFound(file);
  if (!now || now.text !== text || (mtimeMs !== undefined && now.mtimeMs !== mtimeMs)) return;
  await unlink(file).catch((error: unknown) => {
    if (errorCode(error) !== 'ENOENT') throw error;
  });
}

function errorCode(error: unknown): string | undefined {
  return error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : undefined;
}
