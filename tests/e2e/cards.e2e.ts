import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copy } from '../../src/copy';
import { axeViolations } from './axe';
import { baseUrl, bothSizes, launchBrowser, screenshotView } from './browser';
import { memberPerTest } from './session';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const textTitle = '只有文字的一篇：散步筆記';
const textContent = [
  '沿著河堤走了一個小時，看到很多人在放風箏，天氣很好，風也剛好。',
  '回家路上買了一杯豆花，甜度剛好，老闆還多給了一匙花生。',
  '下次想帶相機來拍夕陽，順便試試新的鏡頭，明天如果還是好天氣，想騎車去更遠的地方看看。',
  '河堤旁邊新開了一間小小的書店，門口擺著幾張木頭椅子，店裡放著很輕的爵士樂。',
  '老闆說週末會辦讀書會，第一次參加的人可以免費喝一杯咖啡，聽起來很適合下雨天。',
  '走到橋下的時候剛好遇到一群學生在練習街舞，音樂一放大家就圍過去看，氣氛很熱鬧。',
].join('');

/** The demo member publishes a post with no picture; back on the feed after. */
async function publishTextPost(page: Page) {
  await page.goto(`${baseUrl}/new-post`);
  await page.getByRole('option', { name: '生活' }).waitFor({ state: 'attached' });
  await page.getByLabel(copy.titleLabel).fill(textTitle);
  await page.getByLabel(copy.contentLabel).fill(textContent);
  await page.getByLabel(copy.topicLabel).selectOption('生活');
  await page.getByRole('button', { name: copy.publishSubmit }).click();
  await page.getByRole('heading', { level: 1, name: textTitle }).waitFor();
}

/** Each card of the list on screen: its title, whether a picture box is drawn, the excerpt's lines. */
function cards(page: Page) {
  return page.$$eval('.post-card', (all) =>
    all.map((card) => {
      const content = card.querySelector('.post-card__content') as HTMLElement;
      const box = card.getBoundingClientRect();
      return {
        title: card.querySelector('h2')?.textContent ?? '',
        picture: card.querySelector('[class*="post-card__picture"]') !== null,
        lines: Math.round(content.clientHeight / parseFloat(getComputedStyle(content).lineHeight)),
        author: card.querySelector('.post-card__author') !== null,
        top: box.top,
        bottom: box.bottom,
      };
    }),
  );
}

describe.each(bothSizes)('cards, %s', (size, viewport) => {
  const member = memberPerTest(() => browser);

  it('a post without a picture is a text card with a longer excerpt, in every list', async () => {
    const page = await member(viewport);
    await publishTextPost(page);
    for (const [name, path] of [
      ['feed', '/posts'],
      ['topic', `/posts?topic=${encodeURIComponent('生活')}`],
      ['my-posts', '/my/posts'],
      ['search', `/search?q=${encodeURIComponent('散步筆記')}`],
    ] as const) {
      await page.goto(`${baseUrl}${path}`);
      await page.getByRole('heading', { level: 2, name: textTitle }).waitFor();
      const shown = await cards(page);
      const text = shown.find((card) => card.title === textTitle);
      expect(text?.picture, `${name}: a picture box on the text card`).toBe(false);
      const pictured = shown.find((card) => card.picture);
      if (pictured) {
        expect(text!.lines, `${name}: the excerpt's lines`).toBeGreaterThan(pictured.lines);
      }
      await screenshotView(page, `cards-${size}-${name}`);
      expect(await axeViolations(page), name).toEqual([]);
    }
  });

  it("an author's page is headed {name}的文章, its cards without the author line", async () => {
    const page = await member(viewport);
    await page.locator('.post-card__author', { hasText: 'Demo 小編' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Demo 小編的文章' }).waitFor();
    await page.locator('.post-card').first().waitFor();
    const shown = await cards(page);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.filter((card) => card.author)).toEqual([]);
    await screenshotView(page, `cards-${size}-author`);
    expect(await axeViolations(page)).toEqual([]);
  });

  if (size === 'phone') {
    it('a phone screen holds more than one post', async () => {
      const page = await member(viewport);
      await page.locator('.post-card').nth(3).waitFor();
      const height = viewport.height;
      // Whole cards within the first screen, under the top bar.
      const whole = (await cards(page)).filter((card) => card.bottom <= height);
      expect(whole.length).toBeGreaterThanOrEqual(2);
      const started = (await cards(page)).filter((card) => card.top < height);
      expect(started.length).toBeGreaterThanOrEqual(3);
    });
  }
});
