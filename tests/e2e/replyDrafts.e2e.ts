import { describe, expect, it } from 'vitest';
import { seedMembers, seedPosts } from '../../src/backend/local/seedData';
import { copy } from '../../src/copy';
import { axeViolations } from './axe';
import { bothSizes, browserPerFile, screenshotView } from './browser';
import { chooseFromMenu } from './moreMenu';
import { memberPerTest } from './session';
import { openFromList } from './openPost';

const browser = browserPerFile();

const [newest] = seedPosts;
const yun = seedMembers.yun.displayName;

describe('a reply being written, in the built app on the local backend (issue 49)', () => {
  const member = memberPerTest(browser);

  it.each(bothSizes)(
    'at %s: survives Escape and a reload, with 已還原, is gone once sent, and stays when its comment’s author is blocked',
    async (name, size) => {
      if (!newest) throw new Error('the seed has no post');
      const page = await member(size);
      await openFromList(page, newest.title);

      const comment = page.locator('.comment-list > .post-comment', { hasText: yun }).first();
      const reply = comment.getByRole('button', { name: copy.reply }).first();
      const box = page.getByRole('combobox', {
        name: copy.replyPlaceholder.replace('{name}', yun),
      });
      await reply.click();
      await box.fill('這段回覆還沒寫完');
      await page.keyboard.press('Escape');
      await box.waitFor({ state: 'detached' });

      await reply.click();
      expect(await box.inputValue()).toBe('這段回覆還沒寫完');
      await page.reload();
      await page.getByRole('heading', { level: 1, name: newest.title }).waitFor();
      await reply.click();
      expect(await box.inputValue()).toBe('這段回覆還沒寫完');
      await page.getByText(copy.draftRestored).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await screenshotView(page, `reply-draft-restored-${name}`);

      await page.getByRole('button', { name: copy.replySubmit }).click();
      await comment.locator('.reply-list .post-comment', { hasText: '這段回覆還沒寫完' }).waitFor();
      await box.waitFor({ state: 'detached' });
      await reply.click();
      expect(await box.inputValue()).toBe('');
      expect(await page.getByText(copy.draftRestored).count()).toBe(0);
      await page.keyboard.press('Escape');

      // Blocking 小芸 leaves the reply where it was, under her comment's place (point 6).
      await chooseFromMenu(page.getByRole('group', { name: yun }).first(), copy.block);
      await page
        .getByRole('dialog', { name: copy.blockConfirm.replace('{name}', yun) })
        .getByRole('button', { name: copy.blockSubmit })
        .click();
      await page.getByText(copy.blockedComments.replace('{n}', '1')).waitFor();
      const standIn = page.locator('.comment-list > .post-comment', {
        hasText: copy.blockedCommentStandIn,
      });
      await standIn.locator('.reply-list .post-comment', { hasText: '這段回覆還沒寫完' }).waitFor();
      expect(await page.getByRole('group', { name: yun }).count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      await standIn.scrollIntoViewIfNeeded();
      await screenshotView(page, `reply-kept-after-block-${name}`);
    },
  );
});
