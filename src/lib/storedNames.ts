/**
 * What a stored display name may hold (docs/security.md, "Names"): one allow-list, `nameCharacters`,
 * from which both this module's check and firestore.rules `namePattern()` are built
 * (tests/unit/names.test.ts checks that the rules hold exactly `storedNamePattern`).
 */
import { textLimits } from './limits';
import { nameKey } from './names';

/** Code points from `first` to `last`, both included. */
type CodeRange = readonly [first: number, last: number];

/**
 * Every character a stored name may hold, by script. Each one is assigned, draws something, and is
 * NFKC-stable, so that normalizeName leaves a stored name as it is and no character here is another
 * one in a second form; and none is a capital but A-Z, since the claim's key is the rules' `lower()`,
 * which folds ASCII only on the emulator. Left out on purpose: Cyrillic and Greek (whole-script
 * lookalikes of Latin), compatibility ideographs, radicals, combining marks, format characters,
 * full-width forms, emoji, and the CJK extensions beyond A (many devices draw them as the same
 * empty box; their names are written with a common character instead).
 */
export const nameCharacters: readonly CodeRange[] = [
  [0x20, 0x20], // a space, between words only: never leading, trailing or doubled
  [0x2d, 0x2e], // - .
  [0x30, 0x39], // 0-9
  [0x41, 0x5a], // A-Z
  [0x5f, 0x5f], // _
  [0x61, 0x7a], // a-z
  [0xdf, 0xf6], // ß à-ö: the small letters of Latin-1 (normalizeName stores À-Þ in lowercase)
  [0xf8, 0xff], // ø-ÿ
  [0x3041, 0x3096], // Hiragana letters
  [0x309d, 0x309e], // ゝ ゞ
  [0x30a1, 0x30fe], // Katakana letters, ・ ー ヽ ヾ
  [0x3105, 0x312f], // Bopomofo
  [0x31a0, 0x31bf], // Bopomofo Extended
  [0x3400, 0x4dbf], // CJK Unified Ideographs Extension A
  [0x4e00, 0x9fff], // CJK Unified Ideographs
  [0xac00, 0xd7a3], // Hangul syllables
];

/** A character class of `ranges`, each code point written by `escape`. */
function characterClass(ranges: readonly CodeRange[], escape: (codePoint: number) => string) {
  const runs = ranges.map(([first, last]) =>
    first === last ? escape(first) : `${escape(first)}-${escape(last)}`,
  );
  return `[${runs.join('')}]`;
}

/**
 * The allow-list as firestore.rules `namePattern()` holds it: a pattern in RE2's syntax (and Java's,
 * on the emulator), where a code point is \x{...}.
 */
function rulesPattern(ranges: readonly CodeRange[]): string {
  return `${characterClass(ranges, (cp) => `\\x{${cp.toString(16).toUpperCase()}}`)}*`;
}

export const storedNamePattern = rulesPattern(nameCharacters);

const storedName = new RegExp(
  `^${characterClass(nameCharacters, (cp) => `\\u{${cp.toString(16)}}`)}*$`,
  'u',
);

/**
 * Whether `name` (a stored one, perhaps from before these checks) has a claim `names/{key}`: its key
 * is a document id, which `.`, `..`, `__…__` and anything with `/` are not.
 */
export function hasClaimKey(name: string): boolean {
  const key = nameKey(name);
  return key !== '' && !key.includes('/') && key !== '.' && key !== '..' && !/^__.*__$/su.test(key);
}

export type NameProblem = 'blank' | 'too-long' | 'invalid';

/**
 * Why `stored` (a normalised name) cannot be stored, as firestore.rules judge a new name; `invalid`
 * is what normalising cannot mend: a character off the list, or a key that is not a document id.
 */
export function nameProblem(stored: string): NameProblem | undefined {
  if (stored === '') return 'blank';
  if (stored.length > textLimits.displayName) return 'too-long';
  if (
    stored !== stored.trim() ||
    stored.includes('  ') ||
    !storedName.test(stored) ||
    !hasClaimKey(stored)
  ) {
    return 'invalid';
  }
  return undefined;
}
