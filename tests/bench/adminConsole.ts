/** The opening every console bench shares: the stack, Chromium, a desktop-sized page logged in as admin; closed after. */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { logIn } from '../browser/console.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { startStack } from '../helpers/stack.ts';

export interface AdminConsole {
  stack: { url: string };
  browser: Browser;
  context: BrowserContext;
  page: Page;
}

export async function withAdminConsole<T>(run: (console: AdminConsole) => Promise<T>): Promise<T> {
  const stack = await startStack();
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 860 } });
    const page = await context.newPage();
    await logIn(page, stack.url, 'admin', 'admin');
    await page.locator('.app-wrapper').waitFor();
    return await run({ stack, browser, context, page });
  } finally {
    await browser.close();
    await stack.close();
  }
}
