import type { Page } from 'playwright-core';
import { copy } from '../../src/copy';

/**
 * Registers a new member through the sign-in page's 註冊 tab, under `name` made unique (display
 * names are) and an address starting `emailPrefix`; lands on /posts signed in. Returns the address
 * (the password is secret1).
 */
export async function registerNewMember(
  page: Page,
  origin: string,
  name: string,
  emailPrefix: string,
): Promise<string> {
  const email = `${emailPrefix}-${Date.now()}@example.com`;
  await page.goto(`${origin}/Signin`);
  await page.getByRole('tab', { name: copy.tabRegister }).click();
  await page.getByLabel(copy.nameRow).fill(`${name}${Date.now().toString(36)}`);
  await page.getByLabel(copy.emailLabel).fill(email);
  await page.getByLabel(copy.passwordLabel).fill('secret1');
  await page.getByRole('tabpanel').getByRole('button', { name: copy.tabRegister }).click();
  await page.waitForURL(/\/posts/);
  return email;
}
