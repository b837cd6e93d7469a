import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copy } from '../../src/copy';
import { fixtureBytes } from '../fixtures/images';
import { axeViolations } from './axe';
import {
  baseUrl,
  bothSizes,
  launchBrowser,
  newVisit,
  screenshot,
  transitionsEnded,
} from './browser';
import { memberPerTest } from './session';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** From the feed through the top bar, so Back from the form stays in the page (the site asks there). */
async function typePost(page: Page) {
  await page.getByRole('link', { name: copy.menuPublish }).click();
  await page.getByRole('option', { name: '美食' }).waitFor({ state: 'attached' });
  await field(page, copy.titleLabel).fill('還沒寫完的標題');
  await field(page, copy.contentLabel).fill('第一行\n第二行');
  await field(page, copy.topicLabel).selectOption('美食');
}

async function expectTyped(page: Page) {
  expect(await field(page, copy.titleLabel).inputValue()).toBe('還沒寫完的標題');
  expect(await field(page, copy.contentLabel).inputValue()).toBe('第一行\n第二行');
  expect(await field(page, copy.topicLabel).inputValue()).toBe('美食');
}

describe.each(bothSizes)('drafts and leaving unsent text, %s', (size, viewport) => {
  const member = memberPerTest(() => browser);

  it('a post typed, with its picture, comes back after a reload with 已還原; 捨棄草稿 empties it', async () => {
    const page = await member(viewport);
    await typePost(page);
    await page.getByLabel(copy.imageLabel).setInputFiles({
      name: 'red-corner-60x40.png',
      mimeType: 'image/png',
      buffer: Buffer.from(fixtureBytes('red-corner-60x40.png')),
    });
    await page.getByAltText(copy.imagePreview).waitFor();

    // The reload asks first (the browser's own question, answered here); the draft waits either way.
    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.type());
      void dialog.accept();
    });
    await page.reload();
    expect(asked).toEqual(['beforeunload']);
    await page.getByText(copy.draftRestored).waitFor();
    await expectTyped(page);
    await page.getByText('red-corner-60x40.png').waitFor();
    await page.getByAltText(copy.imagePreview).waitFor();
    await screenshot(page, `draft-restored-${size}`);
    expect(await axeViolations(page)).toEqual([]);

    // The tab closed, another opened on the form: still there.
    const tab = await page.context().newPage();
    await page.close();
    await tab.goto(`${baseUrl}/new-post`);
    await tab.getByText(copy.draftRestored).waitFor();
    await expectTyped(tab);
    await tab.getByAltText(copy.imagePreview).waitFor();

    await tab.getByRole('button', { name: copy.draftDiscard }).click();
    expect(await field(tab, copy.titleLabel).inputValue()).toBe('');
    expect(await tab.getByAltText(copy.imagePreview).count()).toBe(0);
    // Empty now, so the reload is not asked about, and brings back nothing.
    const askedAgain: string[] = [];
    tab.on('dialog', (dialog) => {
      askedAgain.push(dialog.type());
      void dialog.accept();
    });
    await tab.reload();
    expect(askedAgain).toEqual([]);
    await tab.getByRole('option', { name: '美食' }).waitFor({ state: 'attached' });
    expect(await field(tab, copy.titleLabel).inputValue()).toBe('');
    expect(await tab.getByText(copy.draftRestored).count()).toBe(0);
  });

  it('the brand link asks 確定要離開嗎: 繼續編輯 keeps the text; 離開 goes, and Back finds the draft', async () => {
    const page = await member(viewport);
    await typePost(page);

    await page.getByRole('link', { name: copy.brand }).click();
    const question = page.getByRole('dialog', { name: copy.leaveConfirm });
    await question.waitFor();
    await screenshot(page, `leave-confirm-${size}`);
    // Transitions must end first: axe reads the colours as drawn.
    await transitionsEnded(page);
    expect(await axeViolations(page)).toEqual([]);
    await question.getByRole('button', { name: copy.leaveStay }).click();
    await question.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/new-post');
    await expectTyped(page);

    await page.getByRole('link', { name: copy.brand }).click();
    await question.getByRole('button', { name: copy.leaveGo }).click();
    await page.waitForURL(`${baseUrl}/posts`);
    await page.goBack();
    await page.getByText(copy.draftRestored).waitFor();
    await expectTyped(page);

    // Back from the form asks too; publishing moves on to the new post unasked, and forgets the draft.
    await page.goBack();
    await question.waitFor();
    await question.getByRole('button', { name: copy.leaveStay }).click();
    await page.getByRole('button', { name: copy.publishSubmit }).click();
    await page.waitForURL(/\/posts\/[A-Za-z0-9]{20}$/);
    await page.getByRole('heading', { level: 1, name: '還沒寫完的標題' }).waitFor();
    await page.goto(`${baseUrl}/new-post`);
    await page.getByRole('option', { name: '美食' }).waitFor({ state: 'attached' });
    expect(await field(page, copy.titleLabel).inputValue()).toBe('');
  });

  it("the form opened by its address: Back asks the site's question too, and 離開 leaves unasked by the browser (issue 49)", async () => {
    const page = await member(viewport);
    const browserAsked: string[] = [];
    page.on('dialog', (dialog) => {
      browserAsked.push(dialog.type());
      void dialog.dismiss();
    });
    // Opened by its address: the entry behind it is another document's.
    await page.goto(`${baseUrl}/new-post`);
    await page.getByRole('option', { name: '美食' }).waitFor({ state: 'attached' });
    await field(page, copy.titleLabel).fill('還沒寫完的標題');

    const question = page.getByRole('dialog', { name: copy.leaveConfirm });
    await page.goBack();
    await question.waitFor();
    await screenshot(page, `leave-confirm-back-${size}`);
    await question.getByRole('button', { name: copy.leaveStay }).click();
    await question.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/new-post');
    expect(await field(page, copy.titleLabel).inputValue()).toBe('還沒寫完的標題');

    await page.goBack();
    await question.getByRole('button', { name: copy.leaveGo }).click();
    await page.waitForURL(`${baseUrl}/posts`);
    await page.locator('.post-card').first().waitFor();
    expect(browserAsked).toEqual([]);
  });

  it('a comment being typed is still there after leaving the post and coming back', async () => {
    const page = await member(viewport);
    await page.locator('.post-card').first().click();
    await page.waitForURL(/\/posts\/[^/]+$/);
    const post = page.url();
    const box = page.getByRole('combobox', { name: copy.commentLabel });
    await box.fill('寫到一半的留言');
    await page.getByRole('link', { name: copy.brand }).click();
    await page.waitForURL(`${baseUrl}/posts`);
    await page.goto(post);
    await expect.poll(() => box.inputValue()).toBe('寫到一半的留言');
  });
});

describe.each(bothSizes)("members' pages opened while signed out, %s", (size, viewport) => {
  it.each(['/new-post', '/my/settings'])(
    '%s: /posts says 請先登入, and signing in there leads back',
    async (route) => {
      const { context, page } = await newVisit(browser, viewport);
      try {
        await page.goto(`${baseUrl}${route}`);
        await page.waitForURL(`${baseUrl}/posts`);
        const notice = page.locator('.notice', { hasText: copy.signInNeeded });
        await notice.waitFor();
        await page.locator('.post-card').first().waitFor();
        if (route === '/new-post') {
          await screenshot(page, `sign-in-needed-${size}`);
          expect(await axeViolations(page)).toEqual([]);
        }
        await notice.getByRole('link', { name: copy.tabSignIn }).click();
        await page.waitForURL(`${baseUrl}/Signin`);
        await expect.poll(() => page.getByLabel(copy.emailLabel).inputValue()).toBe(copy.demoEmail);
        await page.getByRole('button', { name: copy.tabSignIn, exact: true }).click();
        await page.waitForURL(`${baseUrl}${route}`);
      } finally {
        await context.close();
      }
    },
  );
});
