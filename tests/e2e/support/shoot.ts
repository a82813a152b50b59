import type { Locator, Page, TestInfo } from '@playwright/test';

/**
 * The page and a card of it as the test's desktop shows them, then as a phone (390 px) does, for a
 * look at both from a story that runs on the desktop only; the test's viewport is put back after.
 */
export async function shoot(page: Page, card: Locator, testInfo: TestInfo, name: string) {
  const size = page.viewportSize();
  for (const [look, viewport] of [['desktop', size], ['phone', { width: 390, height: 844 }]] as const) {
    if (viewport) await page.setViewportSize(viewport);
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`${name}-${look}.png`) });
    await card.screenshot({ path: testInfo.outputPath(`${name}-card-${look}.png`) });
  }
  if (size) await page.setViewportSize(size);
}
