import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { BackupSchema } from '../../../shared/backups.js';
import { messages } from '../../../shared/messages.js';
import type { AppDeps } from '../../app.js';
import { currentUser, type AppEnv } from '../../http/context.js';
import { fail, json, signedIn, signedInFailures as failures } from '../../http/openapi.js';
import { backupFile, getBackup, listBackups, startExport, startRestore, type BackupServiceDeps } from './backups.service.js';

/** Where a backup file is sent to be restored: its body is the zip, streamed, beyond the usual upload limit. */
export const RESTORE_PATH = '/api/v1/account/restores';
/** The largest backup a restore takes when the installation does not say. */
export const DEFAULT_MAX_BACKUP_BYTES = 10 * 1024 * 1024 * 1024;

const BackupParams = z.object({ id: z.uuid({ error: messages.notFound('Backup') }) });
const accepted = (description: string) => ({ 202: { description, ...json(BackupSchema) } });
const tags = ['Account'];

/** 'Download my data' and 'Restore', under the account router. */
export function backupRoutes(deps: AppDeps, router: OpenAPIHono<AppEnv>) {
  const bd: BackupServiceDeps = { db: deps.database.db, store: deps.store, queue: deps.queue };
  const limit = deps.maxBackupBytes ?? DEFAULT_MAX_BACKUP_BYTES;

  router.openapi(
    createRoute({ method: 'post', path: '/backups', tags, operationId: 'startBackup', ...signedIn,
      summary: 'Starts a backup of all the user\'s data (a zip); one already under way is answered instead',
      responses: { ...accepted('The backup, queued or under way'), ...failures } }),
    async (c) => c.json(await startExport(bd, currentUser(c).id), 202),
  );
  router.openapi(
    createRoute({ method: 'get', path: '/backups', tags, operationId: 'listBackups', ...signedIn,
      summary: 'The latest backups and restores, newest first, with their progress',
      responses: { 200: { description: 'Backups and restores', ...json(z.array(BackupSchema)) }, ...failures } }),
    async (c) => c.json(await listBackups(bd.db, currentUser(c).id), 200),
  );
  router.openapi(
    createRoute({ method: 'get', path: '/backups/{id}', tags, operationId: 'getBackup', ...signedIn, summary: 'A backup or restore, with its progress',
      request: { params: BackupParams }, responses: { 200: { description: 'The backup', ...json(BackupSchema) }, ...failures } }),
    async (c) => c.json(await getBackup(bd.db, currentUser(c).id, c.req.valid('param').id), 200),
  );
  router.openapi(
    createRoute({ method: 'get', path: '/backups/{id}/file', tags, operationId: 'downloadBackup', ...signedIn, summary: 'A finished backup: the zip',
      request: { params: BackupParams },
      responses: { 200: { description: 'The zip', content: { 'application/zip': { schema: z.string().openapi({ format: 'binary' }) } } }, 409: fail('Not finished yet'), ...failures } }),
    async (c) => {
      const file = await backupFile(bd, currentUser(c).id, c.req.valid('param').id);
      return c.body(file.body, 200, {
        'Content-Type': 'application/zip',
        'Content-Length': String(file.size),
        'Content-Disposition': `attachment; filename="${file.fileName}"`,
        'Cache-Control': 'private, no-store',
      });
    },
  );
  router.openapi(
    createRoute({ method: 'post', path: '/restores', tags, operationId: 'restoreBackup', ...signedIn,
      summary: 'Restores a backup (the zip as the body): checked whole before anything changes, then merged: what the account has already is left as it is',
      request: {
        query: z.object({ name: z.string().max(200).optional().openapi({ description: 'The file\'s name, to show' }) }),
        body: { content: { 'application/zip': { schema: z.string().openapi({ format: 'binary' }) } } },
      },
      responses: { ...accepted('The restore, queued'), 409: fail('A restore is already under way'), 413: fail('Larger than the server takes'), ...failures } }),
    async (c) => {
      const fileName = c.req.valid('query').name || 'backup.zip';
      const body = c.req.raw.body as AsyncIterable<Uint8Array> | null;
      return c.json(await startRestore(bd, currentUser(c).id, { fileName, body, limit }), 202);
    },
  );
}
