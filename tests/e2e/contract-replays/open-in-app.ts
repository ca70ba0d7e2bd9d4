import type { Page } from '@playwright/test';

/**
 * Opens an address of the app as its own links do (history push, no page load): the host page's boot
 * requests are done, so only the screen's own requests reach the replay's request gate.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((href) => {
    window.history.pushState({}, '', href);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
