import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  DocumentSchema,
  NoteInputSchema,
  NoteSchema,
  NoteSummarySchema,
  type RecordType,
} from '../../../shared/record-parts.js';
import type { AppDeps } from '../../app.js';
import { createRouter, currentUser, type AppEnv } from '../../http/context.js';
import { fail, json, signedIn, signedInFailures as failures } from '../../http/openapi.js';
import { createdOnce, createsRecord } from '../../http/idempotency.js';
import { changedElsewhere, IfMatchHeadersSchema } from '../../http/versions.js';
import { sendFile } from '../../http/send-file.js';
import * as docs from './documents.service.js';
import * as notesService from './notes.service.js';
import { assertOwnRecord, notFoundMessage } from './record-tables.js';


/**
 * Notes and documents of one record type, mounted by `recordRoutes` under that type's own path
 * (each route declares `signedIn`), e.g. `/api/v1/customers/{recordId}/notes`. The record must be the
 * signed-in user's (else 404).
 */
export function recordPartsRoutes(deps: AppDeps, recordType: RecordType, tag: string) {
  const db = deps.database.db;
  const id = z.uuid({ error: notFoundMessage[recordType] });
  const RecordParams = z.object({ recordId: id });
  const NoteParams = RecordParams.extend({ noteId: z.uuid({ error: 'Note not found' }) });
  const DocumentParams = RecordParams.extend({ documentId: z.uuid({ error: 'Document not found' }) });
  const { security } = signedIn;
  const tags = [tag];

  const router = createRouter(deps);

  /** The record the path names, checked to be the user's own. */
  const target = async (c: Context<AppEnv>, recordId: string) => {
    const { id: userId } = currentUser(c);
    await assertOwnRecord(db, recordType, userId, recordId);
    return { userId, recordType, recordId };
  };
  const documentDeps = { db, store: deps.store, secret: deps.auth.secret, origin: deps.appUrl };

  router.openapi(
    createRoute({ method: 'get', path: '/{recordId}/notes', tags, security, summary: 'Notes, without their bodies',
      request: { params: RecordParams },
      responses: { 200: { description: 'Notes', ...json(z.array(NoteSummarySchema)) }, ...failures } }),
    async (c) => c.json(await notesService.listNotes(db, await target(c, c.req.valid('param').recordId)), 200),
  );
  router.openapi(
    createRoute(createsRecord(db, { method: 'post', path: '/{recordId}/notes', tags, security, summary: 'Add a note (HTML is sanitised)',
      request: { params: RecordParams, body: { ...json(NoteInputSchema), required: true } },
      responses: { 201: { description: 'Created', ...json(NoteSchema) }, ...failures } })),
    async (c) => {
      const owner = await target(c, c.req.valid('param').recordId);
      return c.json(await createdOnce(c, db, (tx) => notesService.createNote(tx, owner, c.req.valid('json'))), 201);
    },
  );
  router.openapi(
    createRoute({ method: 'get', path: '/{recordId}/notes/{noteId}', tags, security, summary: 'One note with its body',
      request: { params: NoteParams },
      responses: { 200: { description: 'Note', ...json(NoteSchema) }, ...failures } }),
    async (c) => {
      const { recordId, noteId } = c.req.valid('param');
      return c.json(await notesService.getNote(db, await target(c, recordId), noteId), 200);
    },
  );
  router.openapi(
    createRoute({ method: 'patch', path: '/{recordId}/notes/{noteId}', tags, security, summary: 'Change a note',
      request: { params: NoteParams, headers: IfMatchHeadersSchema, body: { ...json(NoteInputSchema.partial()), required: true } },
      responses: { 200: { description: 'Note', ...json(NoteSchema) }, ...failures, ...changedElsewhere } }),
    async (c) => {
      const { recordId, noteId } = c.req.valid('param');
      const ifMatch = c.req.valid('header')['if-match'];
      return c.json(await notesService.updateNote(db, await target(c, recordId), noteId, c.req.valid('json'), ifMatch), 200);
    },
  );
  router.openapi(
    createRoute({ method: 'delete', path: '/{recordId}/notes/{noteId}', tags, security, summary: 'Delete a note',
      request: { params: NoteParams }, responses: { 204: { description: 'Deleted' }, ...failures } }),
    async (c) => {
      const { recordId, noteId } = c.req.valid('param');
      await notesService.deleteNote(db, await target(c, recordId), noteId);
      return c.body(null, 204);
    },
  );

  const FileSchema = z.instanceof(File).openapi({ type: 'string', format: 'binary' });
  const UploadSchema = z.object({
    files: z.union([FileSchema, z.array(FileSchema)], { error: 'Select one or more files' }),
  });

  router.openapi(
    createRoute({ method: 'get', path: '/{recordId}/documents', tags, security, summary: 'Documents, newest first',
      request: { params: RecordParams },
      responses: { 200: { description: 'Documents', ...json(z.array(DocumentSchema)) }, ...failures } }),
    async (c) => c.json(await docs.listDocuments(documentDeps, await target(c, c.req.valid('param').recordId)), 200),
  );
  router.openapi(
    createRoute(createsRecord(db, { method: 'post', path: '/{recordId}/documents', tags, security,
      summary: 'Upload one or more files (field `files`); the type is detected from the content',
      request: { params: RecordParams, body: { content: { 'multipart/form-data': { schema: UploadSchema } }, required: true } },
      responses: {
        201: { description: 'Stored', ...json(z.array(DocumentSchema)) },
        413: fail('File too large'),
        ...failures,
      } })),
    async (c) => {
      const { files } = c.req.valid('form');
      const list = Array.isArray(files) ? files : [files];
      const uploads = await Promise.all(list.map(async (f) => ({ name: f.name || 'file', bytes: new Uint8Array(await f.arrayBuffer()) })));
      const owner = await target(c, c.req.valid('param').recordId);
      return c.json(await docs.uploadDocuments(documentDeps, owner, uploads, (save) => createdOnce(c, db, save)), 201);
    },
  );
  for (const [suffix, thumbnail] of [['content', false], ['thumbnail', true]] as const) {
    router.openapi(
      createRoute({ method: 'get', path: `/{recordId}/documents/{documentId}/${suffix}`, tags, security,
        summary: thumbnail ? 'The image thumbnail (WebP)' : 'Download the file',
        request: { params: DocumentParams, query: z.object({ inline: z.enum(['1']).optional() }) },
        responses: { 200: { description: 'The file' }, ...failures } }),
      async (c) => {
        const { recordId, documentId } = c.req.valid('param');
        const file = await docs.readDocument(documentDeps, await target(c, recordId), documentId, thumbnail);
        return sendFile(c, file, { inline: thumbnail || c.req.valid('query').inline === '1' });
      },
    );
  }
  for (const [method, summary] of [['post', 'Make public: a link that opens the file without signing in'], ['delete', 'Make private: the public link stops working']] as const) {
    router.openapi(
      createRoute({ method, path: '/{recordId}/documents/{documentId}/public', tags, security, summary,
        request: { params: DocumentParams },
        responses: { 200: { description: 'The document', ...json(DocumentSchema) }, ...failures } }),
      async (c) => {
        const { recordId, documentId } = c.req.valid('param');
        const change = method === 'post' ? docs.makePublic : docs.makePrivate;
        return c.json(await change(documentDeps, await target(c, recordId), documentId), 200);
      },
    );
  }
  router.openapi(
    createRoute({ method: 'delete', path: '/{recordId}/documents/{documentId}', tags, security, summary: 'Delete a document and its file',
      request: { params: DocumentParams }, responses: { 204: { description: 'Deleted' }, ...failures } }),
    async (c) => {
      const { recordId, documentId } = c.req.valid('param');
      await docs.deleteDocument(documentDeps, await target(c, recordId), documentId);
      return c.body(null, 204);
    },
  );
  return router;
}
