import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copy } from '../../src/copy';
import { paths } from '../../src/lib/paths';
import { baseUrl, launchBrowser, newVisit, screenshotView, type Visit } from './browser';
import { addManyPosts, type ManyPosts } from './manyPosts';

// Issue 31.2: every post list reaches its end, each post shown once, however the reader scrolls.
// One profile for the file: seeded once with 1,000 posts more (150 of the demo member's, each
// bookmarked, 150 of another member's, the rest by the others), then each test opens a list afresh
// and scrolls it to its end: the feed by each of three means, the shorter lists by one each, so the
// file stays within a CI run's minutes.

const demoName = 'Demo 小編';
const shares = { demo: 150, other: 150, rest: 700 };
// backend/core/search.ts reads at most 200 posts holding the query's most selective token: every
// generated title holds 紀錄, so the search lists the 200 newest.
const searchScanLimit = 200;
/** A list that has not grown for this long while it says there is more has stalled. */
const stallMs = 10_000;
const scrollTimeout = 240_000;

let browser: Browser;
let visit: Visit;
let data: ManyPosts;

beforeAll(async () => {
  browser = await launchBrowser();
  visit = await newVisit(browser, { width: 1280, height: 800 });
  // session.ts's signInAsDemo polls with expect, which a hook cannot: the same steps, waited for.
  const { page } = visit;
  await page.goto(`${baseUrl}${paths.signIn}`);
  const email = page.getByLabel(copy.emailLabel);
  await page.waitForFunction(
    (field) => (field as HTMLInputElement | null)?.value !== '',
    await email.elementHandle(),
  );
  await page.getByRole('button', { name: copy.tabSignIn, exact: true }).click();
  await page.getByRole('button', { name: copy.menuSignOut }).waitFor();
  data = await addManyPosts(visit.page, demoName, shares);
}, 120_000);

afterAll(async () => {
  await visit?.context.close();
  expect(visit?.foreignRequests).toEqual([]);
  await browser?.close();
});

type Scroll = (page: Page) => Promise<void>;

const byWheel: Scroll = async (page) => {
  await page.mouse.move(640, 400);
  await page.mouse.wheel(0, 2400);
  await page.waitForTimeout(30);
};

const byEndKey: Scroll = async (page) => {
  await page.keyboard.press('End');
  await page.waitForTimeout(30);
};

/**
 * Presses the page's scrollbar thumb and drags it to the bottom of the track, as a reader pulls it.
 * Chromium on Linux draws classic scrollbars (the e2e browser shows them: tests/e2e/browser.ts), which
 * take room on the window's right edge; the test checks that before it drags.
 */
const byScrollbar: Scroll = async (page) => {
  const box = await page.evaluate(() => {
    const root = document.documentElement;
    return {
      width: window.innerWidth,
      bar: window.innerWidth - root.clientWidth,
      view: window.innerHeight,
      top: window.scrollY,
      height: root.scrollHeight,
    };
  });
  expect(box.bar, 'a classic scrollbar on the right edge').toBeGreaterThan(0);
  // Chromium's track runs between two 15 px arrow buttons; the thumb's length is the view's share of
  // the track, 19 px at least (measured), its place the scrolled share of the rest.
  const arrow = 15;
  const track = box.view - 2 * arrow;
  const thumb = Math.max(19, (track * box.view) / box.height);
  const thumbMiddle = arrow + (box.top / (box.height - box.view)) * (track - thumb) + thumb / 2;
  const x = box.width - box.bar / 2;
  await page.mouse.move(x, thumbMiddle);
  await page.mouse.down();
  await page.mouse.move(x, box.view - 1, { steps: 5 });
  await page.mouse.up();
  await page.waitForTimeout(30);
};

const cards = (page: Page) => page.locator('.post-list__items > li');

/**
 * Scrolls the list in `page` with `scroll` until it says it has ended; fails if it stops growing
 * for `stallMs` first. Then every post is on the page once: `expected` cards, as many addresses.
 */
async function scrollToEnd(page: Page, scroll: Scroll, expected: number): Promise<number> {
  const started = Date.now();
  let shown = -1;
  let grewAt = Date.now();
  // One round trip a step: the end message and the card count, read together.
  const look = () =>
    page.evaluate(() => ({
      status: document.querySelector('.post-list__status')?.textContent ?? null,
      count: document.querySelectorAll('.post-list__items > li').length,
    }));
  for (let seen = await look(); seen.status !== copy.feedEnd; seen = await look()) {
    await scroll(page);
    const now = seen.count;
    if (process.env.LONG_SCROLL_LOG && Math.floor(now / 100) !== Math.floor(shown / 100)) {
      console.log(`${now} cards at ${Date.now() - started} ms`);
    }
    if (now !== shown) {
      shown = now;
      grewAt = Date.now();
    } else if (Date.now() - grewAt > stallMs) {
      throw new Error(`the list stopped at ${now} of ${expected} cards`);
    }
  }
  const links = await cards(page).evaluateAll((items) =>
    items.map((li) => li.querySelector('.post-card__link')?.getAttribute('href')),
  );
  expect(links).toHaveLength(expected);
  expect(new Set(links).size).toBe(expected);
  return Date.now() - started;
}

async function open(path: string): Promise<Page> {
  const { page } = visit;
  // From elsewhere: the same address again counts as a reload, which gives the list back as long as
  // the last test left it (browser/historyPlaces.ts), and there is nothing left to scroll.
  await page.goto('about:blank');
  await page.goto(`${baseUrl}${path}`);
  await cards(page).first().waitFor();
  const start = await cards(page).count();
  expect(start, 'a list opened afresh shows its first pages only').toBeLessThanOrEqual(8);
  return page;
}

describe('a long list reaches its end at 1280x800', () => {
  it.each([
    ['mouse wheel', byWheel],
    ['End key', byEndKey],
    ['scrollbar drag', byScrollbar],
  ] as const)(
    'the feed (1,000 and the seed), %s',
    async (method, scroll) => {
      const page = await open(paths.posts);
      const ms = await scrollToEnd(page, scroll, data.feed);
      console.log(`feed by ${method}: ${data.feed} posts in ${ms} ms`);
      if (method === 'mouse wheel') await screenshotView(page, 'long-scroll-end');
    },
    scrollTimeout,
  );

  it(
    'my posts (150 and the seed), by End key',
    async () => {
      const page = await open(paths.myPosts);
      await scrollToEnd(page, byEndKey, data.demoPosts);
    },
    scrollTimeout,
  );

  it(
    'my collections (150 and the seed), by mouse wheel',
    async () => {
      const page = await open(paths.myCollections);
      await scrollToEnd(page, byWheel, data.demoBookmarks);
    },
    scrollTimeout,
  );

  it(
    "an author's page (150 and the seed), by scrollbar drag",
    async () => {
      const page = await open(paths.user(data.other.uid));
      await scrollToEnd(page, byScrollbar, data.other.posts);
    },
    scrollTimeout,
  );

  it(
    'search results (the 200 newest), by mouse wheel',
    async () => {
      const page = await open(paths.search('紀錄'));
      await scrollToEnd(page, byWheel, searchScanLimit);
    },
    scrollTimeout,
  );
});
