import type { Page } from 'playwright-core';

/** Opens the post titled `title` from the list on screen (its first card), and waits for its page. */
export async function openFromList(page: Page, title: string): Promise<void> {
  await page.locator('.post-card', { hasText: title }).first().click();
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
}
