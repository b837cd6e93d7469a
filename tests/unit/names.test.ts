import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { storedDisplayName } from '../../src/backend/core/checks';
import { copy } from '../../src/copy';
import { limitMessage } from '../../src/lib/limitMessage';
import { nameKey, normalizeName } from '../../src/lib/names';
import { nameCharacters, nameProblem, storedNamePattern } from '../../src/lib/storedNames';

/** Every code point the allow-list holds. */
const allowed = nameCharacters.flatMap(([first, last]) =>
  Array.from({ length: last - first + 1 }, (_, offset) => first + offset),
);
const allowedSet = new Set(allowed);

/** Every code point but the surrogates. */
function* everyCodePoint() {
  for (let cp = 0; cp <= 0x10ffff; cp += 1) if (cp < 0xd800 || cp > 0xdfff) yield cp;
}

const hex = (cp: number) => cp.toString(16).toUpperCase();

describe('display names (lib/names, lib/storedNames)', () => {
  it('firestore.rules namePattern() is storedNamePattern, built from the allow-list', () => {
    const rules = readFileSync(resolve(process.cwd(), 'firestore.rules'), 'utf8');
    const written = /function namePattern\(\) \{\s*return '([^']+)';\s*\}/.exec(rules)?.[1];
    // A rules string escapes its backslashes as a JavaScript one does.
    expect(written?.replaceAll('\\\\', '\\')).toBe(storedNamePattern);
    // Read as a pattern, it takes exactly the listed code points.
    const asJs = new RegExp(`^(?:${storedNamePattern.replaceAll('\\x{', '\\u{')})$`, 'u');
    const wrong = [...everyCodePoint()].filter(
      (cp) => asJs.test(String.fromCodePoint(cp)) !== allowedSet.has(cp),
    );
    expect(wrong.map(hex)).toEqual([]);
  });

  it('lists only assigned, visible, NFKC-stable characters, no capital but A-Z', () => {
    const wrong: string[] = [];
    for (const cp of allowed) {
      const c = String.fromCodePoint(cp);
      if (c.normalize('NFKC') !== c) wrong.push(`NFKC ${hex(cp)}`);
      if (/[\p{Cn}\p{M}\p{C}\p{Z}]/u.test(c) && cp !== 0x20) wrong.push(`kind ${hex(cp)}`);
      if (/[\p{Lu}\p{Lt}]/u.test(c) && !/[A-Z]/.test(c)) wrong.push(`capital ${hex(cp)}`);
      // Its key stays on the list, and nothing composes with what may precede it.
      if (![...c.toLowerCase()].every((k) => allowedSet.has(k.codePointAt(0) ?? 0))) {
        wrong.push(`key ${hex(cp)}`);
      }
      for (const before of ['a', 'e', 'か', 'カ', '가', '각', 'ㄅ', '字']) {
        if ((before + c).normalize('NFKC') !== before + c) wrong.push(`after ${before} ${hex(cp)}`);
      }
    }
    expect(wrong).toEqual([]);
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
    ['\u3164', ''],
    ['\u115f\u1160\uffa0\u2800', ''],
    ['林大明', '林大明'],
    // Compatibility ideographs, radicals and a decomposed accent become the plain character.
    ['\uf90a', '金'],
    ['\u2f08', '人'],
    ['e\u0301', 'é'],
    ['麥可·喬丹', '麥可・喬丹'],
    ['麥可‧喬丹', '麥可・喬丹'],
    ['ｼﾞｮﾝ', 'ジョン'],
  ])('stores %j as %j, which the rules take', (typed, stored) => {
    expect(normalizeName(typed)).toBe(stored);
    if (stored) expect(nameProblem(stored)).toBeUndefined();
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

  // Issue 29's attacks, each as written straight through the SDK and as typed into a form.
  it.each([
    ['a Mongolian variation selector', 'alice\u180b'],
    ['the last Mongolian variation selector', 'alice\u180f'],
    ['an invisible operator', 'alice\u2065'],
    ['a specials block code point', 'alice\ufff0'],
    ['an unassigned code point', 'alice\u0378'],
    ['a Cyrillic а among Latin letters', '\u0430lice'],
    ['a Greek ο among Latin letters', 'b\u03bfb'],
    ['a compatibility ideograph', '\uf90a'],
    ['a Kangxi radical', '\u2f08'],
    ['a combining accent', 'e\u0301'],
    ['an emoji', '阿哲😀'],
    ['an extension B ideograph', '𠮷'],
  ])('refuses a stored name with %s', (_, name) => {
    expect(nameProblem(name)).toBe('invalid');
    const typed = normalizeName(name);
    // Typed, it is either mended into a name of plain characters or refused in the form.
    if (typed !== name && nameProblem(typed) === undefined) {
      expect([...typed].every((c) => allowedSet.has(c.codePointAt(0) ?? 0))).toBe(true);
    } else {
      expect(limitMessage('displayName', name)).toBe(copy.errNameChars);
    }
  });

  it('the rename form keeps a name from before the allow-list, and refuses it for anyone new', () => {
    expect(limitMessage('displayName', '阿哲😀', '阿哲😀')).toBeUndefined();
    expect(limitMessage('displayName', '阿哲😀')).toBe(copy.errNameChars);
    expect(limitMessage('displayName', '阿哲')).toBeUndefined();
    expect(limitMessage('displayName', ' ')).toBe(copy.errNeedName);
  });

  it('both adapters keep a name from before the allow-list, and refuse it for anyone new', () => {
    expect(storedDisplayName(' 阿哲😀 ', '阿哲😀')).toBe('阿哲😀');
    expect(() => storedDisplayName('阿哲😀')).toThrow(
      expect.objectContaining({ code: 'invalid-argument' }),
    );
    expect(() => storedDisplayName('阿哲😎', '阿哲😀')).toThrow(
      expect.objectContaining({ code: 'invalid-argument' }),
    );
    expect(() => storedDisplayName(' ', '')).toThrow(
      expect.objectContaining({ code: 'invalid-argument' }),
    );
    expect(storedDisplayName('ａｌｉｃｅ')).toBe('alice');
  });

  // Every code point, alone and between letters: what normalizing gives is stored as it is, and
  // what the rules accept has the same key whether lower() folds ASCII only or all of Unicode.
  it('stores only what the rules accept, with a key both kinds of lower() agree on', () => {
    const asciiLower = (text: string) => text.replace(/[A-Z]/g, (c) => c.toLowerCase());
    const wrong: string[] = [];
    for (const cp of everyCodePoint()) {
      const c = String.fromCodePoint(cp);
      for (const typed of [c, `A${c}z`]) {
        const stored = normalizeName(typed);
        const problem = nameProblem(stored);
        if (
          normalizeName(stored) !== stored ||
          (problem === undefined && nameKey(stored) !== asciiLower(stored)) ||
          (problem === undefined && ![...stored].every((k) => allowedSet.has(k.codePointAt(0)!)))
        ) {
          wrong.push(hex(cp));
        }
      }
    }
    expect(wrong).toEqual([]);
    // Every code point twice: about 3 s alone, several times that on a busy 2-core machine.
  }, 60_000);
});
