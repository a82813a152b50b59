/**
 * The edges every endpoint shares, proven for every operation in the API's own OpenAPI document,
 * so that an area added later is covered without new test code: bad input never answers 5xx and
 * every refusal carries the error body; another user's records answer 404 and stay as they were;
 * no session answers 401.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '../shared/errors.js';
import { browser, signedInUser } from './test/factories.js';
import {
  collectionOf,
  concrete,
  fill,
  label,
  leaves,
  operations,
  sample,
  withValue,
  type ApiDocument,
  type JsonSchema,
  type Operation,
} from './test/openapi-walk.js';

type Client = ReturnType<typeof browser>;

interface Call {
  path: string;
  /** The path parameters `path` was filled with. */
  params: string[];
  query?: [string, string][];
  /** Appended to the query string as it is (already percent-encoded). */
  rawQuery?: string;
  /** A body the operation's kind sends (JSON or multipart), or raw text with its content type. */
  body?: unknown;
  raw?: { text: string; type: string };
  headers?: Record<string, string>;
}

interface Answer {
  status: number;
  type: string;
  body: unknown;
}

async function send(client: Client, op: Operation, call: Call): Promise<Answer> {
  const pairs = (call.query ?? []).map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`);
  if (call.rawQuery) pairs.push(call.rawQuery);
  const query = pairs.length ? `?${pairs.join('&')}` : '';
  const init: RequestInit = { method: op.method.toUpperCase() };
  if (call.raw) {
    init.headers = { 'Content-Type': call.raw.type };
    init.body = call.raw.text;
  } else if (call.body !== undefined && op.body?.kind === 'multipart') {
    init.body = toForm(call.body);
  } else if (call.body !== undefined) {
    init.headers = { 'Content-Type': 'application/json' };
    init.body = JSON.stringify(call.body);
  }
  init.headers = { ...(init.headers as Record<string, string> | undefined), ...call.headers };
  const res = await client.request(`${call.path}${query}`, init);
  const type = res.headers.get('content-type') ?? '';
  const body: unknown = type.includes('json') ? await res.json().catch(() => 'unparsable JSON') : await res.text();
  return { status: res.status, type, body };
}

function toForm(value: unknown): FormData {
  const form = new FormData();
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    for (const one of Array.isArray(item) ? item : [item]) form.append(key, one instanceof File ? one : String(one));
  }
  return form;
}

const apiDocument = async (client: Client) => (await (await client.request('/api/openapi.json')).json()) as ApiDocument;

const singular = (segment: string) =>
  segment.replace(/-(\w)/g, (_, c: string) => c.toUpperCase()).replace(/ies$/, 'y').replace(/s$/, '');

/** Records made through the API, by the collection template they were created in. */
class Created {
  readonly ids = new Map<string, string>();

  /** The id for a field such as `customerId` or `contactIds`, from a top-level collection. */
  ref = (field: string): string | undefined => {
    const name = field.replace(/Ids?$/, '');
    if (name === field) return undefined;
    for (const [collection, id] of this.ids) {
      const segments = collection.split('/');
      if (!collection.includes('{}') && singular(segments.at(-1) ?? '') === name) return id;
    }
    return undefined;
  };

  /** Ids for `op`'s body: `ids` are of its own collection's records (bulk delete, duplicate). */
  refsFor(op: Operation): (field: string) => string | undefined {
    const own = this.ids.get(op.template.replace(/\/[^/]*$/, '').replace(/\{\w+\}/g, '{}'));
    return (field) => (field === 'ids' ? own : this.ref(field));
  }

  /** The operation's path parameters from these records, or undefined when one is missing. */
  params(op: Operation): string[] | undefined {
    const values = op.params.map((p) => this.ids.get(collectionOf(op.template, p)));
    return values.every((v) => v !== undefined) ? values : undefined;
  }
}

const idOf = (body: unknown): string | undefined => {
  const one = Array.isArray(body) ? (body[0] as unknown) : body;
  const id = (one as { id?: unknown } | null)?.id;
  return typeof id === 'string' ? id : undefined;
};

/** Creates one record through every operation that creates one, parents first; the refusals are returned. */
async function createAll(client: Client, ops: Operation[]): Promise<{ created: Created; refused: string[] }> {
  const created = new Created();
  // A record type: a collection that creates, beside paths naming one of its records (`…/{id}`).
  const isRecordType = (op: Operation) => ops.some((o) => o.template.startsWith(`${op.template}/{`));
  const pending = ops.filter((op) => op.creates && op.body && isRecordType(op)).sort((a, b) => a.params.length - b.params.length);
  let refused: string[] = [];
  // Several rounds: a record may need another one (a required `customerId`) made later in the list.
  for (let round = 0; round < 3 && pending.length; round++) {
    refused = [];
    for (const op of [...pending]) {
      const params = created.params(op);
      if (!params) continue;
      const answer = await send(client, op, { path: fill(op.template, params), params, body: sample(op.body?.schema ?? {}, { ref: created.ref }) });
      const id = idOf(answer.body);
      if (answer.status === 201 && id) {
        created.ids.set(op.template.replace(/\{\w+\}/g, '{}'), id);
        pending.splice(pending.indexOf(op), 1);
      } else if (answer.status !== 201) {
        refused.push(`${label(op)}: ${answer.status} ${JSON.stringify(answer.body)}`);
      } else {
        pending.splice(pending.indexOf(op), 1);
      }
    }
  }
  return { created, refused };
}

/** A valid call of `op` on `created`'s records (random ids where there are none). */
function validCall(op: Operation, created: Created): Call {
  const params = created.params(op) ?? op.params.map(() => crypto.randomUUID());
  return {
    path: fill(op.template, params),
    params,
    query: op.query.filter((q) => q.required).map((q) => [q.name, String(sample(q.schema))]),
    body: op.body ? sample(op.body.schema, { ref: created.refsFor(op) }) : undefined,
  };
}

interface Case {
  name: string;
  call: Call;
  /** The field that holds invalid characters: the answer must be 400 naming it. */
  invalidField?: string;
}

const NUL = 'A\u0000B';
const LONE_SURROGATE = 'x\ud800y';

function fieldCases(op: Operation, base: Call): Case[] {
  const schema = op.body?.schema ?? {};
  const cases: Case[] = [];
  for (const { path, schema: field } of leaves(schema)) {
    const name = path.join('.');
    const put = (what: string, value: unknown, invalidField?: string) =>
      cases.push({ name: `${name}: ${what}`, call: { ...base, body: withValue(base.body, schema, path, value) }, invalidField });
    const s = concrete(field);
    if (op.body?.kind === 'multipart') {
      put('file named with NUL', new File(['x'], NUL), name.replace(/\.0$/, ''));
      put('text instead of a file', 'x');
      continue;
    }
    if (s.type === 'string') {
      put('NUL', NUL, name);
      put('lone surrogate', LONE_SURROGATE, name);
      put('over-long', 'x'.repeat((s.maxLength ?? 20_000) + 1));
      put('a number', 12_345);
      if (s.format) put(`not a ${s.format}`, 'not-a-value');
    } else if (s.type === 'integer' || s.type === 'number') {
      put('huge', 1e308);
      put('huge negative', -1e308);
      put('beyond 64 bits', 2 ** 64);
      put('a fraction', 1.5);
      put('text', '12');
    } else if (s.type === 'boolean') {
      put('text', 'yes');
    } else if (s.type === 'object') {
      put('an array', []);
      put('text', 'x');
    } else if (s.type === 'array') {
      put('an object', {});
      put('too many items', Array.from({ length: (s.maxItems ?? 1000) + 1 }, () => sample(s.items ?? {})));
    }
  }
  return cases;
}

function requestCases(op: Operation, base: Call): Case[] {
  const cases: Case[] = [];
  if (op.body?.kind === 'json') {
    const raw = (name: string, text: string, type = 'application/json') => cases.push({ name, call: { ...base, body: undefined, raw: { text, type } } });
    raw('malformed JSON', '{"a":');
    raw('empty body', '');
    raw('null', 'null');
    raw('a string', '"x"');
    raw('a number too large for a double', '1e999');
    raw('deeply nested', `${'['.repeat(5000)}${']'.repeat(5000)}`);
    raw('an array where an object is expected', JSON.stringify([base.body]));
    raw('JSON sent as text', JSON.stringify(base.body), 'text/plain');
    raw('a NUL key', JSON.stringify({ ...(base.body as object), ['k\u0000']: 1 }));
    cases.push({ name: 'unknown fields', call: { ...base, body: { ...(base.body as object), zzUnknown: 'x', __proto__x: 1 } } });
  }
  if (op.body?.kind === 'multipart') cases.push({ name: 'no files', call: { ...base, body: {} } });
  for (const [index, param] of op.params.entries()) {
    const withParam = (value: string) => fill(op.template, base.params.map((v, i) => (i === index ? value : v)));
    cases.push({ name: `${param}: not a UUID`, call: { ...base, path: withParam('not-a-uuid') } });
    cases.push({ name: `${param}: NUL`, call: { ...base, path: withParam('%00') }, invalidField: param });
    cases.push({ name: `${param}: invalid UTF-8`, call: { ...base, path: withParam('%ED%A0%80') } });
    cases.push({ name: `${param}: very long`, call: { ...base, path: withParam('9'.repeat(4000)) } });
  }
  for (const q of op.query) {
    const others = (base.query ?? []).filter(([k]) => k !== q.name);
    const put = (what: string, values: string[], invalidField?: string) =>
      cases.push({ name: `?${q.name}: ${what}`, call: { ...base, query: [...others, ...values.map((v): [string, string] => [q.name, v])] }, invalidField });
    put('NUL', [NUL], q.name);
    // A lone surrogate has no UTF-8 form: this is the nearest a URL can come to one.
    cases.push({ name: `?${q.name}: invalid UTF-8`, call: { ...base, rawQuery: `${q.name}=%ED%A0%80` } });
    put('over-long', ['x'.repeat(10_000)]);
    put('negative', ['-1']);
    put('huge', ['1e400']);
    put('text', ['abc']);
    put('empty', ['']);
    put('an impossible date', ['2026-02-30']);
    put('given twice', ['1', '2']);
  }
  return cases;
}

describe('the OpenAPI sweep', () => {
  it('covers every endpoint: each route the API answers is in the document it reads', async () => {
    const { app, b } = await signedInUser();
    const routes = (all: string[]) => new Set(all.filter((route) => / \/api\//.test(route)));
    const documented = routes(operations(await apiDocument(b)).map((op) => `${op.method.toUpperCase()} ${op.template}`));
    const served = routes(
      app.routes.filter((route) => route.method !== 'ALL').map((route) => `${route.method} ${route.path.replace(/:(\w+)/g, '{$1}')}`),
    );
    // The document and its readable docs (page and assets) describe the API rather than serve it.
    for (const route of served) if (/^GET \/api\/(?:openapi\.json|docs)/.test(route)) served.delete(route);
    expect([...served].filter((route) => !documented.has(route)), 'served but not documented').toEqual([]);
    expect([...documented].filter((route) => !served.has(route)), 'documented but not served').toEqual([]);
  });

  it('bad input of every kind, on every operation: no 5xx, every refusal in the error shape, invalid characters named', async () => {
    const { b } = await signedInUser();
    const ops = operations(await apiDocument(b));
    const { created, refused } = await createAll(b, ops);
    expect(refused, 'every record type can be created from a sample of its schema').toEqual([]);

    // Deletions last, so that the other operations meet records that exist.
    const ordered = [...ops].sort((x, y) => Number(x.method === 'delete') - Number(y.method === 'delete'));
    let requests = 0;
    const problems: string[] = [];
    // A create that is refused leaves its collection as it was: its list's total tells.
    const listOf = (op: Operation) => (op.creates ? ops.find((o) => o.method === 'get' && o.template === op.template) : undefined);
    const totalOf = async (list: Operation | undefined) =>
      list ? ((await send(b, list, { path: list.template, params: [] })).body as { total?: number }).total : undefined;
    for (const op of ordered) {
      const base = validCall(op, created);
      const list = listOf(op);
      let total = await totalOf(list);
      for (const { name, call, invalidField } of [...requestCases(op, base), ...fieldCases(op, base)]) {
        const answer = await send(b, op, call);
        requests += 1;
        const where = `${label(op)} ${name}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`;
        const totalAfter = await totalOf(list);
        if (answer.status >= 400 && totalAfter !== total) problems.push(`refused, yet the list changed: ${where}`);
        total = totalAfter;
        if (answer.status >= 500) problems.push(`5xx: ${where}`);
        else if (answer.status >= 400 && !ErrorBodySchema.safeParse(answer.body).success) problems.push(`no error body: ${where}`);
        else if (invalidField !== undefined) {
          const issue = (answer.body as { error?: { message?: string; issues?: { path: string }[] } }).error;
          if (answer.status !== 400 || issue?.message !== 'Invalid characters' || issue.issues?.[0]?.path !== invalidField) {
            problems.push(`invalid characters in ${invalidField} not refused by name: ${where}`);
          }
        }
      }
    }
    console.info(`OpenAPI sweep (bad input): ${ops.length} operations, ${requests} requests, ${problems.filter((p) => p.startsWith('5xx')).length} answers of 5xx`);
    expect(problems).toEqual([]);
    expect(requests).toBeGreaterThanOrEqual(1000);
  }, 300_000);

  it("another user's records: every operation under them answers 404, and they stay as they were", async () => {
    const { b: owner } = await signedInUser();
    const ops = operations(await apiDocument(owner));
    const { created, refused } = await createAll(owner, ops);
    expect(refused).toEqual([]);
    const { b: intruder } = await signedInUser();

    const underRecords = ops.filter((op) => op.params.length > 0 && op.secured && created.params(op));
    const reads = underRecords.filter((op) => op.method === 'get');
    const snapshot = () => Promise.all(reads.map(async (op) => JSON.stringify(await send(owner, op, validCall(op, created)))));
    const before = await snapshot();
    expect(reads.length).toBeGreaterThan(0);

    const problems: string[] = [];
    for (const op of underRecords) {
      const answer = await send(intruder, op, validCall(op, created));
      if (answer.status !== 404 || !ErrorBodySchema.safeParse(answer.body).success) problems.push(`${label(op)}: ${answer.status} ${JSON.stringify(answer.body)}`);
    }
    // Operations that name records in their body (bulk delete, duplicate, links such as customerId).
    const allRefs = (field: string, schema: JsonSchema) => concrete(schema).format === 'uuid' || concrete(concrete(schema).items ?? {}).format === 'uuid' || field === 'ids';
    const ownerIds = [...created.ids.values()];
    let byBody = 0;
    for (const op of ops.filter((o) => o.secured && o.params.length === 0 && o.body?.kind === 'json' && o.method !== 'get')) {
      const body = sample(op.body?.schema ?? {}, { ref: created.refsFor(op), include: allRefs });
      const named = JSON.stringify(body).match(/[0-9a-f]{8}-[0-9a-f-]{27}/g)?.some((id) => ownerIds.includes(id));
      if (!named) continue;
      byBody += 1;
      const answer = await send(intruder, op, { path: op.template, params: [], body });
      if (answer.status < 400 || answer.status >= 500) problems.push(`${label(op)} with the other user's ids: ${answer.status} ${JSON.stringify(answer.body)}`);
    }
    expect(problems).toEqual([]);
    expect(await snapshot()).toEqual(before);
    console.info(
      `OpenAPI sweep (privacy): ${created.ids.size} record types, ${underRecords.length} operations under another user's records, ${byBody} naming them in the body`,
    );
  }, 120_000);

  it('every list (a GET that takes `page`): a page past the end is empty and still says how many there are', async () => {
    const { b } = await signedInUser();
    const ops = operations(await apiDocument(b));
    const { created } = await createAll(b, ops);
    const lists = ops.filter((op) => op.method === 'get' && op.query.some((q) => q.name === 'page'));
    const totals: string[] = [];
    const problems: string[] = [];
    for (const op of lists) {
      const base = validCall(op, created);
      const page = async (n: number) => {
        const answer = await send(b, op, { ...base, query: [...(base.query ?? []), ['pageSize', '1'], ['page', String(n)]] });
        return { status: answer.status, ...(answer.body as { items?: unknown[]; total?: number }) };
      };
      const first = await page(1);
      const total = first.total ?? 0;
      totals.push(`${label(op)} ${total}`);
      if (first.status !== 200 || total < 1) {
        problems.push(`${label(op)}: page 1 answers ${first.status} with total ${total}; the sweep's records should be listed`);
        continue;
      }
      for (const n of [total + 1, total + 1000]) {
        const past = await page(n);
        if (past.status !== 200 || past.items?.length !== 0 || past.total !== total) {
          problems.push(`${label(op)} page ${n}: ${past.status}, ${past.items?.length} items, total ${past.total} (page 1 said ${total})`);
        }
      }
    }
    console.info(`OpenAPI sweep (lists): ${lists.length} lists; totals ${totals.join(', ')}`);
    expect(problems).toEqual([]);
    expect(lists.length).toBeGreaterThanOrEqual(12);
  }, 120_000);

  it('no session: every operation the document marks with the session scheme answers 401 in the error shape, and only those', async () => {
    const { b } = await signedInUser();
    const all = operations(await apiDocument(b));
    expect(all.filter((op) => !op.secured && !op.open).map(label), 'every operation declares a session or none').toEqual([]);
    const { created } = await createAll(b, all);
    const anonymous = browser((await signedInUser()).app);
    const problems: string[] = [];
    for (const op of all) {
      if (op.secured && !op.responses.includes('401')) problems.push(`${label(op)} does not document its 401`);
      const answer = await send(anonymous, op, validCall(op, created));
      if (op.secured && (answer.status !== 401 || !ErrorBodySchema.safeParse(answer.body).success)) problems.push(`${label(op)}: ${answer.status}`);
      if (op.open && answer.status === 401) problems.push(`${label(op)} is open to anyone in the document, yet answers 401`);
    }
    expect(problems).toEqual([]);
    expect(all.filter((op) => op.secured).length).toBeGreaterThan(50);
    expect(all.filter((op) => op.open).length).toBeGreaterThan(5);
  }, 120_000);

  it('every create takes an Idempotency-Key: declared in the document, and a retry with it answers the first answer', async () => {
    const { b } = await signedInUser();
    const ops = operations(await apiDocument(b));
    const { created } = await createAll(b, ops);
    const creates = ops.filter((op) => op.creates && op.secured);
    const problems: string[] = [];
    let replayed = 0;
    for (const op of creates) {
      if (!op.headers.includes('idempotency-key')) {
        problems.push(`${label(op)} does not declare Idempotency-Key`);
        continue;
      }
      const call = { ...validCall(op, created), headers: { 'Idempotency-Key': randomUUID() } };
      const first = await send(b, op, call);
      const again = await send(b, op, call);
      // A sample may be refused (a name the records made above already use): then the retry is too.
      // A create that fails (500) has a fault, such as an answer not kept with its records.
      if (first.status < 300) replayed += 1;
      if (first.status >= 500) problems.push(`${label(op)} failed: ${first.status}`);
      if (again.status !== first.status || (first.status < 300 && JSON.stringify(again.body) !== JSON.stringify(first.body))) {
        problems.push(`${label(op)}: the retry answered otherwise: ${first.status} ${JSON.stringify(first.body).slice(0, 200)}, then ${again.status}`);
      }
    }
    expect(problems).toEqual([]);
    expect(replayed).toBeGreaterThan(8);
    console.info(`OpenAPI sweep (Idempotency-Key): ${creates.length} operations that create, ${replayed} retries answered as the first`);
  }, 120_000);
});
