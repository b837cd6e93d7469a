import { describe, expect, it } from 'vitest';
import { splitLinks } from '../../src/lib/links';

const links = (text: string) => splitLinks(text).flatMap((piece) => piece.href ?? []);

describe('web addresses in what a member wrote (lib/links)', () => {
  it('keeps the text whole, with each http and https address a piece of its own', () => {
    const text = '看 https://example.com/a?b=1#c 和 http://example.org，再說';
    const pieces = splitLinks(text);
    expect(pieces.map((piece) => piece.text).join('')).toBe(text);
    expect(pieces).toEqual([
      { text: '看 ' },
      { text: 'https://example.com/a?b=1#c', href: 'https://example.com/a?b=1#c' },
      { text: ' 和 ' },
      { text: 'http://example.org', href: 'http://example.org' },
      { text: '，再說' },
    ]);
  });

  it.each([
    ['a full stop', '請看 https://example.com/page.', 'https://example.com/page'],
    ['Chinese punctuation', '請看https://example.com/頁面。好嗎？', 'https://example.com/頁面'],
    [
      'brackets around it',
      '（https://example.com/x）與 (https://example.com/y)',
      'https://example.com/x',
    ],
    ['quotes', '「https://example.com/q」', 'https://example.com/q'],
    [
      'its own parentheses',
      'https://en.wikipedia.org/wiki/Tea_(meal).',
      'https://en.wikipedia.org/wiki/Tea_(meal)',
    ],
    ['upper case', 'HTTPS://EXAMPLE.COM/A', 'HTTPS://EXAMPLE.COM/A'],
  ])('ends the address before %s', (_, text, first) => {
    expect(links(text)[0]).toBe(first);
  });

  it('makes nothing else a link: other schemes, addresses without a host, bare domains', () => {
    for (const text of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1) https:/nohost http:// data:text/html,<script>x</script>',
      'vbscript:x file:///etc/passwd mailto:a@b.c ftp://example.com',
      'example.com www.example.com',
      '<a href="javascript:alert(1)">點我</a>',
    ]) {
      expect(links(text), text).toEqual([]);
    }
  });

  it('leaves text without an address as one piece', () => {
    expect(splitLinks('沒有網址')).toEqual([{ text: '沒有網址' }]);
    expect(splitLinks('')).toEqual([]);
  });
});
