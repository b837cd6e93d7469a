import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedMembers, seedPosts } from '../../src/backend/local/seedData';
import { copy } from '../../src/copy';
import { axeViolations } from './axe';
import { launchBrowser, screenshot, type Viewport } from './browser';
import { memberPerTest } from './session';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const [newest] = seedPosts;
const yun = seedMembers.yun.displayName;
const sizes: [string, Viewport][] = [
  ['1280', { width: 1280, height: 800 }],
  ['390', { width: 390, height: 844, mobile: true }],
];

/**
 * Opens the ⋯ menu in `scope` and checks each item as a person meets it (issue 49): whole inside the
 * viewport, and the element drawn at its centre is the item itself, so a press there presses it; and
 * the page beneath did not move. Returns the items' names.
 */
async function pressableMenu(page: Page, scope: Locator, name: string): Promise<string[]> {
  const more = scope.getByRole('button', { name: copy.more }).first();
  await more.scrollIntoViewIfNeeded();
  const before = await more.boundingBox();
  await more.click();
  const items = page.getByRole('menuitem');
  await items.first().waitFor();
  expect(await more.boundingBox()).toEqual(before);
  const names: string[] = [];
  for (const item of await items.all()) {
    const box = (await item.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    const drawn = await item.evaluate(
      (element, [x, y]) => {
        const top = document.elementFromPoint(x!, y!);
        return top !== null && (top === element || element.contains(top));
      },
      [box.x + box.width / 2, box.y + box.height / 2],
    );
    expect(drawn).toBe(true);
    names.push((await item.textContent()) ?? '');
  }
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, `popup-${name}`);
  await page.keyboard.press('Escape');
  await items.first().waitFor({ state: 'detached' });
  return names;
}

describe('popups, pressed where they are drawn (issue 49)', () => {
  const member = memberPerTest(() => browser);

  it.each(sizes)(
    'at %s wide: the ⋯ menus of a post and a comment open whole, each item pressable at its centre',
    async (width, size) => {
      if (!newest) throw new Error('the seed has no post');
      // The demo member moderates: a post of another member's has 檢舉, 封鎖這位會員 and 隱藏.
      const page = await member(size);
      await page.locator('.post-card', { hasText: newest.title }).first().click();
      await page.getByRole('heading', { level: 1, name: newest.title }).waitFor();

      const post = page.getByRole('group', { name: newest.title });
      expect(await pressableMenu(page, post, `post-${width}`)).toEqual([
        copy.report,
        copy.block,
        copy.hide,
      ]);
      const comment = page.getByRole('group', { name: yun }).first();
      expect(await pressableMenu(page, comment, `comment-${width}`)).toEqual([
        copy.report,
        copy.block,
        copy.hide,
      ]);
    },
  );
});
