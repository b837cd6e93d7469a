import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copy } from '../../src/copy';
import { launchBrowser } from '../e2e/browser';
import { mkdirSync } from 'node:fs';
import { screenshotDir } from '../e2e/browser';
import {
  startFirebaseSite,
  storedOnServer,
  uidOf,
  whyNoFirebaseSite,
  writeOnServer,
} from './firebaseSite';
import { registerNewMember } from './newMember';

/*
 * Issue 50 on the production (Firebase) build against the emulators: writes queued offline on one
 * post are all taken once the connection returns (the post's budget, not a spacing, firestore.rules);
 * and presses in two tabs of one member are never undone by an older answer (useFoldedToggle).
 * TWO_TAB_RUNS sets how many times the two-tab case runs (20 by default).
 */
const why = whyNoFirebaseSite;
if (why) console.log(`SKIPPED the budget and two-tab e2e on the Firebase build: ${why}`);
const runs = Number(process.env.TWO_TAB_RUNS ?? 20);
const posts = 24;

let browser: Browser;
let origin: string;
let close: () => Promise<void>;

beforeAll(async () => {
  if (why) return;
  ({ origin, close } = await startFirebaseSite(posts));
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await close?.();
});

const likeButton = (page: Page) => page.getByRole('button', { name: copy.likeLabel });

async function openPost(page: Page, postId: string) {
  await page.goto(`${origin}/posts/${postId}`);
  await expect.poll(() => likeButton(page).isEnabled(), { timeout: 20_000 }).toBe(true);
}

/** How many like records the server holds for `postId`. */
const likesOf = async (postId: string) =>
  ((await storedOnServer(`posts/${postId}/likes`)).documents ?? []).length;

/** The ids of the seeded posts, as the server holds them. */
async function postIds(): Promise<string[]> {
  const listed = await storedOnServer('posts');
  return (listed.documents ?? []).map((each) => each.name.split('/').pop() ?? '');
}

async function memberContext(): Promise<{ context: BrowserContext; page: Page; email: string }> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const email = await registerNewMember(page, origin, '預算', 'budget');
  return { context, page, email };
}

