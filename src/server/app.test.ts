import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appIconPaths, manifestPath } from '../shared/app-icons.js';
import { ErrorBodySchema } from '../shared/errors.js';
import { openDatabase } from './db/client.js';
import { browser, createUser, TEST_PASSWORD } from './test/factories.js';
import { testApp } from './test/harness.js';

describe('GET /api/health', () => {
  it('answers ok after a database round trip', async () => {
    const { app, database } = await testApp();
    const res = await app.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', database: { kind: database.kind, ok: true } });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 503 when the database is gone', async () => {
    const database = await openDatabase({});
    await database.close();
    const { app } = await testApp({ database });
    const res = await app.request('/api/health');
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ status: 'unavailable', database: { ok: false } });
  });
});

describe('API errors and headers', () => {
  it('answers an unknown API path with 404 in the error shape', async () => {
    const { app } = await testApp();
    const res = await app.request('/api/no-such-thing');
    expect(res.status).toBe(404);
    const body = ErrorBodySchema.parse(await res.json());
    expect(body.error).toEqual({ code: 'NOT_FOUND', message: 'Page not found: /api/no-such-thing', issues: [] });
  });

  it('sends security headers and a request id', async () => {
    const { app } = await testApp();
    const res = await app.request('/api/health');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses a body over the size limit with 413 before reading it', async () => {
    const { app } = await testApp({ maxUploadBytes: 1024 });
    const res = await app.request('/api/v1/account/signup', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ firstName: 'x'.repeat(2048) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message: 'File too large', issues: [] } });
  });

  it('compresses JSON answers for clients that accept gzip', async () => {
    const { app } = await testApp();
    const res = await app.request('/api/openapi.json', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });
});

