import { createRoute, z } from '@hono/zod-openapi';
import { ImportFileQuerySchema, ImportPreviewSchema, ImportResultSchema, ImportSaveSchema, ImportTextSchema } from '../../../shared/imports.js';
import type { AppDeps } from '../../app.js';
import { currentUser } from '../../http/context.js';
import { fail, json, signedIn, signedInFailures as failures } from '../../http/openapi.js';
import { signedInRouter } from '../../http/signed-in-router.js';
import { previewImport, saveImport } from './imports.service.js';

const FileSchema = z.instanceof(File).openapi({ type: 'string', format: 'binary' });
const tags = ['Imports'];
const preview = { 200: { description: 'The reservations found, each with the fields it still needs', ...json(ImportPreviewSchema) }, ...failures };

/** `/api/v1/imports`: a booking confirmation read into reservations (preview), and saved into a trip. */
export function importRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const router = signedInRouter(deps);
  router.openapi(
    createRoute({ tags, ...signedIn, method: 'post', path: '/preview',
      summary: 'Read a confirmation (field `file`: .eml, .pdf, .ics, .html or .txt) into reservations, checked against the trip `tripId` when given; nothing is saved',
      request: { query: ImportFileQuerySchema, body: { content: { 'multipart/form-data': { schema: z.object({ file: FileSchema }) } }, required: true } },
      responses: { ...preview, 413: fail('File too large') } }),
    async (c) => {
      const { file } = c.req.valid('form');
      const data = new Uint8Array(await file.arrayBuffer());
      return c.json(await previewImport(db, currentUser(c).id, data, { name: file.name, tripId: c.req.valid('query').tripId }), 200);
    },
  );
  router.openapi(
    createRoute({ tags, ...signedIn, method: 'post', path: '/preview-text',
      summary: "Read a pasted mail's text into reservations, as the file preview does",
      request: { body: { content: { 'application/json': { schema: ImportTextSchema } }, required: true } },
      responses: preview }),
    async (c) => {
      const { text, tripId } = c.req.valid('json');
      return c.json(await previewImport(db, currentUser(c).id, new TextEncoder().encode(text), { tripId }), 200);
    },
  );
  router.openapi(
    createRoute({ tags, ...signedIn, method: 'post', path: '/',
      summary: "Save the corrected reservations into the trip `tripId`, or a new trip; a reservation with the number and segment of one the trip has updates it",
      request: { body: { content: { 'application/json': { schema: ImportSaveSchema } }, required: true } },
      responses: { 201: { description: 'The trip and how many reservations were made and updated', ...json(ImportResultSchema) }, ...failures } }),
    async (c) => c.json(await saveImport(db, currentUser(c).id, c.req.valid('json')), 201),
  );
  return router;
}
