import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { matchesPattern, pageModuleSuffix, protectedPaths, publicPaths, shellModule } from '../../shared/routes.js';

/** The part of Vite's build manifest (`build.manifest`) read here: chunks by source module. */
type Manifest = Record<string, { file: string; isEntry?: boolean; imports?: string[]; css?: string[] }>;

export const manifestFile = '.vite/manifest.json';

/**
 * The link tags that let a page's lazily loaded code download together with the app's entry
 * instead of after it, by route pattern. Without them a first visit to /signin waits for the
 * entry to run before it asks for the sign-in page's chunks: one more round trip on every cold
 * load. Made once at start from the build manifest; no manifest (a build without one), no tags.
 */
export function routePreloads(clientDir: string): (pathname: string) => string {
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
