import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedTopics } from '../../src/backend/local/seedData';
import { copy } from '../../src/copy';
import { axeViolations } from './axe';
import { baseUrl, launchBrowser, phone, screenshotView } from './browser';
import { memberPerTest } from './session';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function boxOf(page: Page, selector: string) {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} is not drawn`);
  return box;
}

/** The topic strip's chosen topic, and how far it is from each edge of the strip's visible part. */
function chosenTopic(page: Page) {
  return page.evaluate(() => {
    const frame = document.querySelector('.topic-list__strip') as HTMLElement;
    const active = frame.querySelector('[aria-current="page"]') as HTMLElement;
    const frameBox = frame.getBoundingClientRect();
    const box = active.getBoundingClientRect();
    // A fade is drawn at an end only while more topics lie beyond it (TopicList.css).
    const fade = (side: '::before' | '::after') => {
      const style = getComputedStyle(frame, side);
      return style.opacity === '1' ? parseFloat(style.width) : 0;
    };
    return {
      name: active.textContent,
      clearOfStart: box.left - (frameBox.left + fade('::before')),
      clearOfEnd: frameBox.right - fade('::after') - box.right,
    };
  });
}

describe('the phone layout', () => {
  const member = memberPerTest(() => browser);

  it('the feed: the topic strip sits close above 最新/熱門', async () => {
    const page = await member(phone);
    await page.locator('.post-card').first().waitFor();
    const strip = await boxOf(page, '.topic-list');
    const tabs = await boxOf(page, '.sort-tabs');
    expect(tabs.y - (strip.y + strip.height)).toBeLessThanOrEqual(16);
  });

  it('the feed: a topic tapped in the strip is in view, clear of its fades and arrows', async () => {
    const page = await member(phone);
    await page.locator('.post-card').first().waitFor();

    // Each topic tapped in turn, from wherever the strip was left: never under a fade or its arrow.
    for (const topic of seedTopics) {
      // Tapped where it is drawn: a locator's tap would first scroll it into view itself.
      const link = page.locator('.topic-list').getByRole('link', { name: topic, exact: true });
      const box = (await link.boundingBox())!;
      const x = box.x + box.width / 2;
      if (x < phone.width - 2) await page.touchscreen.tap(x, box.y + box.height / 2);
      else await link.tap();
      await page.locator('.topic-list [aria-current="page"]', { hasText: topic }).waitFor();
      await expect.poll(() => chosenTopic(page).then((t) => t.name)).toBe(topic);
      const chosen = await chosenTopic(page);
      expect(chosen.clearOfStart, topic).toBeGreaterThanOrEqual(-0.5);
      expect(chosen.clearOfEnd, topic).toBeGreaterThanOrEqual(-0.5);
    }
    await screenshotView(page, 'phone-layout-strip');
  });

  /** The demo member on the newest post; `share` false: a browser without a share sheet. */
  async function onPost() {
    const page = await member(phone, (context) =>
      Promise.all([
        context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl }),
        context.addInitScript(() => Reflect.deleteProperty(Navigator.prototype, 'share')),
      ]),
    );
    await page.locator('.post-card__link').first().click();
    await page.getByRole('heading', { name: copy.commentsHeader }).waitFor();
    return page;
  }

  it("a post: its topic is the feed's pill, not a square", async () => {
    const page = await onPost();

    // The drawn pill (the element with the border) is a short pill; the link around it a finger's size.
    const pill = await page.evaluate(() => {
      const link = document.querySelector('.post-view__meta a') as HTMLElement;
      const drawn = [link, ...link.querySelectorAll<HTMLElement>('*')].find(
        (element) => parseFloat(getComputedStyle(element).borderTopWidth) > 0,
      ) as HTMLElement;
      const box = drawn.getBoundingClientRect();
      const hit = link.getBoundingClientRect();
      return { width: box.width, height: box.height, hitHeight: hit.height };
    });
    expect(pill.height).toBeLessThan(32);
    expect(pill.width).toBeGreaterThan(pill.height);
    expect(pill.hitHeight).toBeGreaterThanOrEqual(43.5);
  });

  it('a post: 分享 on the row of 讚 and 收藏, and 已複製連結 moving nothing', async () => {
    const page = await onPost();

    const bookmark = page.getByRole('button', { name: copy.bookmarkLabel });
    const share = page.getByRole('button', { name: copy.share });
    const before = await bookmark.boundingBox();
    const shareBox = await share.boundingBox();
    expect(Math.abs(shareBox!.y - before!.y)).toBeLessThan(1);
    await share.tap();
    await page.getByRole('status').getByText(copy.linkCopied, { exact: true }).waitFor();
    await screenshotView(page, 'phone-layout-post-copied');
    const after = await bookmark.boundingBox();
    expect(after).toEqual(before);
    expect(await axeViolations(page)).toEqual([]);
  });

  it("the member's pages: the menu one row, the page in the top quarter", async () => {
    const page = await member(phone);
    for (const [name, path] of [
      ['posts', '/my/posts'],
      ['collections', '/my/collections'],
      ['settings', '/my/settings'],
    ] as const) {
      await page.goto(`${baseUrl}${path}`);
      const heading = page.getByRole('heading', { level: 1 });
      await heading.waitFor();
      const menu = await page.getByRole('navigation', { name: copy.menuMember }).boundingBox();
      const top = (await heading.boundingBox())!.y;
      expect(menu!.height, name).toBeLessThanOrEqual(50);
      expect(top, name).toBeLessThan(phone.height / 4);
      // The current section is in view in the row.
      const current = await page
        .getByRole('navigation', { name: copy.menuMember })
        .locator('[aria-current="page"]')
        .boundingBox();
      expect(current!.x + current!.width, name).toBeLessThanOrEqual(phone.width);
      await screenshotView(page, `phone-layout-my-${name}`);
      expect(await axeViolations(page), name).toEqual([]);
    }
  });
});
