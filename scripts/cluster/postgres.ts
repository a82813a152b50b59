// A PostgreSQL server of its own, for a suite that stops it: Debian's binaries (the postgresql
// package), a data directory under `dir`, trust authentication on 127.0.0.1. Run as the postgres
// user when this runs as root, since PostgreSQL refuses to run as root. With `replicaOf`, a streaming
// replica of the server on that port (pg_basebackup; read-only, following the primary's WAL).
import { execFileSync } from 'node:child_process';
import { appendFileSync, chownSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

/** Starts it; `dispose` stops it and removes its files. */
export function privatePostgres(dir: string, port: number, { replicaOf }: { replicaOf?: number } = {}) {
  const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(a) - Number(b));
  const bin = path.join('/usr/lib/postgresql', versions.at(-1) ?? '', 'bin');
  const root = process.getuid?.() === 0;
  // The server keeps the real clock even when tests run under faketime (test:clock).
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'LD_PRELOAD' && !name.startsWith('FAKETIME')));
  const pg = (command: string, ...args: string[]) =>
    execFileSync(root ? 'runuser' : path.join(bin, command), root ? ['-u', 'postgres', '--', path.join(bin, command), ...args] : args, { stdio: 'pipe', env });
  const data = path.join(dir, 'data');
  mkdirSync(dir, { recursive: true });
  if (root) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString()), Number(execFileSync('id', ['-g', 'postgres']).toString()));
  if (replicaOf === undefined) pg('initdb', '-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync');
  else pg('pg_basebackup', '-D', data, '-R', '-X', 'stream', '-h', '127.0.0.1', '-p', String(replicaOf), '-U', 'postgres', '--no-sync');
  appendFileSync(data + '/postgresql.conf', `\nlisten_addresses = '127.0.0.1'\nport = ${port}\nunix_socket_directories = '${dir}'\nfsync = off\n`);
  const start = () => pg('pg_ctl', '-D', data, '-l', path.join(dir, 'log'), '-w', 'start');
  const stop = () => pg('pg_ctl', '-D', data, '-m', 'fast', '-w', 'stop');
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    dispose() {
      try {
        stop();
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
