import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copy } from '../../src/copy';
import { drawPhoto, fetchBytes } from '../fixtures/browserImages';
import { storedSize } from '../fixtures/images';
import { baseUrl, launchBrowser, screenshot } from './browser';
import { memberPerTest } from './session';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const cardTitles = (page: Page) => page.locator('.post-card h2').allTextContents();
const row = (page: Page, label: string) => page.getByRole('group', { name: label });

async function openModal(page: Page, rowLabel: string, title: string): Promise<Locator> {
  await row(page, rowLabel).getByRole('button', { name: copy.modify }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  return dialog;
}

async function pressed(button: Locator): Promise<boolean> {
  return (await button.getAttribute('aria-pressed')) === 'true';
}

describe('the member area, in the built app on the local backend', () => {
  const member = memberPerTest(() => browser);

  it('bookmarks the newest post and finds it first in /my/collections; un-bookmarks it', async () => {
    const page = await member();
    await page.goto(`${baseUrl}/posts`);
    const first = page.locator('.post-card').first();
    const title = (await first.locator('h2').textContent()) ?? '';
    await first.click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    const bookmark = page.getByRole('button', { name: copy.bookmarkLabel, exact: true });
    if (!(await pressed(bookmark))) await bookmark.click();
    await expect.poll(() => pressed(bookmark)).toBe(true);

    await page.getByRole('link', { name: copy.menuMember }).click();
    await page.getByRole('link', { name: copy.myCollections }).click();
    await expect.poll(async () => (await cardTitles(page))[0]).toBe(title);
    await screenshot(page, 'my-collections');

    await page.locator('.post-card').first().click();
    await bookmark.click();
    await expect.poll(() => pressed(bookmark)).toBe(false);
    // In-app navigation, as a member would: a full reload could cut the write short.
    await page.getByRole('link', { name: copy.menuMember }).click();
    await page.getByRole('link', { name: copy.myCollections }).click();
    await page.getByText(copy.feedEnd).or(page.getByText(copy.myCollectionsEmpty)).waitFor();
    expect(await cardTitles(page)).not.toContain(title);
  });

  it('edits an own post in its modal, then deletes it after the confirmation', async () => {
    const page = await member();
    await page.goto(`${baseUrl}/my/posts`);
    await page.locator('.post-card').first().waitFor();
    const [title] = await cardTitles(page);
    const actions = page.getByRole('group', { name: title });
    await actions.getByRole('button', { name: copy.editPost }).click();
    const dialog = page.getByRole('dialog', { name: copy.editPost });
    await expect.poll(() => dialog.getByLabel(copy.titleLabel).inputValue()).toBe(title);
    const edited = `${title}（已編輯）`;
    await dialog.getByLabel(copy.titleLabel).fill(edited);
    await screenshot(page, 'my-posts-edit');
    await dialog.getByRole('button', { name: copy.modify }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(async () => (await cardTitles(page))[0]).toBe(edited);

    await page
      .getByRole('group', { name: edited })
      .getByRole('button', { name: copy.deletePost })
      .click();
    const confirm = page.getByRole('dialog', { name: copy.deleteConfirm });
    await confirm.waitFor();
    await screenshot(page, 'my-posts-delete');
    await confirm.getByRole('button', { name: copy.deletePost }).click();
    await confirm.waitFor({ state: 'detached' });
    await expect.poll(() => cardTitles(page)).not.toContain(edited);
  });

  it('changes the name and the avatar; both show in the settings and on the member’s cards', async () => {
    const page = await member();
    await page.goto(`${baseUrl}/my/settings`);
    await row(page, copy.passwordRow).getByText(copy.passwordMask).waitFor();
    // The member's own address, to see, not to change here.
    await row(page, copy.emailRow).getByText(copy.demoEmail).waitFor();
    expect(await row(page, copy.emailRow).getByRole('button').count()).toBe(0);
    await screenshot(page, 'my-settings');

    // A press inside the dialog leaves it open; one on the dimmer around it closes it, unchanged.
    const nameDialog = await openModal(page, copy.nameRow, copy.nameModal);
    await nameDialog.getByRole('heading', { name: copy.nameModal }).click();
    expect(await nameDialog.isVisible()).toBe(true);
    await page.mouse.click(4, 400);
    await nameDialog.waitFor({ state: 'detached' });
    await openModal(page, copy.nameRow, copy.nameModal);
    await nameDialog.getByLabel(copy.nameRow).fill('新名字小編');
    await nameDialog.getByRole('button', { name: copy.modify }).click();
    await nameDialog.waitFor({ state: 'detached' });
    await row(page, copy.nameRow).getByText('新名字小編').waitFor();
    // The change is confirmed, then the confirmation goes.
    await page.getByRole('status').getByText(copy.saved).waitFor();
    await screenshot(page, 'my-settings-saved');
    await page.getByRole('status').getByText(copy.saved).waitFor({ state: 'detached' });

    const avatarDialog = await openModal(page, copy.avatarRow, copy.avatarModal);
    const photo = await drawPhoto(page, { width: 1200, height: 800 });
    await avatarDialog
      .getByLabel(copy.avatarRow)
      .setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: photo });
    await avatarDialog.getByAltText(copy.imagePreview).waitFor();
    await screenshot(page, 'my-settings-avatar');
    await avatarDialog.getByRole('button', { name: copy.modify }).click();
    await avatarDialog.waitFor({ state: 'detached' });
    const avatar = row(page, copy.avatarRow).getByRole('img', { name: copy.avatarRow });
    await expect.poll(() => avatar.getAttribute('src')).toMatch(/^data:image\/jpeg/);
    const uploaded = await fetchBytes(page, (await avatar.getAttribute('src')) as string);
    expect(storedSize(uploaded)).toEqual({ width: 512, height: 512 });
    await screenshot(page, 'my-settings-changed');

    await page.goto(`${baseUrl}/my/posts`);
    await expect
      .poll(() => page.locator('.post-card').first().locator('.post-card__author').textContent())
      .toContain('新名字小編');
  });

  it('changes the password: wrong and weak are refused in the modal; then only the new one signs in', async () => {
    const page = await member();
    await page.goto(`${baseUrl}/my/settings`);
    const dialog = await openModal(page, copy.passwordRow, copy.passwordModal);
    const current = dialog.getByLabel(copy.currentPassword);
    // Exact: 新密碼 is also a part of 再次輸入新密碼.
    const next = dialog.getByLabel(copy.newPassword, { exact: true });
    const again = dialog.getByLabel(copy.confirmPassword);
    const message = () => dialog.getByRole('alert').textContent();

    await current.fill('not-the-password');
    await next.fill('newpass99');
    await again.fill('newpass98');
    await dialog.getByRole('button', { name: copy.modify }).click();
    await expect.poll(message).toBe(copy.errPasswordMismatch);
    await again.fill('newpass99');
    await dialog.getByRole('button', { name: copy.modify }).click();
    await expect.poll(message).toBe(copy.errCurrentPassword);
    await screenshot(page, 'my-settings-password');

    await current.fill(copy.demoPassword);
    await next.fill('123');
    await again.fill('123');
    await dialog.getByRole('button', { name: copy.modify }).click();
    await expect.poll(message).toBe(copy.errWeakPassword);

    // Enter submits too: the confirm button belongs to the form through its form attribute.
    await next.fill('newpass99');
    await again.fill('newpass99');
    await again.press('Enter');
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: copy.menuSignOut }).click();
    // Sign-out ends the session once /posts is on screen: a reload before that would find the member
    // still signed in, and /Signin would send them on.
    await page.getByRole('link', { name: copy.menuSignIn }).waitFor();
    await page.goto(`${baseUrl}/Signin`);
    await page.getByLabel(copy.passwordLabel).fill(copy.demoPassword);
    await page.getByRole('button', { name: copy.tabSignIn, exact: true }).click();
    await expect
      .poll(() => page.getByRole('alert').first().textContent())
      .toBe(copy.errBadCredential);
    await page.getByLabel(copy.passwordLabel).fill('newpass99');
    await page.getByRole('button', { name: copy.tabSignIn, exact: true }).click();
    await page.getByRole('button', { name: copy.menuSignOut }).waitFor();
  });
});
