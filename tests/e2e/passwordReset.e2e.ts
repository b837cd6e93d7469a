import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { copy } from '../../src/copy';
import { paths } from '../../src/lib/paths';
import { axeViolations } from './axe';
import { baseUrl, bothSizes, launchBrowser, newVisit, screenshot } from './browser';

const path = (page: Page) => new URL(page.url()).pathname;
const signInButton = (page: Page) =>
  page.getByRole('tabpanel').getByRole('button', { name: copy.tabSignIn, exact: true });

describe('a forgotten password and the sign-in forms, on the local backend in Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser.close();
  });

  describe.each(bothSizes)('at the %s size', (size, viewport) => {
    it('忘記密碼？ -> 開發信箱 -> /reset -> a new password, which then signs in; the old one does not', async () => {
      const visit = await newVisit(browser, viewport);
      const { page } = visit;
      await page.goto(`${baseUrl}${paths.signIn}`);
      // The local backend has the demo account: the form starts with it.
      await expect.poll(() => page.getByLabel(copy.emailLabel).inputValue()).toBe(copy.demoEmail);
      await page.getByRole('button', { name: copy.forgotPassword }).click();
      await page.getByRole('heading', { level: 1, name: copy.resetHeader }).waitFor();
      expect(await page.getByLabel(copy.emailLabel).inputValue()).toBe(copy.demoEmail);
      await page.getByRole('button', { name: copy.resetSubmit }).click();
      await expect.poll(() => page.getByRole('status').textContent()).toContain(copy.resetSent);
      await screenshot(page, `reset-request-${size}`);
      expect(await axeViolations(page)).toEqual([]);

      await page.getByRole('link', { name: copy.devOutbox }).click();
      await page.getByRole('heading', { level: 1, name: copy.devOutbox }).waitFor();
      expect(path(page)).toBe(paths.devOutbox);
      const mail = page.getByRole('listitem').filter({ hasText: copy.demoEmail });
      await screenshot(page, `dev-outbox-${size}`);
      expect(await axeViolations(page)).toEqual([]);
      await mail.getByRole('link', { name: copy.resetHeader }).click();
      await expect.poll(() => path(page)).toBe(paths.resetPassword);
      expect(new URL(page.url()).searchParams.get('oobCode')).toMatch(/^[A-Za-z0-9]{40}$/);

      const password = page.getByLabel(copy.newPassword, { exact: true });
      await password.fill('newpass77');
      await page.getByLabel(copy.confirmPassword).fill('newpass77');
      // What was typed can be seen, and hidden again.
      const toggle = page.getByRole('button', { name: copy.showPassword }).first();
      await toggle.click();
      expect(await password.getAttribute('type')).toBe('text');
      await screenshot(page, `reset-page-${size}`);
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: copy.hidePassword }).click();
      expect(await password.getAttribute('type')).toBe('password');
      await page.getByRole('button', { name: copy.resetNewPassword }).click();
      await expect.poll(() => page.getByRole('status').textContent()).toBe(copy.resetDone);
      await screenshot(page, `reset-done-${size}`);

      await page.getByRole('link', { name: copy.backToSignIn }).click();
      await expect.poll(() => path(page)).toBe(paths.signIn);
      // The prefilled demo password is the old one now.
      await expect.poll(() => page.getByLabel(copy.emailLabel).inputValue()).toBe(copy.demoEmail);
      await signInButton(page).click();
      await expect.poll(() => page.getByRole('alert').textContent()).toBe(copy.errBadCredential);
      await page.getByLabel(copy.passwordLabel).fill('newpass77');
      // Its error left with the change.
      expect(await page.getByRole('alert').count()).toBe(0);
      await signInButton(page).click();
      await page.getByRole('button', { name: copy.menuSignOut }).waitFor();
      expect(path(page)).toBe(paths.posts);
      expect(visit.foreignRequests).toEqual([]);
      await visit.context.close();
    });

    it('asks for empty fields by name, shows the password rule, and an error leaves when its field changes', async () => {
      const visit = await newVisit(browser, viewport);
      const { page } = visit;
      await page.goto(`${baseUrl}${paths.signIn}`);
      await expect.poll(() => page.getByLabel(copy.emailLabel).inputValue()).toBe(copy.demoEmail);
      await page.getByLabel(copy.emailLabel).fill('');
      await page.getByLabel(copy.passwordLabel).fill('');
      await signInButton(page).click();
      await expect
        .poll(() => page.getByRole('alert').allTextContents())
        .toEqual([copy.errNeedEmail, copy.errNeedPassword]);
      await screenshot(page, `signin-empty-${size}`);
      expect(await axeViolations(page)).toEqual([]);

      await page.getByRole('tab', { name: copy.tabRegister }).click();
      // The rule is there before anything is typed.
      await page.getByText(copy.passwordRule).waitFor();
      // The seed's members hold these names: 阿哲 is taken.
      await page.getByLabel(copy.nameRow).fill('阿哲');
      await page.getByLabel(copy.emailLabel).fill(`reset-e2e-${Date.now()}@example.com`);
      await page.getByLabel(copy.passwordLabel).fill('secret1');
      await page
        .getByRole('tabpanel')
        .getByRole('button', { name: copy.tabRegister, exact: true })
        .click();
      await expect
        .poll(() => page.getByRole('alert').allTextContents())
        .toEqual([copy.errNameTaken]);
      await page.getByLabel(copy.nameRow).fill('名'.repeat(40));
      await expect
        .poll(() => page.getByRole('alert').allTextContents())
        .toEqual([copy.errNameTooLong]);
      await page.getByLabel(copy.nameRow).fill('新朋友');
      await page.getByLabel(copy.passwordLabel).fill('12345');
      await page
        .getByRole('tabpanel')
        .getByRole('button', { name: copy.tabRegister, exact: true })
        .click();
      await expect
        .poll(() => page.getByRole('alert').allTextContents())
        .toEqual([copy.errWeakPassword]);
      await page.getByRole('button', { name: copy.showPassword }).click();
      expect(await page.getByLabel(copy.passwordLabel).getAttribute('type')).toBe('text');
      await screenshot(page, `register-weak-${size}`);
      expect(await axeViolations(page)).toEqual([]);
      expect(visit.foreignRequests).toEqual([]);
      await visit.context.close();
    });
  });
});
