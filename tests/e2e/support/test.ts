import { createHash } from 'node:crypto';
import { test as base, expect, type Page } from '@playwright/test';

export { expect, type Page };

export interface ConsoleGuard {
  /** A console error or failed request this test causes on purpose (an offline moment, a 404 page). */
  allow(pattern: RegExp): void;
}

/**
 * Playwright's `test`, failing any test whose pages log a console error, throw, have a request
 * fail, or leave something preloaded unused, unless the test says it expects that one. Aborted
 * requests (a navigation leaving a fetch behind, a download) are not failures.
 */
export const test = base.extend<{ consoleGuard: ConsoleGuard }>({
  // Each test is a client of its own, as behind a proxy (the app servers trust X-Forwarded-For):
  // the sign-in limits count per address, and the whole suite signs in far more often than one
  // person could from one address.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    const [a = 0, b = 0] = createHash('sha256').update(`${testInfo.project.name} ${testInfo.testId} ${testInfo.retry}`).digest();
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': `198.18.${a}.${b}` });
  },
  consoleGuard: [
    async ({ context }, use) => {
      const problems: string[] = [];
      const allowed: RegExp[] = [];
      const watch = (page: Page) => {
        page.on('console', (message) => {
          if (message.type() === 'error') problems.push(`console error on ${page.url()}: ${message.text()} (${message.location().url})`);
          // Something the server asked for with the page that the page then did not take (route-preloads.ts): a
          // request made for nothing, and the page's own request made after it.
          else if (/preload/i.test(message.text()) && /not used/.test(message.text())) problems.push(`preload not used on ${page.url()}: ${message.text()}`);
        });
        page.on('pageerror', (error) => problems.push(`uncaught on ${page.url()}: ${error.message}`));
        page.on('requestfailed', (request) => {
          const reason = request.failure()?.errorText ?? '';
          if (reason !== 'net::ERR_ABORTED') problems.push(`request failed: ${request.method()} ${request.url()} ${reason}`);
        });
      };
      context.pages().forEach(watch);
      context.on('page', watch);
      await use({ allow: (pattern) => allowed.push(pattern) });
      expect(problems.filter((problem) => !allowed.some((pattern) => pattern.test(problem))), 'console errors and failed requests').toEqual([]);
    },
    { auto: true },
  ],
});
