import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { firstReads, matchesPattern, pageModuleSuffix, protectedPaths, publicPaths, shellModule } from '../../shared/routes.js';

/** The part of Vite's build manifest (`build.manifest`) read here: chunks by source module. */
type Manifest = Record<string, { file: string; isEntry?: boolean; imports?: string[]; css?: string[] }>;

export const manifestFile = '.vite/manifest.json';

/**
 * The link tags that let a page's lazily loaded code download together with the app's entry
 * instead of after it, by route pattern, and for a signed-in visitor the API answers the page reads
 * first. Without them a first visit to /signin waits for the entry to run before it asks for the
 * sign-in page's chunks: one more round trip on every cold load; a trip's page waited for its code
 * before asking for the session, then for the session before asking for the trip. The code's tags
 * are made once at start from the build manifest (no manifest, a build without one: no code tags).
 *
 * The data's are the page's first reads (src/shared/routes.ts), asked only of a page that has any
 * whether the visitor is signed in; their ids are of the form of a record's id, so nothing of the
 * path but that reaches the HTML. Anonymous CORS mode, as the client's `fetch` of the same address
 * (credentials same-origin), so that the browser hands the answer to that request rather than
 * asking again.
 */
export function routePreloads(clientDir: string): (pathname: string, signedIn: () => Promise<boolean>) => Promise<string> {
  const code = codePreloads(clientDir);
  return async (pathname, signedIn) => {
    const reads = firstReads(pathname);
    const data = reads.length > 0 && (await signedIn()) ? reads.map((href) => `<link rel="preload" as="fetch" crossorigin href="${href}">`) : [];
    // The data first: its requests are few and small, and the page waits on them as much as on its code.
    return data.join('') + code(pathname);
  };
}

/** The code's tags by route pattern, from the build manifest. */
function codePreloads(clientDir: string): (pathname: string) => string {
  const file = path.join(clientDir, manifestFile);
  if (!existsSync(file)) return () => '';
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;

  /** `keys` and every chunk they import, as manifest keys. */
  const closure = (keys: string[], seen = new Set<string>()) => {
    for (const key of keys) {
      if (seen.has(key) || !manifest[key]) continue;
      seen.add(key);
      closure(manifest[key].imports ?? [], seen);
    }
    return seen;
  };
  const entry = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const loaded = closure(entry);
  const pageKey = (name: string) => Object.keys(manifest).find((key) => key.endsWith(pageModuleSuffix(name)));

  const tags = (names: (string | undefined)[]) => {
    const chunks = [...closure(names.filter((name): name is string => !!name))].filter((key) => !loaded.has(key));
    const scripts = chunks.map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]?.file}">`);
    const styles = [...new Set(chunks.flatMap((key) => manifest[key]?.css ?? []))].map((css) => `<link rel="stylesheet" crossorigin href="/${css}">`);
    return [...scripts, ...styles].join('');
  };
  const shell = manifest[shellModule] ? shellModule : undefined;
  const byPattern = [
    ...Object.entries(publicPaths).map(([name, pattern]) => [pattern, tags([pageKey(name)])] as const),
    ...Object.entries(protectedPaths).map(([name, pattern]) => [pattern, tags([shell, pageKey(name)])] as const),
  ];
  return (pathname) => byPattern.find(([pattern]) => matchesPattern(pattern, pathname))?.[1] ?? '';
}