describe.skipIf(why)('the Firebase build: a budget a queue cannot fail', () => {
  it('two comments and a like written offline on one post are each stored once when the connection returns', async () => {
    const { context, page } = await memberContext();
    const [postId = ''] = await postIds();
    await openPost(page, postId);
    const box = page.getByRole('combobox', { name: copy.commentLabel });
    await box.waitFor();
    const before = await storedOnServer(`posts/${postId}`);
    const likedBefore = await likesOf(postId);

    await context.setOffline(true);
    const words = [`離線第一則 ${Date.now()}`, `離線第二則 ${Date.now()}`];
    for (const comment of words) {
      await box.fill(comment);
      await page.getByRole('button', { name: copy.commentSubmit }).click();
      // Queued, not refused: the box clears and the comment shows, marked 等待連線後送出.
      await expect.poll(() => box.inputValue(), { timeout: 20_000 }).toBe('');
      const shown = page.locator('.post-comment', { hasText: comment });
      await shown.getByText(copy.pendingSend).waitFor({ timeout: 20_000 });
    }
    await likeButton(page).click();
    await expect.poll(() => likeButton(page).getAttribute('aria-pressed')).toBe('true');
    await page.locator('.post-actions').getByText(copy.pendingSend).waitFor();
    expect(await page.getByText(copy.errTooFast).count()).toBe(0);

    await context.setOffline(false);
    await expect.poll(() => page.getByText(copy.pendingSend).count(), { timeout: 60_000 }).toBe(0);
    expect(await page.getByText(copy.errTooFast).count()).toBe(0);
    // The marks clear only once the server holds the writes (issue 50, item 4): read at once, not
    // polled. A second client (the emulator's owner, past the rules) finds each once.
    const comments = (await storedOnServer(`posts/${postId}/comments`)).documents ?? [];
    for (const comment of words) {
      expect(comments.filter((c) => c.fields.content?.stringValue === comment)).toHaveLength(1);
    }
    const after = await storedOnServer(`posts/${postId}`);
    const count = (post: typeof after, field: string) => Number(post.fields?.[field]?.integerValue);
    expect(count(after, 'commentsCount')).toBe(count(before, 'commentsCount') + 2);
    expect(count(after, 'likeCount')).toBe(count(before, 'likeCount') + 1);
    expect(await likesOf(postId)).toBe(likedBefore + 1);
    await context.close();
  }, 180_000);

  it('a comment kept offline and refused once sent comes back to its box, with why', async () => {
    const { context, page, email } = await memberContext();
    const [, postId = ''] = await postIds();
    await openPost(page, postId);
    const box = page.getByRole('combobox', { name: copy.commentLabel });
    await box.waitFor();

    await context.setOffline(true);
    const words = `離線被拒 ${Date.now()}`;
    await box.fill(words);
    await page.getByRole('button', { name: copy.commentSubmit }).click();
    await expect.poll(() => box.inputValue(), { timeout: 20_000 }).toBe('');
    await page.locator('.post-comment', { hasText: words }).getByText(copy.pendingSend).waitFor();
    // Meanwhile the member's other device spends the post's whole comment budget, which this
    // browser's cache cannot know: its queued comment opens a window the server refuses.
    const uid = await uidOf(email);
    await writeOnServer(`throttles/${uid}/posts/${postId}`, {
      commentAt: { timestampValue: new Date().toISOString() },
      commentCount: { integerValue: '5' },
    });

    await context.setOffline(false);
    // Refused: the text is back in the box it was written in, with why, and nothing was stored.
    await expect.poll(() => box.inputValue(), { timeout: 60_000 }).toBe(words);
    await page.getByText(copy.errTooFast).waitFor();
    await expect.poll(() => page.getByText(copy.pendingSend).count()).toBe(0);
    const comments = (await storedOnServer(`posts/${postId}/comments`)).documents ?? [];
    expect(comments.filter((c) => c.fields.content?.stringValue === words)).toHaveLength(0);
    mkdirSync(screenshotDir, { recursive: true });
    await page.screenshot({ path: `${screenshotDir}/offline-refused-comment-back.png` });
    await context.close();
  }, 180_000);

  it(`five presses across two tabs of one member flip the like, ${runs} runs`, async () => {
    const { context, page: first } = await memberContext();
    const second = await context.newPage();
    const ids = await postIds();
    const outcomes: string[] = [];
    for (let run = 0; run < runs; run++) {
      // A post per run: the runs are not one member's flood of one post.
      const postId = ids[run % ids.length] ?? '';
      await openPost(first, postId);
      await openPost(second, postId);
      const before = (await likeButton(first).getAttribute('aria-pressed')) === 'true';
      const others = (await likesOf(postId)) - Number(before);
      // Tab 1 presses three times (quickly in even runs; 500 ms apart in odd ones, so that its
      // writes are still coming while tab 2 presses); tab 2 shows the like, then presses twice.
      const gap = run % 2 ? 500 : 0;
      const tabOne = async () => {
        for (let i = 0; i < 3; i++) {
          await likeButton(first).click();
          await first.waitForTimeout(gap);
        }
      };
      const tabTwo = async () => {
        await expect
          .poll(() => likeButton(second).getAttribute('aria-pressed'), { timeout: 20_000 })
          .toBe(String(!before));
        for (let i = 0; i < 2; i++) await likeButton(second).click();
      };
      await Promise.all([tabOne(), tabTwo()]);
      const settled = async () => {
        const shown = await Promise.all(
          [first, second].map((page) => likeButton(page).getAttribute('aria-pressed')),
        );
        const pending = await first.getByText(copy.pendingSend).count();
        const liked = (await likesOf(postId)) - others;
        return `${shown.join(',')} pending ${pending} stored ${liked}`;
      };
      // Five presses: the like flips, in both tabs and on the server.
      const flipped = `${!before},${!before} pending 0 stored ${Number(!before)}`;
      await expect.poll(settled, { timeout: 20_000 }).toBe(flipped);
      outcomes.push(await settled());
      expect(await first.getByText(copy.errTooFast).count()).toBe(0);
      expect(await second.getByText(copy.errTooFast).count()).toBe(0);
    }
    expect(outcomes).toHaveLength(runs);
    await context.close();
  }, 600_000);
});
