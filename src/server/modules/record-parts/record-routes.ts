import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { BulkDeleteSchema, LinkedModeSchema, PAGE_SIZE_MAX, type LinkedMode } from '../../../shared/list.js';
import type { RecordType } from '../../../shared/record-parts.js';
import type { AppDeps } from '../../app.js';
import type { Db } from '../../db/client.js';
import { reading } from '../../http/read-replica.js';
import { createRouter, currentUser, type AppEnv } from '../../http/context.js';
import { fail, json, signedIn, signedInFailures as failures } from '../../http/openapi.js';
import { createdOnce, createsRecord } from '../../http/idempotency.js';
import { changedElsewhere, IfMatchHeadersSchema } from '../../http/versions.js';
import { itemFields, listCsv } from './list-csv.js';
import { recordPartsRoutes } from './record-parts.routes.js';
import { lockAtVersion, notFoundMessage } from './record-tables.js';
import { deleteRecords } from './records.service.js';


/** What an area gives to get its REST routes: its schemas and its service functions. */
export interface RecordArea<
  Q extends z.ZodType,
  I extends z.ZodType,
  P extends z.ZodType,
  R extends z.ZodType,
  L extends z.ZodType,
> {
  recordType: RecordType;
  /** The OpenAPI tag, e.g. 'Customers'. */
  tag: string;
  /** Whether the records have notes and documents (routes under `/{id}`); settings types do not. */
  parts?: boolean;
  schemas: { listQuery: Q; input: I; patch: P; record: R; page: L };
  list(db: Db, userId: string, query: z.infer<Q>): Promise<z.infer<L>>;
  get(db: Db, userId: string, id: string): Promise<z.infer<R>>;
  /** Makes the record with `db` alone (the request's transaction, which also keeps its answer). */
  create(db: Db, userId: string, input: z.infer<I>): Promise<z.infer<R>>;
  update(db: Db, userId: string, id: string, patch: z.infer<P>): Promise<z.infer<R>>;
  /** The area's own routes, registered before `/{id}` so that fixed paths like `/upcoming` win. */
  routes?(router: OpenAPIHono<AppEnv>): void;
  /**
   * Checks or detaches linked records before a delete, in its transaction (e.g. a project's
   * timecards); returns the stored files of records it removed (see deleteRecords).
   */
  beforeDelete?(tx: Db, userId: string, ids: string[], linked: LinkedMode): Promise<string[] | undefined>;
}

/**
 * The REST routes every record area has, under `/api/v1/<area>`: list (search, sort, page),
 * create, read, change, delete, bulk delete, and (unless `parts` is false) the record's notes and documents. Every route
 * needs a session, and another user's record answers 404.
 */
