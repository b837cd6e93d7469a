import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copy } from '../../src/copy';
import { fixtureBytes } from '../fixtures/images';
import { baseUrl, launchBrowser, newVisit } from './browser';
import { signInAsDemo } from './session';

// `vite preview` sends the headers of firebase.json (scripts/hostingHeaders.ts), so this is the
// production policy: a Content-Security-Policy that broke a page would show here as a violation.
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Every Content-Security-Policy violation the page reports, as `directive blocked-uri`. */
async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportViolation: (text: string) => void })
        .reportViolation;
      report(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  return violations;
}

describe('the production response headers, served by vite preview', () => {
  it('sends the security headers, no-cache for pages and a year for hashed assets', async () => {
    const page = await fetch(`${baseUrl}/posts/some-id`);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toMatch(/img-src 'self' blob: data: https:\/\/firebasestorage\.googleapis\.com;/);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect((await fetch(`${baseUrl}/`)).headers.get('cache-control')).toBe('no-cache');

    const html = await page.text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const asset = await fetch(`${baseUrl}${script}`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-security-policy')).toBe(csp);
  });

  it('serves a real robots.txt, not the page: crawlers may read the feed, not the member area', async () => {
    const robots = await fetch(`${baseUrl}/robots.txt`);
    expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await robots.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/my\/$/m);
    expect(text).not.toContain('<html');
  });

  it('every page works under its own policy: no violation on a walk through the site', async () => {
    const { page, context } = await newVisit(browser);
    const violations = await recordViolations(page);
    try {
      await page.goto(`${baseUrl}/posts`);
      await page.locator('.post-card img').first().waitFor();
      await signInAsDemo(page);

      const search = page.getByRole('combobox', { name: copy.searchLabel });
      await search.fill('咖啡');
      await page.getByRole('option').first().waitFor();
      await search.fill('');

      await page.locator('.post-card__link').first().click();
      await page.getByRole('heading', { name: copy.commentsHeader }).waitFor();
      await page.getByRole('combobox', { name: copy.commentLabel }).fill('在安全政策下留言');
      await page.getByRole('button', { name: copy.commentSubmit }).click();
      await page.getByText('在安全政策下留言').waitFor();

      await page.goto(`${baseUrl}/new-post`);
      await page.getByLabel(copy.imageLabel).setInputFiles({
        name: 'red.png',
        mimeType: 'image/png',
        buffer: Buffer.from(fixtureBytes('red-corner-60x40.png')),
      });
      await page.getByRole('img', { name: copy.imagePreview }).waitFor();

      await page.goto(`${baseUrl}/my/settings`);
      await page.getByRole('button', { name: copy.modify }).first().click();
      await page.getByRole('dialog').waitFor();
      await page.getByRole('button', { name: copy.cancel }).click();
      await page.goto(`${baseUrl}/my/posts`);
      await page.getByRole('heading', { name: copy.myPosts }).waitFor();
      expect(violations).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
