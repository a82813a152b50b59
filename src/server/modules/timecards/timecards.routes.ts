import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { listQuerySchema, pageSchema } from '../../../shared/list.js';
import {
  DuplicateSchema,
  ExportQuerySchema,
  TimecardInputSchema,
  TimecardPatchSchema,
  TimecardSchema,
  TimerStartSchema,
  TimerStopSchema,
  WeekQuerySchema,
  WeekSchema,
} from '../../../shared/timecards.js';
import type { AppDeps } from '../../app.js';
import { currentUser, type AppEnv } from '../../http/context.js';
import { fail, json, signedIn, signedInFailures } from '../../http/openapi.js';
import { answeredOnce, createdOnce, createsRecord } from '../../http/idempotency.js';
import { recordRoutes } from '../record-parts/record-routes.js';
import { timecardsCsv, timecardsPdf } from './timecard-exports.js';
import { timeImportRoutes } from './time-imports.routes.js';
import * as timecards from './timecards.service.js';

const common = { tags: ['Timecards'], ...signedIn };

/** The week view, the timer, duplication and the exports. */
function timecardActions(deps: AppDeps, router: OpenAPIHono<AppEnv>) {
  const db = deps.database.db;
  router.openapi(
    createRoute({ ...common, method: 'get', path: '/week', summary: 'A week: entries, daily and project summaries, totals',
      request: { query: WeekQuerySchema }, responses: { 200: { description: 'The week', ...json(WeekSchema) }, ...signedInFailures } }),
    async (c) => {
      const user = currentUser(c);
      return c.json(await timecards.week(db, user.id, user.settings, c.req.valid('query').date), 200);
    },
  );
  router.openapi(
    createRoute({ ...common, method: 'get', path: '/timer', summary: 'The running timer, or null',
      responses: { 200: { description: 'Running timer', ...json(TimecardSchema.nullable()) }, ...signedInFailures } }),
    async (c) => c.json(await timecards.runningTimer(db, currentUser(c).id), 200),
  );
  router.openapi(
    createRoute(createsRecord(db, { ...common, method: 'post', path: '/timer/start', summary: 'Start the timer (201), or get the one already running (200)',
      request: { body: { ...json(TimerStartSchema), required: true } },
      responses: { 201: { description: 'Started', ...json(TimecardSchema) }, 200: { description: 'Already running', ...json(TimecardSchema) }, ...signedInFailures } })),
    async (c) => {
      const { status, body } = await answeredOnce(c, db, async (tx) => {
        const { timer, started } = await timecards.startTimer(tx, currentUser(c).id, c.req.valid('json'));
        return { status: started ? 201 : 200, body: timer };
      });
      return status === 201 ? c.json(body, 201) : c.json(body, 200);
    },
  );
  router.openapi(
    createRoute({ ...common, method: 'post', path: '/timer/stop', summary: 'Stop the timer; its timecard is complete',
      request: { body: { ...json(TimerStopSchema), required: true } },
      responses: { 200: { description: 'The completed timecard', ...json(TimecardSchema) }, 409: fail('No timer is running'), ...signedInFailures } }),
    async (c) => {
      const { zone, at } = c.req.valid('json');
      return c.json(await timecards.stopTimer(db, currentUser(c).id, zone, at), 200);
    },
  );
  router.openapi(
    createRoute(createsRecord(db, { ...common, method: 'post', path: '/duplicate', summary: 'Copy entries to the next day, the next week, or a given day',
      request: { body: { ...json(DuplicateSchema), required: true } },
      responses: { 201: { description: 'The copies', ...json(z.array(TimecardSchema)) }, ...signedInFailures } })),
    async (c) => {
      const { ids, to } = c.req.valid('json');
      return c.json(await createdOnce(c, db, (tx) => timecards.duplicateTimecards(tx, currentUser(c).id, ids, to)), 201);
    },
  );
  router.openapi(
    createRoute({ ...common, method: 'get', path: '/export.csv', summary: 'CSV for invoicing: local and UTC times, decimal hours',
      request: { query: ExportQuerySchema }, responses: { 200: { description: 'CSV', content: { 'text/csv': { schema: z.string() } } }, ...signedInFailures } }),
    async (c) => {
      const query = c.req.valid('query');
      return c.body(await timecardsCsv(db, currentUser(c).id, query), 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="timecards-${query.from}-${query.to}.csv"`,
      });
    },
  );
  router.openapi(
    createRoute({ ...common, method: 'get', path: '/export.pdf', summary: 'A timesheet PDF for the customer to sign',
      request: { query: ExportQuerySchema }, responses: { 200: { description: 'PDF', content: { 'application/pdf': { schema: z.string() } } }, ...signedInFailures } }),
    async (c) => {
      const query = c.req.valid('query');
      const pdf = await timecardsPdf(db, currentUser(c).id, query, 'Timesheet');
      return c.body(new Uint8Array(pdf), 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="timesheet-${query.from}-${query.to}.pdf"`,
      });
    },
  );
}

const ListQuery = listQuerySchema(['start'], 'start');

/** `/api/v1/timecards`. */
export const timecardRoutes = (deps: AppDeps) =>
  recordRoutes(deps, {
    recordType: 'timecard',
    tag: 'Timecards',
    schemas: { listQuery: ListQuery, input: TimecardInputSchema, patch: TimecardPatchSchema, record: TimecardSchema, page: pageSchema(TimecardSchema) },
    list: timecards.listTimecards,
    get: timecards.getTimecard,
    create: timecards.createTimecard,
    update: timecards.updateTimecard,
    routes: (router) => {
      timecardActions(deps, router);
      timeImportRoutes(deps, router);
    },
  });
