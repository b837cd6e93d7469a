import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copy } from '../../src/copy';
import { axeViolations } from './axe';
import { baseUrl, bothSizes, launchBrowser, newVisit, screenshotView } from './browser';
import { signInAsDemo } from './session';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe.each(bothSizes)('who is signed in, %s', (size, viewport) => {
  it('the demo account is said on the sign-in form, registering one press away', async () => {
    const { page, context } = await newVisit(browser, viewport);
    try {
      await page.goto(`${baseUrl}/Signin`);
      await expect.poll(() => page.getByLabel(copy.emailLabel).inputValue()).toBe(copy.demoEmail);
      const line = page.locator('p', { hasText: copy.demoNotice });
      expect(await line.textContent()).toContain('示範帳號');
      await screenshotView(page, `signin-demo-${size}`);
      expect(await axeViolations(page)).toEqual([]);

      await line.getByRole('button', { name: copy.demoRegister }).click();
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('autocomplete')))
        .toBe('nickname');
      expect(
        await page.getByRole('tab', { name: copy.tabRegister }).getAttribute('aria-selected'),
      ).toBe('true');
    } finally {
      await context.close();
    }
  });

  it('registering lands with a welcome, and 會員 shows the new member', async () => {
    const { page, context } = await newVisit(browser, viewport);
    try {
      await page.goto(`${baseUrl}/Signin`);
      await page.getByRole('tab', { name: copy.tabRegister }).click();
      const email = `welcome-${size}-${Date.now()}@example.com`;
      await page.getByLabel(copy.nameRow).fill('新朋友');
      await page.getByLabel(copy.emailLabel).fill(email);
      await page.getByLabel(copy.passwordLabel).fill('secret1');
      await page.getByRole('button', { name: copy.tabRegister, exact: true }).click();

      const welcome = page.getByRole('status').getByText(copy.welcome.replace('{name}', '新朋友'));
      await welcome.waitFor();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/posts');
      // 會員 shows who this is: their initial (no picture yet), and their name where there is room.
      const member = page.getByRole('link', { name: copy.menuMember, exact: true });
      expect(await member.locator('.avatar--initial').textContent()).toBe('新');
      expect(await member.getByText('新朋友').isVisible()).toBe(size === 'desktop');
      await page.locator('.post-card').first().waitFor();
      await screenshotView(page, `welcome-${size}`);
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("the demo member's picture, and name where there is room, in the top bar", async () => {
    const { page, context } = await newVisit(browser, viewport);
    try {
      await signInAsDemo(page);
      const member = page.getByRole('link', { name: copy.menuMember, exact: true });
      await expect
        .poll(() => member.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(1);
      expect(await member.getByText('Demo 小編').isVisible()).toBe(size === 'desktop');
      // The picture makes the bar no taller: 會員 as tall as its neighbour 登出.
      const memberBox = await member.boundingBox();
      const signOut = await page.getByRole('button', { name: copy.menuSignOut }).boundingBox();
      expect(memberBox!.height).toBeLessThanOrEqual(signOut!.height + 0.5);
      await screenshotView(page, `top-bar-member-${size}`);
    } finally {
      await context.close();
    }
  });
});
