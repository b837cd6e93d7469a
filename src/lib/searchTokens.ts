/**
 * Search tokens: what a post stores so that a search can ask an index for ONE token (`array-contains` on
 * Firestore, a multi-entry index locally) instead of reading every post, then confirm by substring.
 *
 * - CJK text (Han, kana, Hangul) has no spaces, so every character and every pair of adjacent characters
 *   is a token: a query of one character or of any length >= 2 is covered by tokens it must share with
 *   every post that contains it.
 * - Other letters and digits form words. A word stores its prefixes from length 1 (the search box answers
 *   from the first character), so Latin text matches from the start of a word: "hel" finds "Hello",
 *   "ello" does not. Prefixes stop at `maxPrefixLength`; longer query words use their first characters.
 * - Text is NFKC-normalised (full-width "ＡＢＣ１" is "abc1") and lower-cased; punctuation, spaces and
 *   emoji only separate tokens.
 */

import { searchTokenLimits, textLength } from './limits';

/** Longest word prefix stored: longer prefixes would barely narrow a search further. */
export const maxPrefixLength = 20;

const cjk = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}';
const runPattern = new RegExp(`([${cjk}]+)|(?:(?![${cjk}])[\\p{L}\\p{N}\\p{M}])+`, 'gu');

type Run = { kind: 'cjk'; chars: string[] } | { kind: 'word'; word: string };

/** The form both the stored text and a query are compared in. */
function normalizeSearchText(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ');
}

function runsOf(text: string): Run[] {
  return Array.from(normalizeSearchText(text).matchAll(runPattern), ([run, cjkRun]) =>
    cjkRun ? { kind: 'cjk', chars: Array.from(run) } : { kind: 'word', word: run },
  );
}

function bigrams(chars: string[]): string[] {
  return chars.slice(1).map((char, i) => `${chars[i]}${char}`);
}

function longestPrefix(word: string): string {
  return Array.from(word).slice(0, maxPrefixLength).join('');
}

function prefixes(word: string): string[] {
  const chars = Array.from(longestPrefix(word));
  return chars.map((_, i) => chars.slice(0, i + 1).join(''));
}

/**
 * The tokens a post stores: deduplicated, within `searchTokenLimits` (count and characters in all).
 * Title tokens come first, so a very long content loses its tail, never the title.
 */
export function searchTokens(title: string, content: string): string[] {
  const tokens = new Set<string>();
  let characters = 0;
  for (const run of [...runsOf(title), ...runsOf(content)]) {
    const runTokens =
      run.kind === 'cjk' ? [...run.chars, ...bigrams(run.chars)] : prefixes(run.word);
    for (const token of runTokens) {
      if (tokens.has(token)) continue;
      const size = textLength(token);
      if (tokens.size === searchTokenLimits.count) return [...tokens];
      if (characters + size > searchTokenLimits.characters) return [...tokens];
      tokens.add(token);
      characters += size;
    }
  }
  return [...tokens];
}

/**
 * The tokens every post matching `query` stores, most selective (longest) first: an adapter asks its
 * index for the first one. Empty when the query has no letters, digits or CJK characters.
 */
export function queryTokens(query: string): string[] {
  const tokens = new Set<string>();
  for (const run of runsOf(query)) {
    const runTokens =
      run.kind === 'word'
        ? [longestPrefix(run.word)]
        : run.chars.length === 1
          ? run.chars
          : bigrams(run.chars);
    runTokens.forEach((token) => tokens.add(token));
  }
  const length = (token: string) => Array.from(token).length;
  return [...tokens].sort((a, b) => length(b) - length(a));
}

/**
 * The words of a query: what the reader separated with spaces. Words of punctuation alone are left out,
 * as the tokens leave punctuation out.
 */
function queryWords(query: string): string[] {
  return normalizeSearchText(query)
    .split(' ')
    .filter((word) => /[\p{L}\p{N}]/u.test(word));
}

/**
 * Whether the post holds every word of the query, each in the title or the content, in any order,
 * case-insensitively (the final filter): `牛肉麵 湯頭` finds a post with both.
 */
export function matchesQuery(title: string, content: string, query: string): boolean {
  const words = queryWords(query);
  const texts = [normalizeSearchText(title), normalizeSearchText(content)];
  return words.length > 0 && words.every((word) => texts.some((text) => text.includes(word)));
}
