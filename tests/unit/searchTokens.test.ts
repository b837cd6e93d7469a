import { describe, expect, it } from 'vitest';
import { searchTokenLimits, textLength } from '../../src/lib/limits';
import {
  matchesQuery,
  maxPrefixLength,
  queryTokens,
  searchTokens,
} from '../../src/lib/searchTokens';

const maxSearchTokens = searchTokenLimits.count;

/** Whether a post with this title and content can be found by the query's first (indexed) token. */
function indexedFor(title: string, content: string, query: string): boolean {
  const [token] = queryTokens(query);
  return token !== undefined && searchTokens(title, content).includes(token);
}

describe('searchTokens', () => {
  it('stores every Chinese character and every pair of neighbours', () => {
    expect(searchTokens('台北美食', '')).toEqual(['台', '北', '美', '食', '台北', '北美', '美食']);
  });

  it('stores lower-cased words with their prefixes', () => {
    expect(searchTokens('Hi', 'GO go')).toEqual(['h', 'hi', 'g', 'go']);
  });

  it('keeps Latin and Chinese runs apart in mixed text', () => {
    expect(searchTokens('React 教學', '')).toEqual([
      'r',
      're',
      'rea',
      'reac',
      'react',
      '教',
      '學',
      '教學',
    ]);
    expect(searchTokens('iOS18更新', '')).toEqual([
      'i',
      'io',
      'ios',
      'ios1',
      'ios18',
      '更',
      '新',
      '更新',
    ]);
  });

  it('treats punctuation, spaces and emoji as separators only', () => {
    const tokens = searchTokens('好吃！😋 讚～', '(a.b) [c]*');
    expect(tokens).toEqual(['好', '吃', '好吃', '讚', 'a', 'b', 'c']);
  });

  it('normalises full-width letters and digits', () => {
    expect(searchTokens('ＡＢ１', '')).toEqual(['a', 'ab', 'ab1']);
  });

  it('deduplicates', () => {
    expect(searchTokens('哈哈哈', '哈哈')).toEqual(['哈', '哈哈']);
  });

  it(`caps the count at ${maxSearchTokens}, keeping the title's tokens`, () => {
    const content = Array.from({ length: 2000 }, (_, i) => String.fromCodePoint(0x4e00 + i)).join(
      '',
    );
    const tokens = searchTokens('標題', content);
    expect(tokens).toHaveLength(maxSearchTokens);
    expect(tokens.slice(0, 3)).toEqual(['標', '題', '標題']);
  });

  it(`keeps the tokens within ${searchTokenLimits.characters} characters in all, for the longest words`, () => {
    // Words of distinct letters from many scripts: every prefix is a new token of up to the longest size.
    const letters = Array.from({ length: 600 }, (_, i) => String.fromCodePoint(0x100 + i));
    const words = letters.map((first, i) => first + letters.slice(i + 1, i + 40).join(''));
    const tokens = searchTokens('', words.join(' '));
    expect(tokens).toHaveLength(maxSearchTokens);
    expect(textLength(tokens.join(''))).toBeLessThanOrEqual(searchTokenLimits.characters);
    expect(tokens.every((token) => typeof token === 'string')).toBe(true);
  });

  it(`stops word prefixes at ${maxPrefixLength} characters`, () => {
    const tokens = searchTokens('a'.repeat(100), '');
    expect(tokens).toHaveLength(maxPrefixLength);
    expect(tokens.at(-1)).toBe('a'.repeat(maxPrefixLength));
  });

  it('returns nothing for text without words', () => {
    expect(searchTokens('', '  ...!!! 🎉🎉 ')).toEqual([]);
  });
});

describe('queryTokens', () => {
  it('asks a single Chinese character as itself, longer Chinese as its pairs', () => {
    expect(queryTokens('貓')).toEqual(['貓']);
    expect(queryTokens('牛肉麵')).toEqual(['牛肉', '肉麵']);
  });

  it('puts the most selective (longest) token first', () => {
    expect(queryTokens('拉麵 Tonkotsu')[0]).toBe('tonkotsu');
  });

  it('is empty for whitespace, punctuation, regex characters and emoji', () => {
    for (const query of ['', '   ', '.*[(', '🎉😋', '？！']) expect(queryTokens(query)).toEqual([]);
  });

  it('copes with a 500-character query', () => {
    const tokens = queryTokens('搜'.repeat(250) + 'x'.repeat(250));
    expect(tokens).toEqual(['x'.repeat(maxPrefixLength), '搜搜']);
  });
});

describe('a post is found through its tokens', () => {
  const title = '巷口牛肉麵 Beef Noodles';
  const content = '湯頭熬了十二小時，iPhone 拍起來也很好看。';

  it.each([
    ['a 2-character Chinese fragment', '肉麵'],
    ['a 1-character query', '湯'],
    ['a longer Chinese phrase', '熬了十二小時'],
    ['an English word in another case', 'NOODLES'],
    ['the start of a word', 'iph'],
    ['a phrase over two words', 'beef noo'],
    ['mixed text', '好看'],
  ])('%s', (_, query) => {
    expect(indexedFor(title, content, query)).toBe(true);
    expect(matchesQuery(title, content, query)).toBe(true);
  });

  it.each([
    ['two words, as written', '牛肉麵 湯頭'],
    ['two words, the other way round', '湯頭 牛肉麵'],
    ['words of the title and of the content, in other cases', 'noodles IPHONE 巷口'],
    ['words apart with several spaces, full-width ones too', '好看\u3000\u3000 牛肉'],
    ['a word and punctuation, which is left out', '牛肉麵 ！'],
  ])('holds every word: %s', (_, query) => {
    expect(indexedFor(title, content, query)).toBe(true);
    expect(matchesQuery(title, content, query)).toBe(true);
  });

  it('needs every word', () => {
    expect(matchesQuery(title, content, '牛肉麵 雞肉')).toBe(false);
    expect(matchesQuery(title, content, '雞肉 牛肉麵')).toBe(false);
    // A word is one piece: 牛肉麵湯頭 is not in the post, though each half is.
    expect(matchesQuery(title, content, '牛肉麵湯頭')).toBe(false);
  });

  it('does not match text that is not there', () => {
    expect(matchesQuery(title, content, '雞肉')).toBe(false);
    expect(matchesQuery(title, content, '   ')).toBe(false);
    expect(matchesQuery(title, content, '.*')).toBe(false);
  });
});
