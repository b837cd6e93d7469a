import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copy } from '../../src/copy';
import { toggleSpacingMs } from '../../src/lib/limits';
import { bothSizes, launchBrowser, screenshot } from './browser';
import { memberPerTest } from './session';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function openFirstPost(page: Page) {
  const first = page.locator('.post-card').first();
  const title = (await first.getByRole('heading').textContent()) ?? '';
  await first.getByRole('link', { name: title }).click();
  await page.waitForURL(/\/posts\/[^/]+$/);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
}

const likeButton = (page: Page) => page.getByRole('button', { name: copy.likeLabel, exact: true });

async function pressedWhenReady(page: Page): Promise<boolean> {
  const like = likeButton(page);
  await expect.poll(() => like.isEnabled()).toBe(true);
  return (await like.getAttribute('aria-pressed')) === 'true';
}

/**
 * Records, from the page's first paint on, every aria-pressed value the like button shows: a
 * MutationObserver on the whole document from before any script of the page runs, and a sample each
 * animation frame. `null` stands for a button without the attribute (unknown).
 */
function sampleLikeButton() {
  const seen: (string | null)[] = [];
  (window as { likeStates?: (string | null)[] }).likeStates = seen;
  const sample = () => {
    for (const button of document.querySelectorAll('button[class*="post-toggle"]')) {
      if (!button.textContent?.includes('按讚')) continue;
      const value = button.getAttribute('aria-pressed');
      if (seen.at(-1) !== value) seen.push(value);
    }
  };
  new MutationObserver(sample).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['aria-pressed'],
  });
  const frame = () => {
    sample();
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

describe.each(bothSizes)('a toggle reloaded, %s', (size, viewport) => {
  const member = memberPerTest(() => browser);

  it('a liked post reloaded shows 按讚 unknown until its like is read, then pressed: never unpressed (5 of 5)', async () => {
    const page = await member(viewport);
    await openFirstPost(page);
    if (!(await pressedWhenReady(page))) {
      await likeButton(page).click();
      // Reloaded once stored (a press and a reload at once may lose it, as in any tab): another tab
      // of the profile, whose live read follows the store, shows it pressed.
      const other = await page.context().newPage();
      await other.goto(page.url());
      await expect.poll(() => pressedWhenReady(other)).toBe(true);
      await other.close();
    }
    // Stored: a reload shows it pressed.
    await expect
      .poll(async () => {
        await page.reload();
        return pressedWhenReady(page);
      })
      .toBe(true);
    await page.addInitScript(sampleLikeButton);
    for (let round = 0; round < 5; round++) {
      await page.reload();
      expect(await pressedWhenReady(page)).toBe(true);
      const seen = await page.evaluate(() => (window as { likeStates?: unknown[] }).likeStates);
      expect(seen).toContain('true');
      expect(seen).not.toContain('false');
      // Unknown (no attribute) until read, then pressed: nothing else.
      expect(seen?.filter((value) => value !== null)).toEqual(['true']);
    }
  });

  it('a like pressed, then the page reloaded 0.6 s later, comes back as pressed: 8 of 8; a bookmark too, with nothing marked as waiting', async () => {
    const page = await member(viewport);
    await openFirstPost(page);
    for (let round = 0; round < 8; round++) {
      const before = await pressedWhenReady(page);
      await likeButton(page).click();
      // The reload 0.6 s after the press is what this test simulates: a member's pace, not a wait.
      await page.waitForTimeout(600);
      await page.reload();
      await expect.poll(() => pressedWhenReady(page), { timeout: 5000 }).toBe(!before);
      // A press across a reload is not folded into the one before: it waits out the post's pace
      // (lib/limits.ts), as a person does; within it, the store refuses it (errTooFast).
      await page.waitForTimeout(toggleSpacingMs);
    }
    expect(await page.getByText(copy.errTooFast).count()).toBe(0);

    const bookmark = page.getByRole('button', { name: copy.bookmarkLabel, exact: true });
    const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    await bookmark.click();
    await expect.poll(() => bookmark.getAttribute('aria-pressed')).toBe('true');
    // Shown at once, stored a moment later (a reload in between may lose it, as in any tab): the
    // member's collection in another tab says when it is stored.
    const collection = await page.context().newPage();
    await collection.goto(new URL('/my/collections', page.url()).href);
    await collection.getByRole('heading', { level: 2, name: title }).waitFor();
    await collection.close();
    await page.reload();
    await pressedWhenReady(page);
    expect(await bookmark.getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByText(copy.pendingSend).count()).toBe(0);
    await screenshot(page, `reloaded-toggles-${size}`);
  });

  it('quick presses fold into the last: like, unlike, like in a row leaves it liked, with no errTooFast', async () => {
    const page = await member(viewport);
    await openFirstPost(page);
    const before = await pressedWhenReady(page);
    for (let i = 0; i < 3; i++) await likeButton(page).click();
    expect(await likeButton(page).getAttribute('aria-pressed')).toBe(String(!before));
    // Kept a timer: presses not folded would send a second write a like's pace after the first is
    // answered, refused by the store's pace (errTooFast): both clocks are the app's own, real ones,
    // which the test cannot move; 2.5 paces outlast them.
    await page.waitForTimeout(toggleSpacingMs * 2.5);
    expect(await page.getByText(copy.errTooFast).count()).toBe(0);
    await page.reload();
    expect(await pressedWhenReady(page)).toBe(!before);
  });
});
