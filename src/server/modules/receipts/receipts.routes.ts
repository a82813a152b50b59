import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { currencySchema } from '../../../shared/account.js';
import { messages } from '../../../shared/messages.js';
import {
  ExpenseReportQuerySchema,
  MileageInputSchema,
  MileageListSchema,
  MileagePatchSchema,
  MileageSchema,
  PaymentTypeInputSchema,
  PaymentTypeListQuerySchema,
  PaymentTypePageSchema,
  PaymentTypePatchSchema,
  PaymentTypeSchema,
  PublicReceiptSchema,
  ReceiptInputSchema,
  ReceiptListQuerySchema,
  ReceiptPageSchema,
  ReceiptPatchSchema,
  ReceiptSchema,
  ReceiptTypeInputSchema,
  ReceiptTypeListQuerySchema,
  ReceiptTypePageSchema,
  ReceiptTypePatchSchema,
  ReceiptTypeSchema,
  ScannedReceiptsSchema,
  TripReceiptsSchema,
} from '../../../shared/receipts.js';
import { DateSchema } from '../../../shared/time.js';
import type { AppDeps } from '../../app.js';
import { createRouter, currentUser, type AppEnv } from '../../http/context.js';
import { fail, json, openToAnyone, signedIn, signedInFailures as failures } from '../../http/openapi.js';
import { createdOnce, createsRecord } from '../../http/idempotency.js';
import { sendFile } from '../../http/send-file.js';
import { TOKEN_SHAPE } from '../../security/tokens.js';
import { recordRoutes } from '../record-parts/record-routes.js';
import { referenceRate } from './exchange-rates.js';
import { createReceiptPdf, expenseReportFile, readReceiptPdf } from './expense-report.service.js';
import * as mileage from './mileage.service.js';
import * as paymentTypes from './payment-types.service.js';
import * as receiptTypes from './receipt-types.service.js';
import { scanReceipt } from './receipt-reading.js';
import * as receipts from './receipts.service.js';

/** Where the receipt services find the store, the secret, the rates service and the public links' origin. */
export const receiptDeps = (deps: AppDeps): receipts.ReceiptDeps => ({
  db: deps.database.db,
  store: deps.store,
  secret: deps.auth.secret,
  rates: deps.exchangeRates ?? { baseUrl: undefined, timeoutMs: 5000 },
  origin: deps.appUrl,
});

const ReceiptParams = z.object({ id: z.uuid({ error: messages.notFound('Receipt') }) });
const FileSchema = z.instanceof(File).openapi({ type: 'string', format: 'binary' });

/** A receipt's image, PDF and public link. */
function receiptFileRoutes(deps: AppDeps, router: OpenAPIHono<AppEnv>) {
  const rd = receiptDeps(deps);
  const common = { tags: ['Receipts'], ...signedIn };
  const answer = { 200: { description: 'The receipt', ...json(ReceiptSchema) }, ...failures };
  router.openapi(
    createRoute({ ...common, method: 'put', path: '/{id}/image',
      summary: "Set the receipt's photo or PDF (field `file`): checked by content, turned upright, downscaled for view, the original kept",
      request: { params: ReceiptParams, body: { content: { 'multipart/form-data': { schema: z.object({ file: FileSchema }) } }, required: true } },
      responses: { ...answer, 413: fail('File too large') } }),
    async (c) => {
      const { file } = c.req.valid('form');
      const bytes = new Uint8Array(await file.arrayBuffer());
      return c.json(await receipts.setReceiptImage(rd, currentUser(c).id, c.req.valid('param').id, { name: file.name || 'receipt', bytes }), 200);
    },
  );
  router.openapi(
    createRoute(createsRecord(deps.database.db, { ...common, method: 'post', path: '/scans',
      summary: 'Scan a receipt (field `file`, a photo or PDF; `tripId` to put it on a trip): made at once with its file (one for each receipt on a photo of several), its date, total, currency, vendor and type then read and left unconfirmed',
      request: { body: { content: { 'multipart/form-data': { schema: z.object({ file: FileSchema, tripId: z.uuid({ error: messages.notFound('Trip') }).optional() }) } }, required: true } },
      responses: { 201: { description: 'The receipts made (one for each receipt on a photo of several laid apart), their reading queued', ...json(ScannedReceiptsSchema) }, 413: fail('File too large'), ...failures } })),
    async (c) => {
      const { file, tripId } = c.req.valid('form');
      const bytes = new Uint8Array(await file.arrayBuffer());
      // The answer kept with the receipts is the one given: `{ items }`.
      const items = await scanReceipt({ ...rd, queue: deps.queue }, currentUser(c).id, { name: file.name || 'receipt', bytes }, tripId ?? null, async (save) =>
        (await createdOnce(c, deps.database.db, async (tx) => ({ items: await save(tx) }))).items,
      );
      return c.json({ items }, 201);
    },
  );
  router.openapi(
    createRoute({ ...common, method: 'get', path: '/{id}/image', summary: 'The receipt\'s file as uploaded, or with `view=1` its upright view (WebP)',
      request: { params: ReceiptParams, query: z.object({ view: z.enum(['1']).optional() }) },
      responses: { 200: { description: 'The image' }, ...failures } }),
    async (c) => sendFile(c, await receipts.readReceiptImage(rd, currentUser(c).id, c.req.valid('param').id, c.req.valid('query').view === '1'), { inline: true }),
  );
  router.openapi(
    createRoute({ ...common, method: 'delete', path: '/{id}/image', summary: "Remove the receipt's photo or PDF", request: { params: ReceiptParams }, responses: answer }),
    async (c) => c.json(await receipts.removeReceiptImage(rd, currentUser(c).id, c.req.valid('param').id), 200),
  );
  router.openapi(
    createRoute({ ...common, method: 'post', path: '/{id}/pdf', summary: "'Create PDF': a one-page PDF of the receipt's fields and image", request: { params: ReceiptParams }, responses: answer }),
    async (c) => c.json(await createReceiptPdf(rd, currentUser(c).id, c.req.valid('param').id), 200),
  );
  router.openapi(
    createRoute({ ...common, method: 'get', path: '/{id}/pdf', summary: "'View PDF': the PDF made by 'Create PDF' (404 before)",
      request: { params: ReceiptParams }, responses: { 200: { description: 'The PDF' }, ...failures } }),
    async (c) => sendFile(c, await readReceiptPdf(rd, currentUser(c).id, c.req.valid('param').id), { inline: true }),
  );
  for (const [method, summary] of [['post', "'Make public': a link that opens the receipt without signing in"], ['delete', "'Make private': the public link answers 404 from now on"]] as const) {
    router.openapi(
      createRoute({ ...common, method, path: '/{id}/public', summary, request: { params: ReceiptParams }, responses: answer }),
      async (c) => {
        const change = method === 'post' ? receipts.makeReceiptPublic : receipts.makeReceiptPrivate;
        return c.json(await change(rd, currentUser(c).id, c.req.valid('param').id), 200);
      },
    );
  }
}

