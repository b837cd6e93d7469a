import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedMembers, seedPosts } from '../../src/backend/local/seedData';
import { copy } from '../../src/copy';
import { axeViolations } from './axe';
import { baseUrl, bothSizes, launchBrowser, newVisit, screenshot } from './browser';
import { signInAsDemo } from './session';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const heading = (name: string) => copy.authorPage.replace('{name}', name);
const cardLinks = (page: Page) => page.locator('.post-card__link');
const focusedHref = (page: Page) =>
  page.evaluate(`document.activeElement?.getAttribute('href') ?? null`) as Promise<string | null>;

/** The author page of `name` is on screen: its heading, its count, and cards that are all theirs. */
async function expectAuthorPage(page: Page, name: string) {
  await page.getByRole('heading', { level: 1, name: heading(name) }).waitFor();
  expect(page.url()).toMatch(/\/users\/[^/]+$/);
  // Each seeded member wrote 3 posts.
  await page.getByText(copy.postCount.replace('{n}', '3')).waitFor();
  await page.getByText(copy.feedEnd).waitFor();
  expect(await cardLinks(page).count()).toBe(3);
  // Their own posts, whose cards leave out the author line the heading already gives.
  const member = Object.entries(seedMembers).find(([, m]) => m.displayName === name)?.[0];
  const theirs = seedPosts.filter((post) => post.author === member).map((post) => post.title);
  expect(await page.locator('.post-card h2').allTextContents()).toEqual(theirs);
  expect(await page.locator('.post-card__author').count()).toBe(0);
}

describe.each(bothSizes)('author pages (%s)', (size, viewport) => {
  it('from a card, a post and a comment; Back from one of its posts restores it', async () => {
    const visit = await newVisit(browser, viewport);
    const { page } = visit;
    await signInAsDemo(page);

    // From a card: the author's link above the card's own.
    const author = page.locator('.post-card__author').first();
    const name = (await author.textContent()) ?? '';
    await author.click();
    await expectAuthorPage(page, name);
    await expect.poll(() => page.title()).toContain(heading(name));
    await screenshot(page, `author-page-${size}`);
    // With 封鎖這位會員, and the cards' two links each.
    expect(await axeViolations(page)).toEqual([]);

    // Its list opens a post, and Back comes to the same list, focus on the card that was opened.
    const last = cardLinks(page).last();
    const href = await last.getAttribute('href');
    const title = (await last.locator('xpath=..').locator('h2').textContent()) ?? '';
    await last.click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: heading(name) }).waitFor();
    await expect.poll(() => cardLinks(page).count()).toBe(3);
    await expect.poll(() => focusedHref(page)).toBe(href);

    // From the post page: its author's name.
    await page.goto(`${baseUrl}${href}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.locator('.post-view__author').click();
    await expectAuthorPage(page, name);

    // From a comment: its author's name (the seeded comments are by others than the post's author).
    await page.goto(`${baseUrl}/posts`);
    await cardLinks(page).first().click();
    const commenter = page.locator('.post-comment__author').first();
    await commenter.waitFor();
    const commenterName = (await commenter.textContent()) ?? '';
    expect(await axeViolations(page)).toEqual([]);
    await commenter.click();
    await expectAuthorPage(page, commenterName);
    await visit.context.close();
    expect(visit.foreignRequests).toEqual([]);
  });

  it('shows a visitor the page, and 找不到這個頁面 for a uid that is no member', async () => {
    const visit = await newVisit(browser, viewport);
    const { page } = visit;
    await page.goto(`${baseUrl}/posts`);
    const author = page.locator('.post-card__author').first();
    const name = (await author.textContent()) ?? '';
    await author.click();
    await expectAuthorPage(page, name);
    // Blocking is for members.
    expect(await page.getByRole('button', { name: copy.block }).count()).toBe(0);

    await page.goto(`${baseUrl}/users/nobody-at-all`);
    await page.getByRole('heading', { level: 1, name: copy.pageNotFound }).waitFor();
    await visit.context.close();
    expect(visit.foreignRequests).toEqual([]);
  });
});
