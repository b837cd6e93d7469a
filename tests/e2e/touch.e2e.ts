import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copy } from '../../src/copy';
import { baseUrl, launchBrowser, newVisit, phone, screenshotView } from './browser';
import { searchBox } from './search';
import { signInAsDemo } from './session';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/**
 * Every control on the page a finger can reach (WCAG 2.5.5's 44 by 44 px), as drawn: its text and size.
 * Left out: links inside a member's text (inline, the exception the guideline makes), the skip link
 * (off screen until a keyboard focuses it) and the see-through file input (its 選擇圖片 label is drawn
 * and measured instead).
 */
function smallControls(page: Page) {
  return page.evaluate(() => {
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input, select, textarea, [role="tab"], [role="option"], label.button',
    );
    const small: string[] = [];
    let measured = 0;
    for (const control of controls) {
      if (control.closest('.post-view__content, .post-comment__content')) continue;
      if (control.matches('.skip-link, .image-picker__input')) continue;
      const box = control.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      measured += 1;
      // Within half a pixel: sizes in rem come out as fractions on a dense screen.
      if (box.width < 43.5 || box.height < 43.5) {
        const name = control.getAttribute('aria-label') || control.textContent?.trim().slice(0, 16);
        small.push(
          `${control.tagName.toLowerCase()} "${name}" ${box.width.toFixed(1)}x${box.height.toFixed(1)}`,
        );
      }
    }
    // Nothing measured would pass for nothing: say so.
    return measured === 0 ? ['no control on the page'] : small;
  });
}

/** The horizontal space between two controls, in px (negative when they overlap). */
async function gapBetween(page: Page, left: string, right: string): Promise<number> {
  const [a, b] = await Promise.all([
    page.locator(left).first().boundingBox(),
    page.locator(right).first().boundingBox(),
  ]);
  if (!a || !b) throw new Error(`${left} or ${right} is not on the page`);
  return b.x - (a.x + a.width);
}

describe('on a phone, every control is at least 44 by 44 px', () => {
  it('the pages a visitor sees', async () => {
    const visit = await newVisit(browser, phone);
    const { page } = visit;
    for (const [name, path, ready] of [
      ['feed', '/posts', '.post-card__link'],
      ['search', `/search?q=${encodeURIComponent('的')}`, '.post-card__link'],
      ['not-found', '/no/such/page', 'main a'],
      ['signin', '/Signin', 'form'],
    ] as const) {
      await page.goto(`${baseUrl}${path}`);
      await page.locator(ready).first().waitFor();
      await screenshotView(page, `touch-${name}`);
      expect(await smallControls(page), name).toEqual([]);
    }
    await page.getByRole('tab', { name: copy.tabRegister }).click();
    await page.getByLabel(copy.nameRow).waitFor();
    expect(await smallControls(page), 'register').toEqual([]);
    await visit.context.close();
  });

  it('the pages a member sees, with their own comment and post', async () => {
    const visit = await newVisit(browser, phone);
    const { page } = visit;
    await signInAsDemo(page);
    expect(await smallControls(page), 'feed').toEqual([]);

    // The search box's list.
    await (await searchBox(page)).fill('咖啡');
    await page.getByRole('option').first().waitFor();
    expect(await smallControls(page), 'search list').toEqual([]);
    await page.getByRole('combobox', { name: copy.searchLabel }).press('Escape');

    // A post of the demo member's own, with a comment of theirs.
    await page.goto(`${baseUrl}/my/posts`);
    await page.locator('.post-card__link').first().click();
    await page.getByRole('heading', { name: copy.commentsHeader }).waitFor();
    await page.getByRole('combobox', { name: copy.commentLabel }).fill('手機上的留言');
    await page.getByRole('button', { name: copy.commentSubmit }).click();
    await page.getByRole('button', { name: copy.commentDelete }).first().waitFor();
    expect(await smallControls(page), 'post').toEqual([]);
    await screenshotView(page, 'touch-post');
    // 編輯 and the delete control of a comment, and of the post, keep a gap between them.
    const comment = page.locator('.post-comment', { hasText: '手機上的留言' });
    const edit = comment.getByRole('button', { name: copy.editComment });
    const remove = comment.getByRole('button', { name: copy.commentDelete });
    const [editBox, removeBox] = await Promise.all([edit.boundingBox(), remove.boundingBox()]);
    expect(removeBox!.x - (editBox!.x + editBox!.width)).toBeGreaterThanOrEqual(8);
    expect(
      await gapBetween(
        page,
        '.post-view .own-post__actions button',
        '.post-view .own-post__actions button + button',
      ),
    ).toBeGreaterThanOrEqual(8);

    // Each measured once what it reads has come: its cards, the form's topics, the blocked list.
    for (const [name, path, ready] of [
      ['my posts', '/my/posts', '.post-card__link'],
      ['publish', '/new-post', 'option:not([value=""])'],
      ['my settings', '/my/settings', '.blocked-list__empty, .blocked-list__members'],
    ] as const) {
      await page.goto(`${baseUrl}${path}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.locator(ready).first().waitFor({ state: 'attached' });
      expect(await smallControls(page), name).toEqual([]);
    }
    await page.getByRole('button', { name: copy.modify }).first().click();
    await page.getByRole('dialog').waitFor();
    expect(await smallControls(page), 'settings dialog').toEqual([]);
    await visit.context.close();
  });
});
