import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedMembers } from '../../src/backend/local/seedData';
import { copy } from '../../src/copy';
import { axeViolations } from './axe';
import { baseUrl, bothSizes, launchBrowser, screenshot } from './browser';
import { memberPerTest, switchMember } from './session';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const cardTitles = (page: Page) => page.locator('.post-card h2').allTextContents();

describe('follows, in the built app on the local backend', () => {
  const member = memberPerTest(() => browser);

  it.each(bothSizes)(
    'at %s: A follows B, B publishes, A’s 追蹤中 lists it and 通知 tells of it',
    async (name, size) => {
      const page = await member(size);
      const azhe = seedMembers.azhe.displayName;

      // A (the demo member) follows 阿哲 from 阿哲's page.
      await page.getByRole('link', { name: azhe, exact: true }).first().click();
      await page
        .getByRole('heading', { level: 1, name: copy.authorPage.replace('{name}', azhe) })
        .waitFor();
      const follow = page.getByRole('button', { name: copy.follow, exact: true });
      await expect.poll(() => follow.getAttribute('aria-pressed')).toBe('false');
      await follow.click();
      const following = page.getByRole('button', { name: copy.following, exact: true });
      await expect.poll(() => following.getAttribute('aria-pressed')).toBe('true');
      expect(await following.getAttribute('title')).toBe(copy.unfollow);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `follow-author-${name}`);

      // 追蹤中: 阿哲's posts only.
      await page.goto(`${baseUrl}/posts`);
      await page.getByRole('link', { name: copy.sortFollowing }).click();
      await page.waitForURL(`${baseUrl}/posts?sort=following`);
      await expect.poll(async () => (await cardTitles(page)).length).toBeGreaterThan(0);
      const authors = await page.locator('.post-card__author').allTextContents();
      expect(new Set(authors.map((each) => each.trim()))).toEqual(new Set([azhe]));
      expect(await axeViolations(page)).toEqual([]);

      // B (阿哲) publishes.
      const title = `追蹤測試 ${name}`;
      await switchMember(page, seedMembers.azhe.email);
      await page.goto(`${baseUrl}/new-post`);
      await page.getByLabel(copy.titleLabel).fill(title);
      await page.getByLabel(copy.contentLabel).fill('追蹤的人看得到');
      await page.getByLabel(copy.topicLabel).selectOption({ index: 1 });
      await page.getByRole('button', { name: copy.publishSubmit }).click();
      await page.getByRole('heading', { level: 1, name: title }).waitFor();

      // A's 追蹤中 lists it first, and 通知 says so.
      await switchMember(page, seedMembers.demo.email);
      await page.goto(`${baseUrl}/posts?sort=following`);
      await expect.poll(async () => (await cardTitles(page))[0]).toBe(title);
      await screenshot(page, `following-feed-${name}`);
      await page.goto(`${baseUrl}/my/activity`);
      const told = copy.activityNewPost.replace('{name}', azhe).replace('{title}', title);
      await page.getByText(told).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `follow-activity-${name}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        size.width,
      );
    },
    120_000,
  );

  it.each(bothSizes)(
    'at %s: a post and a topic are followed from their pages',
    async (name, size) => {
      const page = await member(size);
      // A member follows the posts they publish: publishing lands on the post, 已追蹤.
      const title = `我的新文章 ${name}`;
      await page.goto(`${baseUrl}/new-post`);
      await page.getByLabel(copy.titleLabel).fill(title);
      await page.getByLabel(copy.contentLabel).fill('發表了就追蹤');
      await page.getByLabel(copy.topicLabel).selectOption('美食');
      await page.getByRole('button', { name: copy.publishSubmit }).click();
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      const following = page.getByRole('button', { name: copy.following, exact: true });
      await expect.poll(() => following.getAttribute('aria-pressed')).toBe('true');
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `follow-post-${name}`);

      // A topic from its feed; 追蹤中 then holds its posts.
      await page.goto(`${baseUrl}/posts?topic=${encodeURIComponent('電影')}`);
      const follow = page.getByRole('button', { name: copy.follow, exact: true });
      await expect.poll(() => follow.getAttribute('aria-pressed')).toBe('false');
      await follow.click();
      await expect
        .poll(() =>
          page
            .getByRole('button', { name: copy.following, exact: true })
            .getAttribute('aria-pressed'),
        )
        .toBe('true');
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `follow-topic-${name}`);
      await page.goto(`${baseUrl}/posts?sort=following`);
      // The new post (美食, its author's own) is not there: 追蹤中 is followed authors' and topics'.
      await expect.poll(async () => (await cardTitles(page)).length).toBeGreaterThan(0);
      expect(await cardTitles(page)).not.toContain(title);
    },
    120_000,
  );
});
