import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copy } from '../../src/copy';
import { baseUrl, launchBrowser, screenshot } from './browser';
import { memberPerTest } from './session';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** The number a card or the detail page shows after its hidden label (留言數 3 -> 3). */
async function countIn(scope: Locator, label: string): Promise<number> {
  const text = await scope.locator('span', { hasText: label }).last().locator('..').textContent();
  return Number(text?.replace(label, '').trim());
}

function card(page: Page, title: string): Locator {
  return page.locator('.post-card', { has: page.getByRole('heading', { name: title }) });
}

async function pressed(button: Locator): Promise<boolean> {
  return (await button.getAttribute('aria-pressed')) === 'true';
}

describe('the post detail page, in the built app on the local backend', () => {
  const member = memberPerTest(() => browser);

  it('likes, bookmarks and comments; the state survives reload and the feed card follows', async () => {
    const page = await member();

    const first = page.locator('.post-card').first();
    const title = (await first.getByRole('heading').textContent()) ?? '';
    const likesBefore = await countIn(first, copy.likeCountLabel);
    const commentsBefore = await countIn(first, copy.commentCountLabel);
    await first.click();
    await page.waitForURL(/\/posts\/[^/]+$/);
    const detailUrl = page.url();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(title);

    const post = page.getByRole('article');
    const content = post.locator('.post-view__content');
    expect(await content.evaluate((p) => getComputedStyle(p).whiteSpace)).toBe('pre-wrap');
    const time = post.locator('time');
    // The full date comes with the pointer (formatted on the first hover); the part of the day is
    // named as the hour falls: 凌晨, 上午, 中午, 下午, 晚上...
    await time.hover();
    expect(await time.getAttribute('title')).toMatch(
      /^\d{4}年\d{1,2}月\d{1,2}日 \p{Script=Han}{2}\d{1,2}:\d{2}$/u,
    );
    expect(await time.textContent()).toMatch(/前$|^現在$/);

    // Another tab of the same browser, open on the post before anything changes.
    const otherTab = await page.context().newPage();
    await otherTab.goto(detailUrl);
    const otherLike = otherTab.getByRole('button', { name: copy.likeLabel, exact: true });
    const otherBookmark = otherTab.getByRole('button', { name: copy.bookmarkLabel, exact: true });
    await otherLike.waitFor();

    const like = page.getByRole('button', { name: copy.likeLabel, exact: true });
    const bookmark = page.getByRole('button', { name: copy.bookmarkLabel, exact: true });
    const liked = await pressed(like);
    const bookmarked = await pressed(bookmark);
    // Five clicks in one task, faster than any write: the like ends flipped once. (Clicks spread over
    // several writes would end the same, but a reload in the middle of them loses the last write.)
    await like.evaluate((button: HTMLElement) => {
      for (let i = 0; i < 5; i++) button.click();
    });
    await bookmark.click();
    expect(await pressed(like)).toBe(!liked);
    expect(await pressed(bookmark)).toBe(!bookmarked);
    // The icon filled and blue when on, an outline in grey when off.
    expect(await like.locator('svg.glyph').getAttribute('class')).toBe(
      liked ? 'glyph glyph--heartOutline' : 'glyph glyph--heart',
    );
    expect(await like.locator('svg.glyph').evaluate((svg) => getComputedStyle(svg).fill)).toBe(
      liked ? 'rgb(118, 118, 118)' : 'rgb(28, 118, 186)',
    );

    // The other open tab follows live; then this one reloads and keeps the state.
    await expect.poll(() => pressed(otherLike), { timeout: 10_000 }).toBe(!liked);
    await expect.poll(() => pressed(otherBookmark)).toBe(!bookmarked);
    await otherTab.close();
    await page.reload();
    await expect.poll(() => pressed(like), { timeout: 10_000 }).toBe(!liked);
    expect(await pressed(bookmark)).toBe(!bookmarked);

    const stamp = Date.now().toString(36);
    const firstComment = `第一則 e2e ${stamp}`;
    const secondComment = `第二則 e2e ${stamp}\n換行`;
    const box = page.getByRole('combobox', { name: copy.commentLabel });
    await box.fill(firstComment);
    await page.getByRole('button', { name: copy.commentSubmit }).click();
    await expect.poll(() => box.inputValue()).toBe('');
    // A member's comments on a post are a budget (lib/limits.ts, as firestore.rules): a second at
    // once is taken.
    await box.fill(secondComment);
    await box.press('Control+Enter');
    await expect.poll(() => box.inputValue()).toBe('');

    const shown = page.locator('.post-comment__content');
    await expect
      .poll(async () => (await shown.allTextContents()).slice(-2))
      .toEqual([firstComment, secondComment]);
    // The post and its comments are two subscriptions: the count may arrive a moment after the text.
    await expect.poll(() => countIn(post, copy.commentCountLabel)).toBe(commentsBefore + 2);
    const likesNow = likesBefore + (liked ? -1 : 1);
    expect(await countIn(post, copy.likeCountLabel)).toBe(likesNow);

    await page.mouse.move(0, 0);
    await screenshot(page, 'post-detail');

    await page.getByRole('link', { name: copy.brand }).click();
    await page.waitForURL(`${baseUrl}/posts`);
    const updated = card(page, title);
    await expect.poll(() => countIn(updated, copy.commentCountLabel)).toBe(commentsBefore + 2);
    expect(await countIn(updated, copy.likeCountLabel)).toBe(likesNow);

    await page.goto(detailUrl);
    await expect.poll(() => shown.count()).toBeGreaterThanOrEqual(2);
    expect((await shown.allTextContents()).slice(-2)).toEqual([firstComment, secondComment]);

    // The reader edits their last comment: 編輯, new text, 儲存. It says （已編輯）, after a reload too.
    const edited = `改過的第二則 e2e ${stamp}`;
    const lastComment = page.locator('.post-comment').last();
    await lastComment.getByRole('button', { name: copy.editComment }).click();
    const editor = page.getByRole('combobox', { name: copy.editComment });
    expect(await editor.inputValue()).toBe(secondComment);
    await editor.fill(edited);
    await screenshot(page, 'comment-edit');
    await page.getByRole('button', { name: copy.saveComment }).click();
    await expect.poll(() => shown.last().textContent()).toBe(edited);
    await lastComment.getByText(copy.edited).waitFor();
    await page.reload();
    await expect.poll(() => shown.last().textContent(), { timeout: 10_000 }).toBe(edited);
    expect(await page.locator('.post-comment').last().getByText(copy.edited).count()).toBe(1);

    // Deleting it asks first: 取消 keeps it, 刪除 removes it.
    await lastComment.getByRole('button', { name: copy.commentDelete }).click();
    const question = page.getByRole('dialog', { name: copy.deleteCommentConfirm });
    await question.getByText(edited).waitFor();
    await screenshot(page, 'comment-delete-confirm');
    await question.getByRole('button', { name: copy.cancel }).click();
    await question.waitFor({ state: 'detached' });
    expect(await shown.last().textContent()).toBe(edited);
    await lastComment.getByRole('button', { name: copy.commentDelete }).click();
    await question.getByRole('button', { name: copy.deletePost }).click();
    await expect.poll(async () => (await shown.allTextContents()).includes(edited)).toBe(false);
  });

  it("edits and deletes the member's own post from the post itself", async () => {
    const page = await member();
    await page.goto(`${baseUrl}/my/posts`);
    const first = page.locator('.post-card').first();
    const title = (await first.getByRole('heading').textContent()) ?? '';
    await first.click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    const own = page.getByRole('group', { name: title });

    await own.getByRole('button', { name: copy.editPost }).click();
    const editor = page.getByRole('dialog', { name: copy.editPost });
    await editor.getByLabel(copy.titleLabel).fill(`${title}（改）`);
    await editor.getByRole('button', { name: copy.modify }).click();
    await page.getByRole('heading', { level: 1, name: `${title}（改）` }).waitFor();

    await page
      .getByRole('group', { name: `${title}（改）` })
      .getByRole('button', { name: copy.deletePost })
      .click();
    const question = page.getByRole('dialog', { name: copy.deleteConfirm });
    await question.getByRole('button', { name: copy.deletePost }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/posts');
    await page.locator('.post-card').first().waitFor();
    expect(await page.getByRole('heading', { name: `${title}（改）` }).count()).toBe(0);
    // The gone post's page was replaced: Back leads to where the member came from, not to it.
    await page.goBack();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/my/posts');
  });

  it('turns web addresses in a comment into links that open apart, and nothing else', async () => {
    const page = await member();
    await page.locator('.post-card').first().click();
    await page.getByRole('heading', { name: copy.commentsHeader }).waitFor();
    const text = `看 https://example.com/e2e?x=1。別點 javascript:alert(1) ${Date.now()}`;
    await page.getByRole('combobox', { name: copy.commentLabel }).fill(text);
    await page.getByRole('button', { name: copy.commentSubmit }).click();
    const comment = page.locator('.post-comment__content', { hasText: 'example.com/e2e' });
    await expect.poll(() => comment.textContent()).toBe(text);
    const link = comment.getByRole('link');
    expect(await link.count()).toBe(1);
    expect(await link.getAttribute('href')).toBe('https://example.com/e2e?x=1');
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer nofollow ugc');
  });

  it('shows 找不到這篇文章 for an unknown post id', async () => {
    const page = await member();
    await page.goto(`${baseUrl}/posts/no-such-post`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 10_000 })
      .toBe(copy.postNotFound);
  });
});
