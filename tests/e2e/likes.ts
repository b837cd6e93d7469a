import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { copy } from '../../src/copy';

/**
 * Likes the open post anew (the seed's likers liked it already: unliked first), and waits until
 * another tab reads the like as stored, before the member signs out (useFoldedToggle.ts writes a
 * press when the like's pace allows).
 */
export async function likeAnew(page: Page) {
  const like = page.getByRole('button', { name: copy.likeLabel, exact: true });
  const stored = await page.context().newPage();
  await stored.goto(page.url());
  const storedLike = stored.getByRole('button', { name: copy.likeLabel, exact: true });
  await expect.poll(() => storedLike.getAttribute('aria-pressed')).not.toBeNull();
  await expect.poll(() => like.getAttribute('aria-pressed')).not.toBeNull();
  if ((await like.getAttribute('aria-pressed')) === 'true') {
    await like.click();
    await expect.poll(() => storedLike.getAttribute('aria-pressed')).toBe('false');
  }
  await like.click();
  await expect.poll(() => storedLike.getAttribute('aria-pressed')).toBe('true');
  await stored.close();
}
