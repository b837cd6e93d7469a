import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copy } from '../../src/copy';
import { axeViolations } from './axe';
import {
  baseUrl,
  desktop,
  launchBrowser,
  newVisit,
  phone,
  screenshotView,
  transitionsEnded,
  type Viewport,
  type Visit,
} from './browser';
import { searchBox } from './search';
import { signInAsDemo } from './session';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const sizes = [
  ['desktop', desktop],
  ['phone', phone],
] as const;

describe.each(sizes)(
  'every page and modal passes axe-core (WCAG 2.1 A/AA), %s',
  (size, viewport) => {
    let visit: Visit;
    let page: Page;

    beforeAll(async () => {
      visit = await newVisit(browser, viewport as Viewport);
      page = visit.page;
    });

    afterAll(async () => {
      await visit.context.close();
    });

    /** Runs axe on the page as it is, keeps a screenshot of it, and reports every violation. */
    async function check(name: string) {
      // Transitions (the modal's, the buttons') must end first: axe reads the colours as drawn.
      await transitionsEnded(page);
      await screenshotView(page, `${size}-${name}`);
      const violations = await axeViolations(page);
      console.log(`axe ${size} ${name}: ${violations.length} violation(s)`);
      expect.soft(violations, name).toEqual([]);
    }

    const dialog = (title: string) => page.getByRole('dialog', { name: title });

    it('visitor: the feed, a topic, the search results', async () => {
      await page.goto(`${baseUrl}/posts`);
      await page.locator('.post-card').first().waitFor();
      await page.getByRole('link', { name: copy.menuSignIn }).waitFor();
      await check('feed-visitor');

      await page.goto(`${baseUrl}/posts?topic=${encodeURIComponent('美食')}`);
      await page.locator('.post-card').first().waitFor();
      await check('feed-topic');

      const search = await searchBox(page);
      await search.fill('咖啡');
      await page.getByRole('option').first().waitFor();
      await search.press('ArrowDown');
      await page.locator('[role="option"][aria-selected="true"]').waitFor();
      await check('search-dropdown');

      // With no result chosen, Enter opens the results page.
      await search.press('Escape');
      await search.press('Enter');
      await page.locator('.post-card').first().waitFor();
      await check('search-results');
    });

    it('visitor: sign-in and register, with an error', async () => {
      await page.goto(`${baseUrl}/Signin`);
      await page.getByText(copy.signInNotice).waitFor();
      await check('signin');

      await page.getByLabel(copy.passwordLabel).fill('wrong-password');
      await page.getByRole('button', { name: copy.tabSignIn, exact: true }).click();
      await page.getByRole('alert').waitFor();
      await check('signin-error');

      await page.getByRole('tab', { name: copy.tabRegister }).click();
      await page.getByRole('button', { name: copy.tabRegister, exact: true }).waitFor();
      await check('register');
    });

    it('member: the feed, a post, an unknown post', async () => {
      await signInAsDemo(page);
      await page.locator('.post-card').first().waitFor();
      await check('feed-member');

      await page.locator('.post-card').first().click();
      await page.locator('.post-comment').first().waitFor();
      await check('post-detail');

      // Pressed, the toggles and the like count turn blue.
      for (const name of [copy.likeLabel, copy.bookmarkLabel]) {
        const toggle = page.getByRole('button', { name, exact: true });
        if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
        await page.locator('[aria-pressed="true"]', { hasText: name }).waitFor();
      }
      await check('post-detail-pressed');

      await page.goto(`${baseUrl}/posts/no-such-post`);
      await page.getByRole('heading', { name: copy.postNotFound }).waitFor();
      await check('post-not-found');
    });

    it('member: publishing, empty and with its messages', async () => {
      await page.goto(`${baseUrl}/new-post`);
      await page.getByRole('option', { name: '美食' }).waitFor({ state: 'attached' });
      await check('publish');

      await page.getByRole('button', { name: copy.publishSubmit }).click();
      await page.getByText(copy.errNeedTitle).waitFor();
      await check('publish-errors');
    });

    it('member: my posts and their edit and delete modals', async () => {
      await page.goto(`${baseUrl}/my/posts`);
      await page.locator('.post-card').first().waitFor();
      await check('my-posts');

      const actions = page.locator('.own-post__actions').first();
      await actions.getByRole('button', { name: copy.editPost }).click();
      await dialog(copy.editPost).waitFor();
      await check('edit-post-modal');
      await dialog(copy.editPost).getByRole('button', { name: copy.cancel }).click();
      await dialog(copy.editPost).waitFor({ state: 'detached' });

      await actions.getByRole('button', { name: copy.deletePost }).click();
      await dialog(copy.deleteConfirm).waitFor();
      await check('delete-post-modal');
      await dialog(copy.deleteConfirm).getByRole('button', { name: copy.cancel }).click();
      await dialog(copy.deleteConfirm).waitFor({ state: 'detached' });
    });

    it('member: my collections', async () => {
      await page.goto(`${baseUrl}/my/collections`);
      await page.getByText(copy.feedEnd).or(page.getByText(copy.myCollectionsEmpty)).waitFor();
      await check('my-collections');
    });

    it('member: settings and its three modals', async () => {
      await page.goto(`${baseUrl}/my/settings`);
      await page.getByText(copy.passwordMask).waitFor();
      await check('my-settings');

      for (const [row, title] of [
        [copy.nameRow, copy.nameModal],
        [copy.avatarRow, copy.avatarModal],
        [copy.passwordRow, copy.passwordModal],
      ] as const) {
        await page
          .getByRole('group', { name: row })
          .getByRole('button', { name: copy.modify })
          .click();
        await dialog(title).waitFor();
        await check(`${title}-modal`);
        await dialog(title).getByRole('button', { name: copy.cancel }).click();
        await dialog(title).waitFor({ state: 'detached' });
      }
    });
  },
);
