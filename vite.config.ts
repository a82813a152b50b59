import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { appIcons } from './scripts/app-icons.js';
import { productDescription, productName } from './src/client/config/product.js';
import { type BuildInfo, buildPaths } from './src/shared/build-info.js';
import { appBackground, appIconPaths, manifestPath } from './src/shared/app-icons.js';
import { messages } from './src/shared/messages.js';

const API_SERVER = 'http://localhost:3000';

/** Writes the build manifests that running clients poll to learn that a newer build is out. */
function buildManifests(info: BuildInfo): Plugin {
  return {
    name: 'build-manifests',
    apply: 'build',
    generateBundle() {
      const source = `${JSON.stringify(info)}\n`;
      // Bundle file names are relative to the output directory, the URL paths are absolute.
      this.emitFile({ type: 'asset', fileName: buildPaths.latest.slice(1), source });
      this.emitFile({ type: 'asset', fileName: buildPaths.meta(info.id).slice(1), source });
    },
  };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Fills index.html's `%NAME%` placeholders from the same constants the app uses. */
function htmlTexts(texts: Record<string, string>): Plugin {
  return {
    name: 'html-texts',
    transformIndexHtml: (html) =>
      html.replace(/%([A-Z_]+)%/g, (placeholder, name: string) => {
        const text = texts[name];
        return text === undefined ? placeholder : escapeHtml(text);
      }),
  };
}

const alias = [{ find: /^zod$/, replacement: fileURLToPath(new URL('./src/client/lib/zod.ts', import.meta.url)) }];
/**
 * React Router's package points every condition at its development build, warnings and checks included
 * (remix-run/react-router#12532, #14102); a build takes the production one it ships beside it.
 */
const productionRouter = { find: /^react-router$/, replacement: path.join(path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production/index.mjs') };

export default defineConfig(({ command, isSsrBuild }) => {
  // The pages rendered ahead of time, built for Node by `npm run build` (src/client/prerender.tsx).
  if (isSsrBuild) {
    return {
      root: fileURLToPath(new URL('./src/client', import.meta.url)),
      plugins: [react()],
      resolve: { alias: [...alias, productionRouter] },
      build: { outDir: fileURLToPath(new URL('./dist/prerender', import.meta.url)), emptyOutDir: true },
    };
  }
  const build: BuildInfo | undefined =
    command === 'build'
      ? { id: `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`, timestamp: Date.now() }
      : undefined;
  return {
    root: fileURLToPath(new URL('./src/client', import.meta.url)),
    plugins: [
      react(),
      htmlTexts({
        PRODUCT_NAME: productName,
        PRODUCT_DESCRIPTION: productDescription,
        SYSTEM_LOADING: messages.systemLoading,
        BACKGROUND: appBackground,
        FAVICON: appIconPaths.favicon,
        ICON_SVG: appIconPaths.svg,
        APPLE_TOUCH_ICON: appIconPaths.appleTouch,
        MANIFEST: manifestPath,
      }),
      appIcons({
        source: fileURLToPath(new URL('./src/client/icons/icon.svg', import.meta.url)),
        name: productName,
        shortName: 'Tracker',
        description: productDescription,
      }),
      ...(build ? [buildManifests(build)] : []),
      // The service worker (/sw.js): the app's shell and static files precached, so the app starts
      // with no network after one visit. It never caches the API's answers (a shared device must
      // not show one user's data to the next) nor the build manifests the client polls. A new
      // build's worker waits until the app's tabs are closed, or until 'Reload' on the new-build
      // notice asks it to take over (lib/service-worker.ts).
      VitePWA({
        strategies: 'generateSW',
        registerType: 'prompt',
        injectRegister: false,
        manifest: false,
        workbox: {
          globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2,webmanifest,wasm}'],
          globIgnores: ['builds/**', '.vite/**', 'prerendered/**'],
          maximumFileSizeToCacheInBytes: 12 * 1024 * 1024,
          navigateFallback: '/index.html',
          navigateFallbackDenylist: [/^\/api\//, /^\/builds\//],
          cleanupOutdatedCaches: true,
          inlineWorkboxRuntime: true,
          runtimeCaching: [],
        },
      }),
    ],
    resolve: { alias: build ? [...alias, productionRouter] : alias },
    // The dev server has no build id, so the client skips its new-build check there.
    define: build ? { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(build.id) } : {},
    build: {
      outDir: fileURLToPath(new URL('./dist/client', import.meta.url)),
      emptyOutDir: true,
      // Read by the server to preload each page's chunks with the page (src/server/http/route-preloads.ts).
      manifest: true,
      // Chunks under 8 kB that several pages share (a hook, an icon, a small component) are copied
      // into each page's own chunk rather than fetched one by one: a trip's page loaded 97 files of
      // code, 74 of them under 2 kB gzipped, each a request (six at a time over HTTP/1.1). Rolldown's
      // runtime keeps one instance of each copied module. Styles stay in files of their own.
      // docs/decisions/044-trip-page-first-load.md has the measurements.
      rolldownOptions: {
        preserveEntrySignatures: false,
        output: {
          codeSplitting: {
            experimentalInlineCommonChunks: { maxSize: 8 * 1024, exclude: /\.css(?:\?|$)/ },
          },
        },
      },
    },
    server: {
      proxy: { '/api': API_SERVER, '/builds': API_SERVER },
    },
  };
});
