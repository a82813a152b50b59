// Idempotency-Key (IETF draft "The Idempotency-Key HTTP Header Field"): a client that did not get
// the answer to a create sends it again with the same key, and gets the first answer again
// instead of a second record.
import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { z, type RouteConfig } from '@hono/zod-openapi';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { messages } from '../../shared/messages.js';
import type { Db } from '../db/client.js';
import { idempotencyKeys } from '../db/schema/idempotency.js';
import { AppError } from '../errors.js';
import { currentUser, type AppEnv, type IdempotencyClaim } from './context.js';
import { fail } from './openapi.js';

/** How long a key is remembered: a retry after that is a new request. */
const KEPT_FOR = sql`interval '24 hours'`;
/** How long a retry waits for the first request with its key to finish before answering 409. */
const WAIT_MS = 15_000;
const POLL_MS = 100;
/** How often a running request renews its key's `alive_at`. */
const ALIVE_EVERY_MS = 2_000;
/** A key without an answer not renewed for this long was cut off with its process. */
const CUT_OFF_AFTER = sql`interval '8 seconds'`;

const HEADER = 'idempotency-key';
export const IdempotencyHeadersSchema = z.object({
  [HEADER]: z
    .string()
    .min(1, { error: messages.fieldRequired })
    .max(255, { error: messages.atMost(255) })
    .regex(/^[\x21-\x7e]+$/, { error: messages.invalidCharacters })
    .optional()
    .openapi({
      description:
        'A key of the client\'s choosing (a UUID) for this one create. Sent again with the same request (a retry), it answers what the first answered, and nothing is made twice; sent with another request, 409. A retry while the first is still running waits for it. Successful answers are kept for 24 hours; a refused or failed request frees its key.',
      example: '5f0c6a57-0d4b-4c55-9a8e-6f1f3c2b7a10',
    }),
});

/** What the request carries, as a hash: the JSON as sent, a form's fields and files (not its random boundary). */
async function fingerprint(c: Context): Promise<string> {
  const hash = createHash('sha256');
  const type = c.req.header('content-type') ?? '';
  if (type.startsWith('multipart/form-data')) {
    // Another middleware may have kept the parsed form as it is, not as a promise.
    const form = await Promise.resolve()
      .then(() => c.req.formData())
      .catch(() => undefined);
    if (form) {
      for (const [name, value] of form.entries()) {
        hash.update(`${name}\0`);
        if (typeof value === 'string') hash.update(`${value}\0`);
        else hash.update(`${value.name}\0${value.type}\0`).update(new Uint8Array(await value.arrayBuffer())).update('\0');
      }
      return hash.digest('hex');
    }
  }
  return hash.update(`${type}\0`).update(new Uint8Array(await c.req.arrayBuffer())).digest('hex');
}

const where = ({ userId, route, key }: IdempotencyClaim) => and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.route, route), eq(idempotencyKeys.key, key));

/**
 * Takes the key for this request, or finds the answer to the one that took it first (waiting
 * while that one runs). Undefined: taken, go on.
 */
async function claimOrAnswer(db: Db, claim: IdempotencyClaim): Promise<Response | undefined> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const [taken] = await db.insert(idempotencyKeys).values(claim).onConflictDoNothing().returning({ key: idempotencyKeys.key });
    if (taken) return undefined;
    // A key older than a day is forgotten: this request is a new one.
    await db.delete(idempotencyKeys).where(and(where(claim), lt(idempotencyKeys.createdAt, sql`now() - ${KEPT_FOR}`)));
    // A request cut off before its answer (its process killed) made nothing, its answer being kept
    // with its records: this one takes its place.
    await db.delete(idempotencyKeys).where(and(where(claim), isNull(idempotencyKeys.status), lt(idempotencyKeys.aliveAt, sql`now() - ${CUT_OFF_AFTER}`)));
    const [first] = await db.select().from(idempotencyKeys).where(where(claim));
    if (!first) continue;
    if (first.requestHash !== claim.requestHash) throw new AppError('CONFLICT', messages.idempotencyKeyReused, [{ path: 'Idempotency-Key', message: messages.idempotencyKeyReused }]);
    if (first.status !== null) {
      const headers: Record<string, string> = { 'Idempotent-Replayed': 'true' };
      if (first.contentType) headers['Content-Type'] = first.contentType;
      return new Response(first.body, { status: first.status, headers });
    }
    if (Date.now() >= deadline) throw new AppError('CONFLICT', messages.idempotencyKeyInProgress);
    await sleep(POLL_MS);
  }
}