describe('API documentation', () => {
  it('publishes an OpenAPI 3.1 document built from the route schemas', async () => {
    const { app } = await testApp();
    const doc = (await (await app.request('/api/openapi.json')).json()) as { openapi: string; paths: object; components: object };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/health', '/v1/customers', '/v1/timecards/week']));
    expect(doc).toMatchObject({ components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie' } } } });
  });

  it('serves readable docs with their assets from this server', async () => {
    const { app } = await testApp();
    const page = await app.request('/api/docs');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('/api/docs/swagger-ui-bundle.js');
    expect(html).not.toMatch(/https?:\/\//);
    for (const asset of ['/api/docs/swagger-ui-bundle.js', '/api/docs/swagger-ui.css', '/api/docs/init.js']) {
      expect((await app.request(asset)).status, asset).toBe(200);
    }
  });
});

describe('the built client', () => {
  let clientDir: string;
  const indexHtml = '<!doctype html><html><head></head><body><div id="root">System loading</div></body></html>';
  const signInHtml = '<!doctype html><html><head></head><body><div id="root" data-prerendered="/signin"><h1>Sign in</h1></div></body></html>';
  // What Vite's manifest says: the entry and a chunk it shares with pages, the shell, two pages.
  const buildManifest = {
    'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_shared-1.js'] },
    '_shared-1.js': { file: 'assets/shared-1.js' },
    '_form-1.js': { file: 'assets/form-1.js', imports: ['_shared-1.js'], css: ['assets/form-1.css'] },
    'features/auth/routes/sign-in-page.tsx': { file: 'assets/sign-in-page-1.js', imports: ['index.html', '_form-1.js'] },
    'app/layout/app-shell.tsx': { file: 'assets/app-shell-1.js', imports: ['index.html', '_shared-1.js'] },
    'features/customers/routes/customer-page.tsx': { file: 'assets/customer-page-1.js', imports: ['_form-1.js'] },
  };

  beforeAll(async () => {
    clientDir = await mkdtemp(path.join(tmpdir(), 'twt-client-'));
    await mkdir(path.join(clientDir, 'assets'));
    await mkdir(path.join(clientDir, 'builds'));
    await writeFile(path.join(clientDir, 'index.html'), indexHtml);
    await writeFile(path.join(clientDir, 'assets', 'main-abc123.js'), 'console.log("app")');
    await writeFile(path.join(clientDir, 'assets', 'main-abc123.js.br'), brotliCompressSync('console.log("app")'));
    await writeFile(path.join(clientDir, 'builds', 'latest.json'), '{"id":"b1","timestamp":1}');
    for (const icon of Object.values(appIconPaths)) await writeFile(path.join(clientDir, icon), 'icon');
    await writeFile(path.join(clientDir, manifestPath), '{"name":"Tracker"}');
    await mkdir(path.join(clientDir, '.vite'));
    await writeFile(path.join(clientDir, '.vite', 'manifest.json'), JSON.stringify(buildManifest));
    await mkdir(path.join(clientDir, 'prerendered'));
    await writeFile(path.join(clientDir, 'prerendered', '%2Fsignin.html'), signInHtml);
  });
  afterAll(() => rm(clientDir, { recursive: true, force: true }));

  const clientApp = async () => (await testApp({ clientDir })).app;

  it('serves the app page for its routes and 404 for paths it has no page for', async () => {
    const app = await clientApp();
    const home = await app.request('/');
    expect(home.status).toBe(200);
    expect(await home.text()).toBe(indexHtml);
    expect(home.headers.get('cache-control')).toBe('no-cache');
    const missing = await app.request('/no-such-page');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe(indexHtml);
  });

  it("preloads a page's own chunks and styles with the page, not those the entry already brings", async () => {
    const app = await clientApp();
    const links = async (page: string) => [...(await (await app.request(page)).text()).matchAll(/<link rel="(\w+)" crossorigin href="([^"]+)">/g)].map((m) => `${m[1]} ${m[2]}`);
    expect(await links('/signin')).toEqual(['modulepreload /assets/sign-in-page-1.js', 'modulepreload /assets/form-1.js', 'stylesheet /assets/form-1.css']);
    expect(await links('/protected/customers/42')).toEqual([
      'modulepreload /assets/app-shell-1.js',
      'modulepreload /assets/customer-page-1.js',
      'modulepreload /assets/form-1.js',
      'stylesheet /assets/form-1.css',
    ]);
    expect(await links('/')).toEqual([]);
    expect((await app.request('/.vite/manifest.json')).status).toBe(404);
  });

  it("asks for a signed-in page's first reads of the API with the page, before its code, and for nobody else", async () => {
    const { app, database } = await testApp({ clientDir });
    const { user } = await createUser(database.db);
    const visitor = browser(app);
    const trip = '0b5e4d1c-7f3a-4c2e-9d1b-2a6f8e4c3b7a';
    const reads = async (page: string) => {
      const res = await visitor.request(page);
      expect(res.headers.get('vary'), page).toContain('Cookie');
      const html = await res.text();
      const data = [...html.matchAll(/<link rel="preload" as="fetch" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
      // The data's requests go out first.
      if (data.length) expect(html.indexOf('as="fetch"'), page).toBeLessThan(html.indexOf('modulepreload'));
      return data;
    };
    const shell = ['/api/auth/session', '/api/v1/account/profile', '/api/v1/timecards/timer'];

    // Not signed in: the page reads nothing of the API ahead (it would be refused).
    expect(await reads(`/protected/trips/${trip}`)).toEqual([]);
    // A cookie that is not a session (forged, stale) is no session either.
    visitor.jar.take(new Response(null, { headers: { 'Set-Cookie': 'authjs.session-token=forged; Path=/' } }));
    expect(await reads(`/protected/trips/${trip}`)).toEqual([]);

    await visitor.signIn(user.email, TEST_PASSWORD);
    expect(await reads(`/protected/trips/${trip}`)).toEqual([...shell, `/api/v1/trips/${trip}`, `/api/v1/trips/${trip}/itinerary`]);
    expect(await reads('/protected/customers/42')).toEqual(shell);
    // A new trip has nothing to read, and a path that is not a record's id reaches no link.
    expect(await reads('/protected/trips/new')).toEqual(shell);
    const crafted = await visitor.request('/protected/trips/%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(await crafted.text()).not.toMatch(/<script>|%3Cscript/i);
    // Public pages read nothing ahead, signed in or not.
    expect(await reads('/signin')).toEqual([]);
    expect(await reads('/')).toEqual([]);
  });

  it('answers a page the build rendered ahead of time with that HTML, for its path alone', async () => {
    const app = await clientApp();
    const signIn = await (await app.request('/signin')).text();
    expect(signIn).toContain('<div id="root" data-prerendered="/signin"><h1>Sign in</h1></div>');
    // With its chunks preloaded as for any page.
    expect(signIn).toContain('<link rel="modulepreload" crossorigin href="/assets/sign-in-page-1.js">');
    // A query may change what the page shows first (a sign-in problem): the app draws it.
    const withProblem = await (await app.request('/signin?error=SessionRequired&callbackUrl=%2Fprotected%2Ftrips')).text();
    expect(withProblem).not.toContain('data-prerendered');
    expect(withProblem).toContain('System loading');
    expect(await (await app.request('/signup')).text()).not.toContain('data-prerendered');
    // The files themselves are the server's, not pages of their own.
    expect((await app.request('/prerendered/%252Fsignin.html')).status).toBe(404);
  });

  it('caches hashed assets for a year and serves them pre-compressed', async () => {
    const app = await clientApp();
    const res = await app.request('/assets/main-abc123.js', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-encoding')).toBe('br');
  });

  it('serves the build manifest to be revalidated on every check', async () => {
    const app = await clientApp();
    const res = await app.request('/builds/latest.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.json()).toEqual({ id: 'b1', timestamp: 1 });
  });

  it('serves the favicon, the icons and the web app manifest with their types and cache headers', async () => {
    const app = await clientApp();
    const types: Record<string, string> = {
      ico: 'image/x-icon',
      png: 'image/png',
      svg: 'image/svg+xml',
    };
    for (const icon of Object.values(appIconPaths)) {
      const res = await app.request(icon);
      expect(res.status, icon).toBe(200);
      expect(res.headers.get('content-type')?.split(';')[0], icon).toBe(types[icon.split('.').pop() ?? '']);
      expect(res.headers.get('cache-control'), icon).toBe('public, max-age=86400, stale-while-revalidate=604800');
    }
    const manifest = await app.request(manifestPath);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
  });
});
