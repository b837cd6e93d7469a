import { afterEach, expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { seedPassword } from '../../src/backend/local/seedData';
import { copy } from '../../src/copy';
import { baseUrl, newVisit, type Viewport, type Visit } from './browser';

/** Signs in through /Signin with the prefilled demo account and waits for the feed. */
export async function signInAsDemo(page: Page): Promise<void> {
  await page.goto(`${baseUrl}/Signin`);
  await expect.poll(() => page.getByLabel(copy.emailLabel).inputValue()).toBe(copy.demoEmail);
  await page.getByRole('button', { name: copy.tabSignIn, exact: true }).click();
  await page.getByRole('button', { name: copy.menuSignOut }).waitFor();
}

/** Signs the member on `page` out, then signs in as the seed member with this address. */
export async function switchMember(page: Page, email: string): Promise<void> {
  await page.getByRole('button', { name: copy.menuSignOut }).click();
  await page.getByRole('link', { name: copy.menuSignIn }).waitFor();
  await page.goto(`${baseUrl}/Signin`);
  await page.getByLabel(copy.emailLabel).fill(email);
  await page.getByLabel(copy.passwordLabel, { exact: true }).fill(seedPassword);
  await page.getByRole('button', { name: copy.tabSignIn, exact: true }).click();
  await page.getByRole('button', { name: copy.menuSignOut }).waitFor();
}

/**
 * A new browser profile per test (its own freshly seeded database), signed in as the demo member, so
 * no test sees what another did; closed after the test, which fails if the page requested anything
 * from another site. Call `member()` inside the test: signInAsDemo polls with expect. `member(viewport,
 * prepare)` opens it at that size, after `prepare` has set up the browser profile.
 */
export function memberPerTest(
  browser: () => Browser,
): (viewport?: Viewport, prepare?: (context: BrowserContext) => Promise<unknown>) => Promise<Page> {
  let visit: Visit | undefined;

  afterEach(async () => {
    const ended = visit;
    visit = undefined;
    if (!ended) return;
    await ended.context.close();
    expect(ended.foreignRequests).toEqual([]);
  });

  return async (viewport?: Viewport, prepare?: (context: BrowserContext) => Promise<unknown>) => {
    visit = await newVisit(browser(), viewport);
    await prepare?.(visit.context);
    await signInAsDemo(visit.page);
    return visit.page;
  };
}
