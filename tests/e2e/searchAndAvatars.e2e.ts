import { describe, expect, it } from 'vitest';
import { seedPosts } from '../../src/backend/local/seedData';
import { copy } from '../../src/copy';
import { axeViolations } from './axe';
import { baseUrl, bothSizes, browserPerFile, newVisit, screenshotView } from './browser';
import { chooseFromMenu } from './moreMenu';
import { searchBox } from './search';
import { openFromList } from './openPost';

const browser = browserPerFile();

const [newest] = seedPosts;

describe.each(bothSizes)('issue 49, point 8, %s', (size, viewport) => {
  it('a search by mouse: the heading takes focus without a ring; leaving the results empties the box', async () => {
    const { page, context } = await newVisit(browser(), viewport);
    try {
      await page.goto(`${baseUrl}/posts`);
      await page.locator('.post-card').first().waitFor();
      const box = await searchBox(page);
      await box.click();
      await page.keyboard.type('咖啡');
      await page.getByRole('option', { name: copy.searchAllResults }).click();
      const heading = page.getByRole('heading', {
        level: 1,
        name: copy.searchResultsHeader.replace('{q}', '咖啡'),
      });
      await heading.waitFor();
      // Focus is on the heading (for a screen reader), drawn without a ring (the mouse moved it).
      await expect.poll(() => heading.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await heading.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('none');
      await screenshotView(page, `search-heading-focus-${size}`);

      await page.getByRole('link', { name: copy.brand }).click();
      await page.waitForURL(`${baseUrl}/posts`);
      expect(await (await searchBox(page)).inputValue()).toBe('');
      await screenshotView(page, `search-box-left-${size}`);
    } finally {
      await context.close();
    }
  });

  it('settings shows the letter avatar of a member without a picture, above 封鎖名單', async () => {
    if (!newest) throw new Error('the seed has no post');
    const { page, context } = await newVisit(browser(), viewport);
    try {
      await page.goto(`${baseUrl}/Signin`);
      await page.getByRole('tab', { name: copy.tabRegister }).click();
      await page.getByLabel(copy.nameRow).fill(`字母${size === 'phone' ? '甲' : '乙'}`);
      await page.getByLabel(copy.emailLabel).fill(`letter-${size}@example.com`);
      await page.getByLabel(copy.passwordLabel).fill('secret1');
      await page.getByRole('button', { name: copy.tabRegister, exact: true }).click();
      await page.getByRole('button', { name: copy.menuSignOut }).waitFor();

      // 阿哲, blocked from his post's ⋯ menu: his picture in the list (the letter without one is the
      // components tier's, tests/components/safety.test.tsx).
      await page.goto(`${baseUrl}/posts`);
      await openFromList(page, newest.title);
      await chooseFromMenu(page.locator('.post-view'), copy.block);
      await page.getByRole('dialog').getByRole('button', { name: copy.blockSubmit }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });

      await page.goto(`${baseUrl}/my/settings`);
      const own = page.getByRole('img', { name: copy.avatarRow });
      await expect.poll(() => own.textContent()).toBe('字');
      const blocked = page.locator('.blocked-list__member', { hasText: '阿哲' });
      await blocked.waitFor();
      await screenshotView(page, `settings-letter-avatar-${size}`);
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
