import { mkdirSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';

// E2E_PORT lets several runs share a machine.
export const port = Number(process.env.E2E_PORT ?? 4173);
export const baseUrl = `http://127.0.0.1:${port}`;
export const screenshotDir = 'artifacts/screenshots';

/** Debian's Chromium; Playwright cannot download its own browser on these machines. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    // Playwright hides scrollbars by default; a reader's browser shows them, and they take room.
    ignoreDefaultArgs: ['--hide-scrollbars'],
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

/**
 * One Chromium for a test file, launched before its tests and closed after them: call it at the top
 * of the file, and the function it returns gives the browser inside the tests.
 */
export function browserPerFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('the browser is launched before the tests run');
    return browser;
  };
}

export interface Viewport {
  width: number;
  height: number;
  /** A phone: touch, a narrow layout viewport and a dense screen, as Chromium emulates one. */
  mobile?: boolean;
}

export const desktop: Viewport = { width: 1366, height: 800 };
export const phone: Viewport = { width: 390, height: 844, mobile: true };

/** A laptop and a phone, named for test titles and screenshots: where a flow is checked at both. */
export const bothSizes: [string, Viewport][] = [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', phone],
];

export interface Visit {
  context: BrowserContext;
  page: Page;
  /** Requests that left the site: the product promises none in local mode. */
  foreignRequests: string[];
}

/** A fresh browser profile (its own IndexedDB, so the seed runs anew), at a desktop size unless told. */
export async function newVisit(
  browser: Browser,
  { width, height, mobile = false }: Viewport = { width: 1280, height: 800 },
): Promise<Visit> {
  const context = await browser.newContext({
    viewport: { width, height },
    ...(mobile && { isMobile: true, hasTouch: true, deviceScaleFactor: 3 }),
    locale: 'zh-TW',
    timezoneId: 'Asia/Taipei',
  });
  context.on('page', watchConsole);
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

/** Errors the site printed to the console or threw, in any tab of any visit, since the last look. */
const consoleErrors: string[] = [];

function watchConsole(page: Page) {
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // A resource that failed to load is named by the message's location, not its text.
    const source = message.location().url;
    const from = source && source !== page.url() ? ` (${source})` : '';
    consoleErrors.push(`${page.url()}: ${message.text()}${from}`);
  });
  page.on('pageerror', (error) => consoleErrors.push(`${page.url()}: uncaught ${error.message}`));
}

/** Hands over (and forgets) the console errors seen so far: tests/e2e/consoleGuard.ts asks after each test. */
export function takeConsoleErrors(): string[] {
  return consoleErrors.splice(0);
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: `${screenshotDir}/${name}.png`, fullPage: true, scale: 'css' });
}

/** What the reader sees: the window only, for pages whose overlays are fixed to it. */
export async function screenshotView(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: `${screenshotDir}/${name}.png`, scale: 'css' });
}

/**
 * Waits until no finite animation or transition is running on the page (a spinner's endless one
 * aside): what is drawn is then what the page settles on, as axe reads colours and a measure reads
 * boxes. `getAnimations()` flushes styles first, so a transition just set off is counted too.
 */
export async function transitionsEnded(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document
            .getAnimations()
            .filter(
              (animation) =>
                animation.playState === 'running' &&
                animation.effect?.getComputedTiming().endTime !== Infinity,
            ).length,
      ),
    )
    .toBe(0);
}

/**
 * Resolves once the browser has drawn two more frames: by then React has run the effects of what it
 * committed before (an effect it schedules after a paint runs before the next frame ends), so a
 * navigation an effect would make has been made.
 */
export async function twoFramesLater(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}
