import type { Locator, Page } from 'playwright-core';
import { copy } from '../../src/copy';

/** The top bar's search box, opened first where it waits behind the search button (a phone). */
export async function searchBox(page: Page): Promise<Locator> {
  const opener = page.getByRole('button', { name: copy.searchLabel });
  if (await opener.isVisible()) await opener.click();
  // The top bar's: a phone's results page has a box of its own too.
  return page.getByRole('banner').getByRole('combobox', { name: copy.searchLabel });
}
