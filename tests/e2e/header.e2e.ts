import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copy } from '../../src/copy';
import { baseUrl, bothSizes, launchBrowser, phone, screenshotView } from './browser';
import { memberPerTest } from './session';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement);

/** Where a thing is on screen, in CSS pixels from the window's top left. */
async function box(target: Locator) {
  const found = await target.boundingBox();
  if (!found) throw new Error('not on the page');
  return found;
}

async function feed(page: Page) {
  await page.goto(`${baseUrl}/posts`);
  await page.locator('.post-card').first().waitFor();
}

describe('the top bar stays in view, in the built app on the local backend', () => {
  const member = memberPerTest(() => browser);

  it.each(bothSizes)('on a %s, after scrolling the feed', async (name, viewport) => {
    const page = await member(viewport);
    await feed(page);
    // The first page may be shorter than 1000 px of scroll on a desktop: wheel again
    // as the next pages arrive, as a reader would.
    await expect
      .poll(async () => {
        await page.mouse.wheel(0, 1500);
        return page.evaluate(() => window.scrollY);
      })
      .toBeGreaterThan(1000);

    const bar = await box(page.getByRole('banner'));
    expect(bar.y).toBe(0);
    // Not just there but on top: a trial click fails on what the page covers.
    await page.getByRole('link', { name: copy.brand }).click({ trial: true });
    await page.getByRole('button', { name: copy.menuSignOut }).click({ trial: true });
    await screenshotView(page, `header-scrolled-${name}`);
  });

  it("on a phone, the first screen shows the first card's picture and title", async () => {
    const page = await member(phone);
    await feed(page);
    const card = page.locator('.post-card').first();
    const picture = await box(card.locator('img').first());
    const title = await box(card.getByRole('heading'));
    const bar = await box(page.getByRole('banner'));

    expect(bar.height).toBeLessThanOrEqual(56);
    expect(picture.y).toBeGreaterThanOrEqual(bar.height);
    expect(picture.y + picture.height).toBeLessThanOrEqual(phone.height);
    expect(title.y + title.height).toBeLessThanOrEqual(phone.height);
    // On a phone the search box waits behind its button.
    expect(await page.getByRole('combobox', { name: copy.searchLabel }).isVisible()).toBe(false);
    await screenshotView(page, 'header-phone-first-screen');
  });

  it('on a phone, the search button opens the box by keyboard; Escape closes it and returns', async () => {
    const page = await member(phone);
    await feed(page);
    const button = page.getByRole('button', { name: copy.searchLabel });
    const field = page.getByRole('combobox', { name: copy.searchLabel });

    await page.getByRole('link', { name: copy.brand }).focus();
    for (let presses = 0; presses < 10 && !(await isFocused(button)); presses++) {
      await page.keyboard.press('Tab');
    }
    expect(await isFocused(button)).toBe(true);
    expect(await button.getAttribute('aria-expanded')).toBe('false');

    await page.keyboard.press('Enter');
    expect(await isFocused(field)).toBe(true);
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.type('咖啡');
    await page.getByRole('listbox', { name: copy.searchResults }).waitFor();
    await screenshotView(page, 'header-phone-search-open');

    // The first Escape closes the list of results, the second the box.
    await page.keyboard.press('Escape');
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    expect(await field.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await field.waitFor({ state: 'hidden' });
    expect(await isFocused(button)).toBe(true);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
  });

  it('on a desktop, the search box is in the bar itself, with no button before it', async () => {
    const page = await member({ width: 1280, height: 800 });
    await feed(page);
    expect(await page.getByRole('combobox', { name: copy.searchLabel }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: copy.searchLabel }).count()).toBe(0);
  });
});
