import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { timeZoneSchema } from '../../../shared/account.js';
import { TimeImportSummarySchema, timeImportMessages } from '../../../shared/time-imports.js';
import type { AppDeps } from '../../app.js';
import { currentUser, type AppEnv } from '../../http/context.js';
import { createdOnce, createsRecord } from '../../http/idempotency.js';
import { fail, json, signedIn, signedInFailures } from '../../http/openapi.js';
import { previewTimeImport, saveTimeImport } from './time-imports.service.js';

const FileSchema = z.instanceof(File, { error: timeImportMessages.chooseFile }).openapi({ type: 'string', format: 'binary' });
const ImportFormSchema = z.object({
  file: FileSchema,
  /** The zone of the file's wall-clock times: the exports carry local times without one. */
  zone: timeZoneSchema,
});
const body = { content: { 'multipart/form-data': { schema: ImportFormSchema } }, required: true };
const common = { tags: ['Timecards'], ...signedIn };
const layouts = 'a Toggl Track detailed report, a Clockify detailed report or a Harvest detailed time report, exported as CSV';

/** `/api/v1/timecards/imports`: time entries from other tools' CSV exports, previewed, then imported. */
export function timeImportRoutes(deps: AppDeps, router: OpenAPIHono<AppEnv>) {
  const db = deps.database.db;
  const read = async (form: z.infer<typeof ImportFormSchema>) => ({ data: new Uint8Array(await form.file.arrayBuffer()), zone: form.zone });
  router.openapi(
    createRoute({ ...common, method: 'post', path: '/imports/preview', operationId: 'previewTimecardImport',
      summary: `What importing a file (field \`file\`: ${layouts}) in the zone \`zone\` would do: entries, those imported before, new customers and projects, problems by row. Nothing is saved`,
      request: { body },
      responses: { 200: { description: 'What the import would do', ...json(TimeImportSummarySchema) }, 413: fail('File too large'), ...signedInFailures } }),
    async (c) => c.json(await previewTimeImport(db, currentUser(c).id, await read(c.req.valid('form'))), 200),
  );
  router.openapi(
    createRoute(createsRecord(db, { ...common, method: 'post', path: '/imports', operationId: 'importTimecards',
      summary: `Import a file (field \`file\`: ${layouts}) in the zone \`zone\`, in one transaction: customers and projects matched by name or made, rows with problems left out, rows imported before skipped`,
      request: { body },
      responses: { 201: { description: 'What the import did', ...json(TimeImportSummarySchema) }, 413: fail('File too large'), ...signedInFailures } })),
    async (c) => {
      const file = await read(c.req.valid('form'));
      return c.json(await createdOnce(c, db, (tx) => saveTimeImport(tx, currentUser(c).id, file)), 201);
    },
  );
}