/**
 * Honours an `Idempotency-Key` on a signed-in user's create: per user, route (method and path)
 * and key, the first successful answer is kept (by the route, with its records: `createdOnce`) and
 * given again to a retry; a refused or failed request frees the key (nothing was made). Without
 * the header the request runs as it is.
 */
function idempotency(db: Db): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header(HEADER);
    if (header === undefined) return next();
    const parsed = IdempotencyHeadersSchema.safeParse({ [HEADER]: header });
    if (!parsed.success) throw AppError.fromZod(parsed.error);
    const claim = { userId: currentUser(c).id, route: `${c.req.method} ${c.req.path}`, key: header, requestHash: await fingerprint(c) };
    const answer = await claimOrAnswer(db, claim);
    if (answer) return answer;
    c.set('idempotencyClaim', claim);
    const alive = setInterval(() => {
      db.update(idempotencyKeys).set({ aliveAt: sql`now()` }).where(where(claim)).catch(() => undefined);
    }, ALIVE_EVERY_MS);
    try {
      await next();
    } finally {
      clearInterval(alive);
    }
    const succeeded = c.res.status >= 200 && c.res.status < 300;
    if (succeeded && c.get('idempotencyKept')) return;
    await db.delete(idempotencyKeys).where(where(claim));
    // A create that answers without keeping its answer with its records would make a retry's record twice.
    if (succeeded) throw new Error(`${claim.route} answered without keeping its answer with its records (createdOnce)`);
  };
}

/**
 * A route that creates a record: it takes an `Idempotency-Key`, declared in the OpenAPI document
 * and honoured by one middleware, and makes its records through `createdOnce` or `answeredOnce`.
 * Every create of a signed-in user is declared with it (the API sweep checks that each operation
 * answering 201 does, and sends each with a key).
 */
export function createsRecord<R extends RouteConfig>(db: Db, route: R) {
  const request = { ...route.request, headers: IdempotencyHeadersSchema } as NonNullable<R['request']> & { headers: typeof IdempotencyHeadersSchema };
  const refused = { 409: fail('The Idempotency-Key was used for another request, or its first request is still running') };
  return { ...route, middleware: idempotency(db), request, responses: { ...refused, ...route.responses } };
}

/**
 * Makes a record (`make`, given the transaction to make it in) and, when the request has an
 * Idempotency-Key, keeps the answer (201, the record as JSON) in the same transaction: the record
 * and its answer are kept together or not at all, so a request cut off in between leaves neither.
 */
export async function createdOnce<T>(c: Context<AppEnv>, db: Db, make: (tx: Db) => Promise<T>): Promise<T> {
  return (await answeredOnce(c, db, async (tx) => ({ status: 201, body: await make(tx) }))).body;
}

/**
 * `createdOnce` for a create that may answer with a record that was there already (200) rather
 * than a new one (201): the answer kept is the status and record `make` gives.
 */
export async function answeredOnce<T>(c: Context<AppEnv>, db: Db, make: (tx: Db) => Promise<{ status: 200 | 201; body: T }>): Promise<{ status: 200 | 201; body: T }> {
  const claim = c.get('idempotencyClaim');
  if (!claim) return make(db);
  const kept = await db.transaction(async (tx) => {
    const answer = await make(tx);
    await tx.update(idempotencyKeys).set({ status: answer.status, contentType: 'application/json', body: JSON.stringify(answer.body) }).where(where(claim));
    return answer;
  });
  c.set('idempotencyKept', true);
  return kept;
}

/** Forgets keys older than a day (housekeeping; a stale key is also forgotten when it is used again). */
export async function pruneIdempotencyKeys(db: Db): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, sql`now() - ${KEPT_FOR}`));
}
