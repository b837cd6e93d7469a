import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { seedMembers } from '../../src/backend/local/seedData';
import { copy } from '../../src/copy';
import { axeViolations } from './axe';
import {
  baseUrl,
  bothSizes,
  launchBrowser,
  newVisit,
  screenshot,
  twoFramesLater,
  type Visit,
} from './browser';
import { signInAsDemo } from './session';

const path = (visit: Visit) => new URL(visit.page.url()).pathname;

describe('sign-in, session and guards in Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser.close();
  });

  it.each(bothSizes)(
    'at %s: 註冊 shows every field’s error at once, then the server’s beside its field; 登入 says 信箱或密碼錯誤',
    async (name, size) => {
      const visit = await newVisit(browser, size);
      const { page } = visit;
      await page.goto(`${baseUrl}/Signin`);
      // An unknown address: the same one message as a wrong password (issue 40).
      await page.getByLabel(copy.emailLabel).fill('nobody@example.com');
      await page.getByRole('button', { name: copy.tabSignIn, exact: true }).click();
      await expect.poll(() => page.getByRole('alert').textContent()).toBe(copy.errBadCredential);
      await screenshot(page, `signin-bad-credential-${name}`);

      await page.getByRole('tab', { name: copy.tabRegister }).click();
      await page.getByLabel(copy.emailLabel).fill('member@');
      await page.getByLabel(copy.passwordLabel).fill('123');
      await page.getByRole('button', { name: copy.tabRegister, exact: true }).click();
      const shown = page.getByRole('alert');
      await expect
        .poll(() => shown.allTextContents())
        .toEqual([copy.errNeedName, copy.errEmailFormat, copy.errWeakPassword]);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `register-all-errors-${name}`);

      // The seeded demo member's name and address: the server's answers, each beside its field.
      await page.getByLabel(copy.nameRow).fill(seedMembers.demo.displayName);
      await page.getByLabel(copy.emailLabel).fill(copy.demoEmail);
      await page.getByLabel(copy.passwordLabel).fill('secret1');
      await page.getByRole('button', { name: copy.tabRegister, exact: true }).click();
      await expect
        .poll(() => page.getByLabel(copy.nameRow).getAttribute('aria-invalid'))
        .toBe('true');
      expect(await shown.allTextContents()).toEqual([copy.errNameTaken]);
      await page.getByLabel(copy.nameRow).fill('新來的會員');
      await page.getByRole('button', { name: copy.tabRegister, exact: true }).click();
      await expect
        .poll(() => page.getByLabel(copy.emailLabel).getAttribute('aria-invalid'))
        .toBe('true');
      expect(await shown.allTextContents()).toEqual([copy.errEmailInUse]);
      await screenshot(page, `register-email-in-use-${name}`);
      await visit.context.close();
    },
  );

  it('sends visitors away from member pages', async () => {
    const visit = await newVisit(browser);
    const { page } = visit;
    await page.goto(`${baseUrl}/`);
    await expect.poll(() => path(visit)).toBe('/posts');
    await page.getByRole('link', { name: copy.menuSignIn }).waitFor();
    await screenshot(page, 'posts-visitor');

    for (const [from, to] of [
      ['/posts/some-post-id', '/Signin'],
      ['/my/posts', '/posts'],
      ['/my/settings', '/posts'],
      ['/new-post', '/posts'],
    ] as const) {
      await page.goto(`${baseUrl}${from}`);
      await expect.poll(() => path(visit), { message: `${from} -> ${to}` }).toBe(to);
    }
    // An address no route knows says so, in the tab's title too, and offers the way back.
    await page.goto(`${baseUrl}/no/such/page`);
    await page.getByRole('heading', { level: 1, name: copy.pageNotFound }).waitFor();
    expect(path(visit)).toBe('/no/such/page');
    await expect.poll(() => page.title()).toBe(copy.pageTitle.replace('{page}', copy.pageNotFound));
    await screenshot(page, 'page-not-found');
    await page.getByRole('link', { name: copy.backToFeed }).click();
    await expect.poll(() => path(visit)).toBe('/posts');
    // The title is set by the page's effect, a moment after the address changes.
    await expect.poll(() => page.title()).toBe(copy.brand);
    await page.goto(`${baseUrl}/Signin`);
    await page.getByText(copy.signInNotice).waitFor();
    await screenshot(page, 'signin');
    expect(visit.foreignRequests).toEqual([]);
    await visit.context.close();
  });

  it('signs in with the demo account, stays signed in after reload, signs out', async () => {
    const visit = await newVisit(browser);
    const { page } = visit;
    await signInAsDemo(page);
    expect(path(visit)).toBe('/posts');
    await page.getByRole('link', { name: copy.menuPublish }).waitFor();
    await page.getByRole('link', { name: copy.menuMember }).waitFor();
    await screenshot(page, 'posts-member');

    await page.reload();
    await page.getByRole('button', { name: copy.menuSignOut }).waitFor();

    // A member is sent away from /Signin, and may open member pages.
    await page.goto(`${baseUrl}/Signin`);
    await expect.poll(() => path(visit)).toBe('/posts');
    await page.goto(`${baseUrl}/my/settings`);
    await page.getByRole('heading', { name: copy.mySettings }).first().waitFor();

    await page.getByRole('button', { name: copy.menuSignOut }).click();
    await expect.poll(() => path(visit)).toBe('/posts');
    await page.getByRole('link', { name: copy.menuSignIn }).waitFor();
    await page.reload();
    await page.getByRole('link', { name: copy.menuSignIn }).waitFor();
    expect(visit.foreignRequests).toEqual([]);
    await visit.context.close();
  });

  it('signs out from every guarded page onto /posts, never through /Signin', async () => {
    const visit = await newVisit(browser);
    const { page } = visit;
    // Every address the site moves to, in this document: a guard's detour shows up here.
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.defineProperty(window, '__paths', { value: seen });
      for (const method of ['pushState', 'replaceState'] as const) {
        const original = history[method].bind(history);
        history[method] = (state: unknown, unused: string, url?: string | URL | null) => {
          if (url) seen.push(new URL(url, location.href).pathname);
          original(state, unused, url);
        };
      }
    });
    await signInAsDemo(page);
    await page.locator('a[href^="/posts/"]').first().waitFor();
    const postPath = await page.locator('a[href^="/posts/"]').first().getAttribute('href');
    for (const guarded of [postPath, '/my/posts', '/my/collections', '/my/settings', '/new-post']) {
      await page.goto(`${baseUrl}${guarded}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.getByRole('button', { name: copy.menuSignOut }).click();
      await page.getByRole('link', { name: copy.menuSignIn }).waitFor();
      // A guard's detour would be made by an effect of the render that shows 登入: run by now.
      await twoFramesLater(page);
      expect(path(visit), `signing out on ${guarded}`).toBe('/posts');
      // The publish form opened by its address doubles its own entry, so that Back out of it asks
      // (leaveGuard.ts, issue 49): a move to the page itself is no detour.
      const moves = (await page.evaluate('window.__paths')) as string[];
      expect(
        moves.filter((move) => move !== guarded),
        `signing out on ${guarded}`,
      ).toEqual(['/posts']);
      await signInAsDemo(page);
    }
    expect(visit.foreignRequests).toEqual([]);
    await visit.context.close();
  });

  it('returns to the page that sent the visitor to sign in', async () => {
    const visit = await newVisit(browser);
    const { page } = visit;
    await page.goto(`${baseUrl}/posts/some-post-id`);
    await expect.poll(() => path(visit)).toBe('/Signin');
    await page.getByRole('button', { name: copy.tabSignIn, exact: true }).click();
    await expect.poll(() => path(visit)).toBe('/posts/some-post-id');
    await visit.context.close();
  });

  it('shows the sign-in errors of the auth service', async () => {
    const visit = await newVisit(browser);
    const { page } = visit;
    await page.goto(`${baseUrl}/Signin`);
    await page.getByLabel(copy.passwordLabel).fill('wrong-password');
    await page.getByRole('button', { name: copy.tabSignIn, exact: true }).click();
    // The built site answers as a new Firebase project does: one message, whichever was wrong.
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(copy.errBadCredential);
    await page.getByLabel(copy.emailLabel).fill('nobody@example.com');
    await page.getByRole('button', { name: copy.tabSignIn, exact: true }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(copy.errBadCredential);
    await page.getByRole('tab', { name: copy.tabRegister }).click();
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await page.getByText(copy.signInNotice).count()).toBe(0);
    // The register tab starts empty, and asks for each field by name.
    expect(await page.getByLabel(copy.emailLabel).inputValue()).toBe('');
    await page.getByRole('button', { name: copy.tabRegister, exact: true }).click();
    await expect
      .poll(() => page.getByRole('alert').allTextContents())
      .toEqual([copy.errNeedName, copy.errNeedEmail, copy.errNeedPassword]);
    await page.getByLabel(copy.nameRow).fill('新來的');
    await page.getByLabel(copy.emailLabel).fill(copy.demoEmail);
    await page.getByLabel(copy.passwordLabel).fill(copy.demoPassword);
    await page.getByRole('button', { name: copy.tabRegister, exact: true }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(copy.errEmailInUse);
    await visit.context.close();
  });

  it('registers a new member under their name', async () => {
    const visit = await newVisit(browser);
    const { page } = visit;
    await page.goto(`${baseUrl}/Signin`);
    await page.getByRole('tab', { name: copy.tabRegister }).click();
    await page.getByLabel(copy.nameRow).fill('新來的阿明');
    await page.getByLabel(copy.emailLabel).fill(`new-${Date.now()}@example.com`);
    await page.getByLabel(copy.passwordLabel).fill('secret1');
    await page.getByRole('button', { name: copy.tabRegister, exact: true }).click();
    await expect.poll(() => path(visit)).toBe('/posts');
    await page.goto(`${baseUrl}/my/settings`);
    const nameRow = page.getByRole('group', { name: copy.nameRow });
    await expect.poll(() => nameRow.textContent()).toContain('新來的阿明');
    expect(visit.foreignRequests).toEqual([]);
    await visit.context.close();
  });

  it('tells a visitor who opens a post why they must sign in, then opens the post', async () => {
    const visit = await newVisit(browser);
    const { page } = visit;
    await page.goto(`${baseUrl}/posts`);
    const card = page.locator('.post-card').first();
    const title = (await card.locator('h2').textContent()) ?? '';
    const href = await card.locator('.post-card__link').getAttribute('href');
    await card.getByRole('link', { name: title, exact: true }).click();
    await expect.poll(() => path(visit)).toBe('/Signin');
    const notice = page.getByText(copy.signInToRead);
    await expect.poll(() => notice.textContent()).toBe(`${copy.signInToRead}「${title}」`);
    expect(await page.getByText(copy.signInNotice).count()).toBe(0);
    await screenshot(page, 'signin-to-read');
    await page.getByRole('button', { name: copy.tabSignIn, exact: true }).click();
    await expect.poll(() => path(visit)).toBe(href);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await visit.context.close();
  });
});
