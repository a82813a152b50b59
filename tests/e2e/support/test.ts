import { test as base, expect, type Page } from '@playwright/test';

export { expect, type Page };

export interface ConsoleGuard {
  /** A console error or failed request this test causes on purpose (an offline moment, a 404 page). */
  allow(pattern: RegExp): void;
}

/**
 * Playwright's `test`, failing any test whose pages log a console error, throw, or have a
 * request fail, unless the test says it expects that one. Aborted requests (a navigation leaving
 * a fetch behind, a download) are not failures.
 */
export const test = base.extend<{ consoleGuard: ConsoleGuard }>({
  consoleGuard: [
    async ({ context }, use) => {
      const problems: string[] = [];
      const allowed: RegExp[] = [];
      const watch = (page: Page) => {
        page.on('console', (message) => {
          if (message.type() === 'error') problems.push(`console error on ${page.url()}: ${message.text()} (${message.location().url})`);
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