/** `/api/v1/receipts`: the record routes with notes and documents, and the receipt's files. */
export function receiptRoutes(deps: AppDeps) {
  const rd = receiptDeps(deps);
  return recordRoutes(deps, {
    recordType: 'receipt',
    tag: 'Receipts',
    schemas: { listQuery: ReceiptListQuerySchema, input: ReceiptInputSchema, patch: ReceiptPatchSchema, record: ReceiptSchema, page: ReceiptPageSchema },
    list: receipts.listReceipts,
    get: (_db, userId, id) => receipts.getReceipt(rd, userId, id),
    create: (db, userId, input) => receipts.createReceipt({ ...rd, db }, userId, input),
    update: (_db, userId, id, patch) => receipts.updateReceipt(rd, userId, id, patch),
    beforeDelete: receipts.beforeDeleteReceipts,
    routes: (router) => receiptFileRoutes(deps, router),
  });
}

/** `/api/v1/payment-types` (Settings → Payment types). */
export const paymentTypeRoutes = (deps: AppDeps) =>
  recordRoutes(deps, {
    recordType: 'paymentType',
    tag: 'Payment types',
    parts: false,
    schemas: { listQuery: PaymentTypeListQuerySchema, input: PaymentTypeInputSchema, patch: PaymentTypePatchSchema, record: PaymentTypeSchema, page: PaymentTypePageSchema },
    list: paymentTypes.listPaymentTypes,
    get: paymentTypes.getPaymentType,
    create: paymentTypes.createPaymentType,
    update: paymentTypes.updatePaymentType,
    beforeDelete: paymentTypes.beforeDeletePaymentTypes,
  });

/** `/api/v1/receipt-types` (Settings → Receipt types). */
export const receiptTypeRoutes = (deps: AppDeps) =>
  recordRoutes(deps, {
    recordType: 'receiptType',
    tag: 'Receipt types',
    parts: false,
    schemas: { listQuery: ReceiptTypeListQuerySchema, input: ReceiptTypeInputSchema, patch: ReceiptTypePatchSchema, record: ReceiptTypeSchema, page: ReceiptTypePageSchema },
    list: receiptTypes.listReceiptTypes,
    get: receiptTypes.getReceiptType,
    create: receiptTypes.createReceiptType,
    update: receiptTypes.updateReceiptType,
  });

const TripParams = z.object({ id: z.uuid({ error: messages.notFound('Trip') }) });
const MileageParams = TripParams.extend({ mileageId: z.uuid({ error: messages.notFound('Mileage entry') }) });

