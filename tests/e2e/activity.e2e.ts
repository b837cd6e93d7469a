import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedMembers } from '../../src/backend/local/seedData';
import { copy } from '../../src/copy';
import { axeViolations } from './axe';
import { baseUrl, bothSizes, launchBrowser, screenshot, screenshotView } from './browser';
import { likeAnew } from './likes';
import { memberPerTest, switchMember } from './session';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** The top bar's 通知 link: its accessible name carries the count of new items ('' for none). */
const activityLink = (page: Page) =>
  page.getByRole('navigation', { name: copy.mainNav }).getByRole('link', { name: /^通知/ });
const countOf = async (page: Page) =>
  ((await activityLink(page).getAttribute('aria-label')) ?? copy.activity).slice(
    copy.activity.length + 1,
  );

describe('activity, in the built app on the local backend', () => {
  const member = memberPerTest(() => browser);

  it.each(bothSizes)(
    "at %s: another member's comment and like counted, listed, and marked seen on every tab",
    async (name, size) => {
      // The demo member's seeded posts have comments by others and likes: all new to them.
      const page = await member(size);
      await expect.poll(() => countOf(page)).toMatch(/^\d+$/);
      const other = await page.context().newPage();
      await other.goto(`${baseUrl}/posts`);
      await expect.poll(() => countOf(other)).toBe(await countOf(page));
      await screenshotView(page, `activity-topbar-${name}`);

      await activityLink(page).click();
      await page.getByRole('heading', { level: 1, name: copy.activity }).waitFor();
      const links = page.locator('.activity-page__link');
      await expect.poll(() => links.count()).toBeGreaterThan(0);
      // All new to them: each one 未讀, and each comment quoted (issue 40).
      const unread = page.locator('.activity-page__item--unread');
      await expect.poll(() => unread.count()).toBe(await links.count());
      expect(await page.locator('.activity-page__quote').count()).toBeGreaterThan(0);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `activity-page-${name}`);
      // Opened: every tab's count drops; the items stay 未讀 while the member reads them.
      await expect.poll(() => countOf(other)).toBe('');
      await expect.poll(() => countOf(page)).toBe('');
      expect(await unread.count()).toBe(await links.count());
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        size.width,
      );

      // Each item leads to its post.
      const first = links.first();
      const href = (await first.getAttribute('href')) ?? '';
      expect(href).toMatch(/^\/posts\/[A-Za-z0-9]+$/);
      await first.click();
      await page.waitForURL(`${baseUrl}${href}`);
      await page.getByRole('heading', { level: 1 }).waitFor();

      // 阿哲 comments on that post of the demo member's and likes it.
      await switchMember(page, seedMembers.azhe.email);
      await page.goto(`${baseUrl}${href}`);
      await page.getByLabel(copy.commentLabel).fill('看完了，寫得真好');
      await page.getByRole('button', { name: copy.commentSubmit }).click();
      await page.getByText('看完了，寫得真好').waitFor();
      // Liked in the seed already: unliked, then liked anew, stored before the member signs out.
      await likeAnew(page);
      await switchMember(page, seedMembers.demo.email);
      await expect.poll(() => countOf(page)).toBe('2');
      await expect.poll(() => countOf(other)).toBe('2');
      await screenshotView(page, `activity-topbar-count-${name}`);
      await activityLink(other).click();
      await other
        .getByText(`${seedMembers.azhe.displayName} 在「`, { exact: false })
        .first()
        .waitFor();
      await expect.poll(() => countOf(page)).toBe('');
      // Only the two new ones stand out now; the comment is quoted under its notice.
      expect(await other.locator('.activity-page__item--unread').count()).toBe(2);
      await other.getByText(copy.activityQuote.replace('{text}', '看完了，寫得真好')).waitFor();
      await screenshot(other, `activity-page-unread-${name}`);
    },
    120_000,
  );
});
