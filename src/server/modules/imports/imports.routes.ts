import { createRoute, z } from '@hono/zod-openapi';
import { messages } from '../../../shared/messages.js';
import {
  ImportAddressSchema,
  ImportFileQuerySchema,
  ImportPreviewSchema,
  ImportResultSchema,
  ImportSaveSchema,
  ImportTextSchema,
  MailImportListSchema,
  MailImportSchema,
} from '../../../shared/imports.js';
import type { AppDeps } from '../../app.js';
import { createRouter, currentUser } from '../../http/context.js';
import { fail, json, signedIn, signedInFailures as failures } from '../../http/openapi.js';
import { createdOnce, createsRecord } from '../../http/idempotency.js';
import { sendFile } from '../../http/send-file.js';
import { previewImport, saveImport } from './imports.service.js';
import { deleteImport, getImport, importAddress, importOriginal, listImports, rotateImportAddress } from './mail-inbox.js';

const FileSchema = z.instanceof(File).openapi({ type: 'string', format: 'binary' });
const tags = ['Imports'];
const ImportParams = z.object({ id: z.uuid({ error: messages.notFound('Import') }) });
const preview = { 200: { description: 'The reservations found, each with the fields it still needs', ...json(ImportPreviewSchema) }, ...failures };

/** `/api/v1/imports`: a booking confirmation read into reservations (preview), and saved into a trip. */
export function importRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const router = createRouter(deps);
  router.openapi(
    createRoute({ tags, ...signedIn, method: 'post', path: '/preview',
      summary: 'Read a confirmation (field `file`: .eml, .pdf, .ics, .pkpass, .html or .txt) into reservations, checked against the trip `tripId` when given; nothing is saved',
      request: { query: ImportFileQuerySchema, body: { content: { 'multipart/form-data': { schema: z.object({ file: FileSchema }) } }, required: true } },
      responses: { ...preview, 413: fail('File too large') } }),
    async (c) => {
      const { file } = c.req.valid('form');
      const data = new Uint8Array(await file.arrayBuffer());
      return c.json(await previewImport(db, currentUser(c).id, data, { name: file.name, tripId: c.req.valid('query').tripId, services: deps.services }), 200);
    },
  );
  router.openapi(
    createRoute({ tags, ...signedIn, method: 'post', path: '/preview-text',
      summary: "Read a pasted mail's text into reservations, as the file preview does",
      request: { body: { content: { 'application/json': { schema: ImportTextSchema } }, required: true } },
      responses: preview }),
    async (c) => {
      const { text, tripId } = c.req.valid('json');
      return c.json(await previewImport(db, currentUser(c).id, new TextEncoder().encode(text), { tripId, services: deps.services }), 200);
    },
  );
  router.openapi(
    createRoute(createsRecord(db, { tags, ...signedIn, method: 'post', path: '/',
      summary: "Save the corrected reservations into the trip `tripId`, or a new trip; a reservation with the number and segment of one the trip has updates it. The forwarded mail `importId` is saved once",
      request: { body: { content: { 'application/json': { schema: ImportSaveSchema } }, required: true } },
      responses: { 201: { description: 'The trip and how many reservations were made and updated', ...json(ImportResultSchema) }, 409: fail('The forwarded mail is already saved, or not read yet'), ...failures } })),
    async (c) => c.json(await createdOnce(c, db, (tx) => saveImport(tx, currentUser(c).id, c.req.valid('json'))), 201),
  );
  importAddressRoutes(deps, router);
  inboxRoutes(deps, router);
  return router;
}

/** The user's import address, shown in the profile, and its rotation. */
function importAddressRoutes(deps: AppDeps, router: ReturnType<typeof createRouter>) {
  const db = deps.database.db;
  const answer = { 200: { description: 'The import address', ...json(ImportAddressSchema) }, ...failures };
  const domain = deps.importMailDomain;
  router.openapi(
    createRoute({ tags, ...signedIn, method: 'get', path: '/address', summary: "The user's import address (`trips+<token>@<domain>`); null while the server takes no mail", responses: answer }),
    async (c) => c.json({ address: domain ? await importAddress(db, currentUser(c).id, domain) : null }, 200),
  );
  router.openapi(
    createRoute({ tags, ...signedIn, method: 'post', path: '/address', summary: 'A new import address; mail to the old one is refused from now on', responses: answer }),
    async (c) => c.json({ address: domain ? await rotateImportAddress(db, currentUser(c).id, domain) : null }, 200),
  );
}

/** Mails that arrived at the import address, waiting for review. */
function inboxRoutes(deps: AppDeps, router: ReturnType<typeof createRouter>) {
  const db = deps.database.db;
  const files = { db, store: deps.store };
  const one = { 200: { description: 'The import', ...json(MailImportSchema) }, ...failures };
  router.openapi(
    createRoute({ tags, ...signedIn, method: 'get', path: '/', summary: 'Mails forwarded to the import address, newest first, each read or why not', responses: { 200: { description: 'The imports', ...json(MailImportListSchema) }, ...failures } }),
    async (c) => c.json(await listImports(db, currentUser(c).id), 200),
  );
  router.openapi(
    createRoute({ tags, ...signedIn, method: 'get', path: '/{id}', summary: 'One forwarded mail, with what was read from it', request: { params: ImportParams }, responses: one }),
    async (c) => c.json(await getImport(db, currentUser(c).id, c.req.valid('param').id), 200),
  );
  router.openapi(
    createRoute({ tags, ...signedIn, method: 'get', path: '/{id}/original', summary: 'The forwarded mail as it arrived (.eml)', request: { params: ImportParams }, responses: { 200: { description: 'The mail' }, ...failures } }),
    async (c) => sendFile(c, await importOriginal(files, currentUser(c).id, c.req.valid('param').id), { inline: false }),
  );
  router.openapi(
    createRoute({ tags, ...signedIn, method: 'delete', path: '/{id}', summary: 'Delete a forwarded mail and what was read from it', request: { params: ImportParams }, responses: { 204: { description: 'Deleted' }, ...failures } }),
    async (c) => {
      await deleteImport(files, currentUser(c).id, c.req.valid('param').id);
      return c.body(null, 204);
    },
  );
}
