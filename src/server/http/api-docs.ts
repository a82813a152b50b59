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
  api.doc31('/openapi.json', {
    openapi: '3.1.0',
    info: { title: 'Travel & Work Tracker API', version: '1' },
    servers: [{ url: '/api' }],
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