/** A trip's receipts by currency and its mileage, mounted inside the trips routes. */
export function tripMoneyRoutes(deps: AppDeps, router: OpenAPIHono<AppEnv>) {
  const db = deps.database.db;
  const common = { tags: ['Trips'], ...signedIn };
  router.openapi(
    createRoute({ ...common, method: 'get', path: '/{id}/receipts', summary: "The trip's receipts in one tab per currency, with totals",
      request: { params: TripParams }, responses: { 200: { description: 'The tabs', ...json(TripReceiptsSchema) }, ...failures } }),
    async (c) => c.json(await receipts.tripReceipts(db, currentUser(c).id, c.req.valid('param').id), 200),
  );
  router.openapi(
    createRoute({ ...common, method: 'get', path: '/{id}/mileage', summary: "The trip's mileage with its totals",
      request: { params: TripParams }, responses: { 200: { description: 'Mileage', ...json(MileageListSchema) }, ...failures } }),
    async (c) => c.json(await mileage.listMileage(db, currentUser(c).id, c.req.valid('param').id), 200),
  );
  router.openapi(
    createRoute(createsRecord(db, { ...common, method: 'post', path: '/{id}/mileage', summary: 'Add a drive (miles × the rate per mile)',
      request: { params: TripParams, body: { ...json(MileageInputSchema), required: true } },
      responses: { 201: { description: 'Added', ...json(MileageSchema) }, ...failures } })),
    async (c) => c.json(await createdOnce(c, db, (tx) => mileage.createMileage(tx, currentUser(c).id, c.req.valid('param').id, c.req.valid('json'))), 201),
  );
  router.openapi(
    createRoute({ ...common, method: 'patch', path: '/{id}/mileage/{mileageId}', summary: 'Change a drive',
      request: { params: MileageParams, body: { ...json(MileagePatchSchema), required: true } },
      responses: { 200: { description: 'The drive', ...json(MileageSchema) }, ...failures } }),
    async (c) => {
      const { id, mileageId } = c.req.valid('param');
      return c.json(await mileage.updateMileage(db, currentUser(c).id, id, mileageId, c.req.valid('json')), 200);
    },
  );
  router.openapi(
    createRoute({ ...common, method: 'delete', path: '/{id}/mileage/{mileageId}', summary: 'Delete a drive',
      request: { params: MileageParams }, responses: { 204: { description: 'Deleted' }, ...failures } }),
    async (c) => {
      const { id, mileageId } = c.req.valid('param');
      await mileage.deleteMileage(db, currentUser(c).id, id, mileageId);
      return c.body(null, 204);
    },
  );
}

/** `/api/v1/exchange-rates`: the reference rate the receipt editor shows before saving. */
export function exchangeRateRoutes(deps: AppDeps) {
  const rd = receiptDeps(deps);
  const router = createRouter(deps);
  router.openapi(
    createRoute({ tags: ['Receipts'], ...signedIn, method: 'get', path: '/',
      summary: 'The reference rate of a day (the business day on or before it): units of `to` per unit of `from`; null when none can be had',
      request: { query: z.object({ date: DateSchema, from: currencySchema, to: currencySchema }) },
      responses: { 200: { description: 'The rate', ...json(z.object({ rate: z.string().nullable(), rateDate: z.string().nullable() })) }, ...failures } }),
    async (c) => {
      const { date, from, to } = c.req.valid('query');
      const found = await referenceRate(rd.db, rd.rates, date, from, to);
      return c.json({ rate: found?.rate ?? null, rateDate: found?.rateDate ?? null }, 200);
    },
  );
  return router;
}

/** `/api/v1/expense-reports`: a trip's, a project's or a date range's report. */
export function expenseReportRoutes(deps: AppDeps) {
  const rd = receiptDeps(deps);
  const router = createRouter(deps);
  router.openapi(
    createRoute({ tags: ['Receipts'], ...signedIn, method: 'get', path: '/',
      summary: 'The expense report of a trip, a project or a date range: PDF (summary, rates, mileage, every receipt image) or CSV',
      request: { query: ExpenseReportQuerySchema }, responses: { 200: { description: 'The report file' }, ...failures } }),
    async (c) => sendFile(c, await expenseReportFile(rd, currentUser(c).id, c.req.valid('query')), { inline: false }),
  );
  return router;
}

/** The public side of a receipt made public: its public fields and its image, without signing in. */
export function publicReceiptRoutes(deps: AppDeps, router: OpenAPIHono<AppEnv>) {
  const rd = receiptDeps(deps);
  const TokenParams = z.object({ token: z.string().regex(TOKEN_SHAPE, { error: messages.notFound('Receipt') }) });
  router.openapi(
    createRoute({ method: 'get', path: '/receipts/{token}', tags: ['Public'], ...openToAnyone, summary: 'A public receipt; 404 once it is made private',
      request: { params: TokenParams }, responses: { 200: { description: 'The receipt', ...json(PublicReceiptSchema) }, 404: fail('No such public receipt') } }),
    async (c) => c.json(await receipts.readPublicReceipt(rd.db, c.req.valid('param').token), 200),
  );
  router.openapi(
    createRoute({ method: 'get', path: '/receipts/{token}/image', tags: ['Public'], ...openToAnyone, summary: "A public receipt's image (or PDF)",
      request: { params: TokenParams }, responses: { 200: { description: 'The image' }, 404: fail('No such public receipt') } }),
    async (c) => sendFile(c, await receipts.readPublicReceiptImage(rd, c.req.valid('param').token), { inline: true }),
  );
}
