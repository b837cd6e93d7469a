import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { nameKey, normalizeName } from '../../src/lib/names';
import { nameProblem, storedNamePattern } from '../../src/lib/storedNames';

describe('display names (lib/names)', () => {
  it('firestore.rules namePattern() is storedNamePattern', () => {
    const rules = readFileSync(resolve(process.cwd(), 'firestore.rules'), 'utf8');
    const written = /function namePattern\(\) \{\s*return '([^']+)';\s*\}/.exec(rules)?.[1];
    // A rules string escapes its backslashes as a JavaScript one does.
    expect(written?.replaceAll('\\\\', '\\')).toBe(storedNamePattern);
  });

  it.each([
    ['  阿哲  ', '阿哲'],
    ['ａｌｉｃｅ', 'alice'],
    ['Ａｌｉｃｅ', 'Alice'],
    ['ali\u200bce', 'alice'],
    ['\u202eecila', 'ecila'],
    ['a\u3000\u00a0 b', 'a b'],
    ['a\tb\nc', 'a b c'],
    ['a \u200b b', 'a b'],
    ['𝐚𝐥𝐢𝐜𝐞', 'alice'],
    ['Ⓐlice', 'Alice'],
    ['Émilie', 'émilie'],
    ['ΣΟΦΙΑ', 'σοφια'],
    ['\u3164', ''],
    ['\u115f\u1160\uffa0\u2800', ''],
    ['❤️', '❤'],
    ['林大明', '林大明'],
  ])('stores %j as %j', (typed, stored) => {
    expect(normalizeName(typed)).toBe(stored);
  });

  it('gives one key to names that differ in case or width only', () => {
    const key = nameKey(normalizeName('Alice'));
    expect(nameKey(normalizeName('ALICE'))).toBe(key);
    expect(nameKey(normalizeName('ａｌｉｃｅ'))).toBe(key);
    expect(nameKey(normalizeName('alice\u200d'))).toBe(key);
    expect(nameKey(normalizeName('Bob'))).not.toBe(key);
  });

  it('judges blank, over-long and impossible names', () => {
    expect(nameProblem('')).toBe('blank');
    expect(nameProblem('字'.repeat(30))).toBeUndefined();
    expect(nameProblem('字'.repeat(31))).toBe('too-long');
    for (const name of ['.', '..', '__x__', 'a/b', ' a', 'a  b', 'a\u200bb', 'Ä', 'ａ']) {
      expect(nameProblem(name), name).toBe('invalid');
    }
  });

  // Every code point, alone and between letters: what normalizing gives is stored as it is, the
  // rules accept it, and its key is the same whether lower() folds ASCII only or all of Unicode.
  it('stores only what the rules accept, with a key both kinds of lower() agree on', () => {
    const asciiLower = (text: string) => text.replace(/[A-Z]/g, (c) => c.toLowerCase());
    const wrong: string[] = [];
    for (let cp = 0; cp <= 0x10ffff; cp += 1) {
      if (cp >= 0xd800 && cp <= 0xdfff) continue;
      const c = String.fromCodePoint(cp);
      for (const typed of [c, `A${c}z`]) {
        const stored = normalizeName(typed);
        const problem = nameProblem(stored);
        if (
          normalizeName(stored) !== stored ||
          (problem !== undefined && problem !== 'blank' && problem !== 'invalid') ||
          (problem === undefined && nameKey(stored) !== asciiLower(stored))
        ) {
          wrong.push(cp.toString(16));
        }
        // Beyond `.`, `..` and `/`, only unassigned code points in a refused block stay refused.
        const mendless = ['.', '..', '/'].some((bad) => stored.includes(bad)) || /\p{Cn}/u.test(c);
        if (problem === 'invalid' && !mendless) {
          wrong.push(`invalid ${cp.toString(16)} ${JSON.stringify(stored)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    // Every code point twice: about 3 s alone, several times that on a busy 2-core machine.
  }, 60_000);
});
