import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from './context.js';

const swaggerDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const assets = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
} as const;

const page = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>API · Travel &amp; Work Tracker</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css"></head>
<body><div id="docs"></div>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script></body>
</html>`;

// A file of its own, not an inline script, so the page keeps the strict script-src 'self'.
const init = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#docs', deepLinking: true });`;

/** The OpenAPI 3.1 document at `/api/openapi.json` and readable docs at `/api/docs`, served locally. */
export function mountApiDocs(api: OpenAPIHono<AppEnv>): void {
  // What routes marked `security: [{ session: [] }]` need: the Auth.js session cookie.
  api.openAPIRegistry.registerComponent('securitySchemes', 'session', {
    type: 'apiKey',
    in: 'cookie',
    name: 'authjs.session-token',
    description: 'Set by signing in through /api/auth (`__Secure-authjs.session-token` over HTTPS).',
  });
  // OpenAPI 3.1's SPDX identifier, which the generator's (3.0) types do not know.
  const license = { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' };
  let document: ReturnType<typeof api.getOpenAPI31Document> | undefined;
  // Built at the first request, when every route is registered, and kept: the routes do not change.
  api.get('/openapi.json', (c) => {
    document ??= withOperationIds(
      api.getOpenAPI31Document({
        openapi: '3.1.0',
        info: { title: 'Travel & Work Tracker API', version: '1', license },
        servers: [{ url: '/api' }],
      }),
    );
    return c.json(document);
  });
  api.get('/docs', (c) => c.html(page));
  api.get('/docs/init.js', (c) => c.body(init, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }));
  for (const [file, type] of Object.entries(assets)) {
    api.get(`/docs/${file}`, async (c) =>
      c.body(await readFile(path.join(swaggerDir, file)), 200, {
        'Content-Type': type,
        'Cache-Control': 'public, max-age=86400',
      }),
    );
  }
}

const methods = ['get', 'put', 'post', 'patch', 'delete'] as const;
const pascal = (word: string) => word.replace(/(?:^|[-_.])([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
/** 'trips' → 'trip', 'categories' → 'category', 'status' stays: the segment before an id names one of them. */
const singular = (word: string) => word.replace(/ies$/, 'y').replace(/([^s])s$/, '$1');

/**
 * The name a generated client gives an operation, where its route does not name it: the verb
 * (list for a GET of a collection: one that pages, or a plural beside a POST; create for that
 * POST; update for PATCH; else the method) and the path's words, each one before an id made
 * singular: `listTrips`, `createTrip`, `getTrip`, `updateTrip`, `listTripNotes`,
 * `postTimecardsTimerStart`, `getPublicFile`.
 */
export function operationIdOf(method: (typeof methods)[number], path: string, lists: boolean, createsInList: boolean): string {
  const segments = path.split('/').filter((s) => s && s !== 'v1');
  const words = segments.map((segment, i) => {
    if (segment.startsWith('{')) return '';
    const beforeId = segments[i + 1]?.startsWith('{') ?? false;
    const last = i === segments.length - 1;
    return pascal(beforeId || (createsInList && last) ? singular(segment) : segment);
  });
  const verb = lists ? 'list' : createsInList ? 'create' : method === 'patch' ? 'update' : method;
  return verb + words.join('');
}

type Operation = { operationId?: string; parameters?: unknown[] };

/** The document with every operation named (those its route names keep their names); two alike are an error at the first request. */
function withOperationIds<T extends { paths?: Record<string, Partial<Record<(typeof methods)[number], Operation>> | undefined> }>(document: T): T {
  const pages = (operation: Operation | undefined) =>
    (operation?.parameters ?? []).some((p) => typeof p === 'object' && p !== null && 'name' in p && 'in' in p && p.name === 'page' && p.in === 'query');
  const seen = new Set<string>();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of methods) {
      const operation = item?.[method];
      if (!operation) continue;
      const collection = item?.get !== undefined && item.post !== undefined;
      const lists = method === 'get' && (pages(operation) || (collection && /[^s]s$/.test(path)));
      operation.operationId ??= operationIdOf(method, path, lists, method === 'post' && collection);
      if (seen.has(operation.operationId)) throw new Error(`Two operations are named ${operation.operationId}`);
      seen.add(operation.operationId);
    }
  }
  return document;
}
