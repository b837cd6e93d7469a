import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { copy } from '../../src/copy';
import { baseUrl } from './browser';

/** Signs in through /Signin with the prefilled demo account and waits for the feed. */
export async function signInAsDemo(page: Page): Promise<void> {
  await page.goto(`${baseUrl}/Signin`);
  await expect.poll(() => page.getByLabel(copy.emailLabel).inputValue()).toBe(copy.demoEmail);
  await page.getByRole('button', { name: copy.tabSignIn, exact: true }).click();
  await page.getByRole('button', { name: copy.menuSignOut }).waitFor();
}
