// `npm run cluster`: the server layout on one machine (cluster.ts): PostgreSQL, an S3-compatible
// store, SMTP, CLUSTER_INSTANCES app instances (2) and HAProxy at http://localhost:CLUSTER_PORT
// (8080). SIGHUP restarts the instances one by one while serving; Ctrl-C stops it all.
import path from 'node:path';
import { root } from '../support/serve-built-app.js';
import { startCluster } from './cluster.js';
import { wholeSetting } from '../support/settings.js';


const cluster = await startCluster({
  instances: wholeSetting('CLUSTER_INSTANCES', 2),
  port: wholeSetting('CLUSTER_PORT', 8080),
  dir: path.resolve(process.env.CLUSTER_DIR ?? path.join(root, '.cluster')),
  databaseUrl: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/twt_cluster',
  log: (instance, line) => console.log(`[${instance}] ${line}`),
});
console.log(`The app: ${cluster.origin} (${cluster.instances().map((i) => `${i.name} on ${i.origin}`).join(', ')}, behind HAProxy)
Import mail: SMTP on localhost:${String(cluster.smtpPort)}; outgoing mail is kept in ${cluster.mailDir}
kill -HUP ${String(process.pid)} restarts the instances one by one while serving; Ctrl-C stops the cluster.`);

let busy = false;
process.on('SIGHUP', () => {
  if (busy) return;
  busy = true;
  console.log('restarting the instances one by one…');
  cluster
    .rollingRestart()
    .then(() => console.log('every instance restarted'))
    .catch((error: unknown) => console.error('the rolling restart failed:', error))
    .finally(() => (busy = false));
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.log('stopping the cluster…');
    void cluster.stop().finally(() => process.exit(0));
  });
}