export function recordRoutes<Q extends z.ZodType, I extends z.ZodType, P extends z.ZodType, R extends z.ZodType, L extends z.ZodType>(
  deps: AppDeps,
  area: RecordArea<Q, I, P, R, L>,
) {
  const db = deps.database.db;
  const { recordType, tag, schemas } = area;
  const tags = [tag];
  const { security } = signedIn;
  // Seen as plain schemas here: the route types cannot follow the area's generic ones, and the
  // validator has checked the values against these very schemas before a handler runs.
  const input: z.ZodType = schemas.input;
  const patch: z.ZodType = schemas.patch;
  const IdParams = z.object({ id: z.uuid({ error: notFoundMessage[recordType] }) });

  const remove = (userId: string, ids: string[], linked: LinkedMode) =>
    deleteRecords({ db, store: deps.store }, recordType, userId, ids, (tx, owned) =>
      area.beforeDelete ? area.beforeDelete(tx, userId, owned, linked) : Promise.resolve(undefined),
    );

  const router = createRouter(deps);
  area.routes?.(router);

  router.openapi(
    createRoute({ method: 'get', path: '/', tags, security, summary: `List (search, sort, page)`,
      request: { query: schemas.listQuery as unknown as z.ZodObject },
      responses: { 200: { description: 'A page', ...json(schemas.page) }, ...failures } }),
    async (c) => c.json(await reading(c, deps, (from) => area.list(from, currentUser(c).id, c.req.valid('query') as z.infer<Q>)), 200),
  );
  // Every page of the list as the list shows it (its search, filters and sort), as CSV.
  const listQuery = schemas.listQuery instanceof z.ZodObject ? schemas.listQuery.omit({ page: true, pageSize: true }) : schemas.listQuery;
  const fields = itemFields(schemas.page);
  const fileName = `${tag.toLowerCase().replaceAll(' ', '-')}.csv`;
  router.openapi(
    createRoute({ method: 'get', path: '/list.csv', tags, security, summary: 'The whole list as CSV, with the same search, filters and sort as the list (every page)',
      request: { query: listQuery as unknown as z.ZodObject },
      responses: { 200: { description: 'CSV, a column per field of the list', content: { 'text/csv': { schema: z.string() } } }, ...failures } }),
    async (c) => {
      const userId = currentUser(c).id;
      const query = c.req.valid('query') as z.infer<Q> & object;
      const items = await reading(c, deps, async (from) => {
        const all: unknown[] = [];
        for (let page = 1; ; page += 1) {
          const { items: more, total } = (await area.list(from, userId, { ...query, page, pageSize: PAGE_SIZE_MAX })) as { items: unknown[]; total: number };
          all.push(...more);
          if (more.length === 0 || page * PAGE_SIZE_MAX >= total) return all;
        }
      });
      return c.body(listCsv(fields, items), 200, { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${fileName}"` });
    },
  );
  router.openapi(
    createRoute(createsRecord(db, { method: 'post', path: '/', tags, security, summary: 'Create',
      request: { body: { ...json(input), required: true } },
      responses: { 201: { description: 'Created', ...json(schemas.record) }, ...failures } })),
    async (c) => c.json(await createdOnce(c, db, (tx) => area.create(tx, currentUser(c).id, c.req.valid('json') as z.infer<I>)), 201),
  );
  router.openapi(
    createRoute({ method: 'post', path: '/bulk-delete', tags, security, summary: 'Delete several (all or none)',
      request: { body: { ...json(BulkDeleteSchema), required: true } },
      responses: { 200: { description: 'Deleted', ...json(z.object({ deleted: z.number().int() })) }, 409: fail('Linked records and `linked=refuse`'), ...failures } }),
    async (c) => {
      const { ids, linked } = c.req.valid('json');
      return c.json({ deleted: await remove(currentUser(c).id, ids, linked) }, 200);
    },
  );
  router.openapi(
    createRoute({ method: 'get', path: '/{id}', tags, security, summary: 'Read one',
      request: { params: IdParams },
      responses: { 200: { description: 'The record', ...json(schemas.record) }, ...failures } }),
    async (c) => c.json(await area.get(db, currentUser(c).id, c.req.valid('param').id), 200),
  );
  router.openapi(
    createRoute({ method: 'patch', path: '/{id}', tags, security, summary: 'Change the given fields',
      request: { params: IdParams, headers: IfMatchHeadersSchema, body: { ...json(patch), required: true } },
      responses: { 200: { description: 'The record', ...json(schemas.record) }, ...failures, ...changedElsewhere } }),
    async (c) => {
      const userId = currentUser(c).id;
      const { id } = c.req.valid('param');
      const ifMatch = c.req.valid('header')['if-match'];
      const change = (tx: Db) => area.update(tx, userId, id, c.req.valid('json') as z.infer<P>);
      if (ifMatch === undefined) return c.json(await change(db), 200);
      return c.json(
        await db.transaction(async (tx) => {
          await lockAtVersion(tx, recordType, userId, id, ifMatch);
          return change(tx);
        }),
        200,
      );
    },
  );
  router.openapi(
    createRoute({ method: 'delete', path: '/{id}', tags, security, summary: 'Delete with its notes, documents, tags and properties',
      request: { params: IdParams, query: z.object({ linked: LinkedModeSchema }) },
      responses: { 204: { description: 'Deleted' }, 409: fail('Linked records and `linked=refuse`'), ...failures } }),
    async (c) => {
      await remove(currentUser(c).id, [c.req.valid('param').id], c.req.valid('query').linked);
      return c.body(null, 204);
    },
  );
  if (area.parts !== false) router.route('/', recordPartsRoutes(deps, recordType, tag));
  return router;
}
