import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedTopics } from '../../src/backend/local/seedData';
import { copy } from '../../src/copy';
import {
  baseUrl,
  desktop,
  launchBrowser,
  newVisit,
  phone,
  screenshotView,
  transitionsEnded,
} from './browser';
import { signInAsDemo } from './session';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Where the page's parts start and how wide its columns are, in CSS px. */
function measure(page: Page) {
  return page.evaluate(() => {
    const box = (selector: string) => {
      const element = document.querySelector(selector);
      if (!element) throw new Error(`no ${selector}`);
      return element.getBoundingClientRect();
    };
    const brand = document.createRange();
    brand.selectNodeContents(document.querySelector('.top-bar__brand') as Node);
    const columns = box('.columns');
    const side = box('.columns > :first-child');
    const main = box('.columns > :nth-child(2)');
    const spare = box('.columns > :nth-child(3)');
    return {
      brandText: brand.getBoundingClientRect().left,
      sideBox: box('.columns > :first-child > *').left,
      sideTop: box('.columns > :first-child > *').top,
      contentBox: box('.columns > :nth-child(2) > *').left,
      contentTop: box('.columns > :nth-child(2) > *').top,
      // In sixteenths of the row, as the spec gives them.
      widths: [side, main, spare].map((column) => Math.round((column.width / columns.width) * 16)),
    };
  });
}

describe.each([
  ['desktop', desktop],
  ['phone', phone],
] as const)('one look at the %s size', (size, viewport) => {
  it('the brand, the side column and the content line up alike on posts and member pages', async () => {
    const visit = await newVisit(browser, viewport);
    const { page } = visit;
    await signInAsDemo(page);
    const post = await page.locator('.post-card__link').first().getAttribute('href');
    const seen: Record<string, Awaited<ReturnType<typeof measure>>> = {};
    for (const [path, ready] of [
      ['/posts', '.post-card__link'],
      [`/search?q=${encodeURIComponent('的')}`, '.post-card__link'],
      [post, '.post-view'],
      ['/my/posts', '.post-card__link'],
      ['/my/collections', '.post-card__link'],
      ['/my/settings', '.settings'],
    ] as const) {
      await page.goto(`${baseUrl}${path}`);
      await page
        .locator(ready ?? '')
        .first()
        .waitFor();
      // Measured as drawn once the page has settled: no transition still moving a box.
      await transitionsEnded(page);
      seen[path ?? ''] = await measure(page);
    }
    await screenshotView(page, `layout-${size}-settings`);

    for (const [path, at] of Object.entries(seen)) {
      // The brand's first letter starts where the side column's box does.
      expect(Math.abs(at.brandText - at.sideBox), `${path}: brand and side column`).toBeLessThan(1);
      if (size === 'phone') {
        // One column: the content starts there too (the search box waits behind its button).
        expect(Math.abs(at.contentBox - at.sideBox), `${path}: content`).toBeLessThan(1);
      } else {
        // Side by side, their tops level.
        expect(Math.abs(at.contentTop - at.sideTop), `${path}: tops`).toBeLessThan(1);
        const member = path.startsWith('/my/');
        expect(at.widths, `${path}: columns`).toEqual(member ? [5, 10, 1] : [4, 10, 2]);
      }
    }
    // Every page starts its columns at the same place.
    const lefts = new Set(Object.values(seen).map((at) => Math.round(at.sideBox)));
    const tops = new Set(Object.values(seen).map((at) => Math.round(at.sideTop)));
    expect(lefts.size).toBe(1);
    expect(tops.size).toBe(1);
    await visit.context.close();
  });
});

describe('the topic strip on a phone', () => {
  const strip = (page: Page) =>
    page.evaluate(() => {
      // A fade that is drawn: it has content (the arrow) and shows.
      const shown = (style: CSSStyleDeclaration) =>
        style.content !== 'none' && style.opacity === '1';
      const frame = document.querySelector('.topic-list__strip') as HTMLElement;
      const row = document.querySelector('.topic-list__items') as HTMLElement;
      const active = row.querySelector('[aria-current="page"]');
      const frameBox = frame.getBoundingClientRect();
      const activeBox = active?.getBoundingClientRect();
      return {
        scrolls: row.scrollWidth > row.clientWidth,
        moreStart: shown(getComputedStyle(frame, '::before')),
        moreEnd: shown(getComputedStyle(frame, '::after')),
        activeInView:
          !!activeBox &&
          activeBox.left >= frameBox.left - 0.5 &&
          activeBox.right <= frameBox.right + 0.5,
      };
    });

  it('shows that it scrolls, and keeps the active topic in view', async () => {
    const visit = await newVisit(browser, phone);
    const { page } = visit;
    await page.goto(`${baseUrl}/posts`);
    await page
      .getByRole('link', { name: seedTopics.at(-1), exact: true })
      .waitFor({ state: 'attached' });
    // At its start: more to the right, and it says so (the fades' classes are set as the row is
    // measured, and their opacity then fades in: read once they show).
    await expect
      .poll(() => strip(page))
      .toEqual({
        scrolls: true,
        moreStart: false,
        moreEnd: true,
        activeInView: true,
      });
    await screenshotView(page, 'topic-strip-start');

    // The last topic, opened from its address: scrolled into view, more to the left now.
    const last = seedTopics.at(-1) ?? '';
    await page.goto(`${baseUrl}/posts?topic=${encodeURIComponent(last)}`);
    await page.locator('.topic-list [aria-current="page"]', { hasText: last }).waitFor();
    await expect.poll(() => strip(page)).toMatchObject({ moreStart: true, activeInView: true });
    await screenshotView(page, 'topic-strip-end');

    // Chosen by a tap after scrolling back: still in view.
    await page.locator('.topic-list__items').evaluate((row) => row.scrollTo({ left: 0 }));
    await page.getByRole('link', { name: copy.topicAll, exact: true }).tap();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await expect
      .poll(() => strip(page))
      .toMatchObject({
        activeInView: true,
        moreStart: false,
        moreEnd: true,
      });
    await visit.context.close();
  });

  it('is a plain column on a desktop: nothing hidden, nothing to scroll', async () => {
    const visit = await newVisit(browser, desktop);
    const { page } = visit;
    await page.goto(`${baseUrl}/posts?topic=${encodeURIComponent(seedTopics.at(-1) ?? '')}`);
    await page.locator('.topic-list [aria-current="page"]').waitFor();
    expect(await strip(page)).toEqual({
      scrolls: false,
      moreStart: false,
      moreEnd: false,
      activeInView: true,
    });
    await visit.context.close();
  });
});
