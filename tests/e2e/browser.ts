import { mkdirSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

// E2E_PORT lets several runs share a machine.
export const port = Number(process.env.E2E_PORT ?? 4173);
export const baseUrl = `http://127.0.0.1:${port}`;
export const screenshotDir = 'artifacts/screenshots';

/** Debian's Chromium; Playwright cannot download its own browser on these machines. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export interface Visit {
  context: BrowserContext;
  page: Page;
  /** Requests that left the site: the product promises none in local mode. */
  foreignRequests: string[];
}

/** A fresh browser profile (its own IndexedDB, so the seed runs anew) at a desktop size. */
export async function newVisit(browser: Browser): Promise<Visit> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    locale: 'zh-TW',
    timezoneId: 'Asia/Taipei',
  });
  const page = await context.newPage();
  const foreignRequests: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(baseUrl) && !url.startsWith('data:') && !url.startsWith('blob:')) {
      foreignRequests.push(url);
    }
  });
  return { context, page, foreignRequests };
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: `${screenshotDir}/${name}.png`, fullPage: true });
}
