/**
 * What firestore.rules accept as a stored display name (docs/security.md, "Names"), for the adapters
 * and the tests; the forms need only names.ts.
 */
import { textLimits } from './limits';
import { nameKey } from './names';

/**
 * What a stored name may hold, as a regular expression in the syntax firestore.rules read (RE2, and
 * Java's on the emulator); firestore.rules `namePattern()` repeats it and tests/unit/names.test.ts
 * compares the two. Refused: `/` (a claim's id is the key); capitals other than A-Z (the emulator's
 * `lower()` folds ASCII only, and what production's does beyond ASCII is not documented, so no other
 * capital may reach it); control, format (zero-width, bidi overrides), private-use and line characters;
 * every space but U+0020; characters that draw nothing (Hangul fillers, the braille blank, variation
 * selectors, the grapheme joiner, Khmer inherent vowels); and the forms NFKC folds into ASCII
 * (full-width and half-width forms, mathematical letters, Roman numerals, circled letters).
 */
export const storedNamePattern =
  '([A-Z]|[^/\\p{Lu}\\p{Lt}\\p{Cc}\\p{Cf}\\p{Co}\\p{Zl}\\p{Zp}' +
  '\\x{A0}\\x{1680}\\x{2000}-\\x{200A}\\x{202F}\\x{205F}\\x{3000}' +
  '\\x{34F}\\x{115F}\\x{1160}\\x{17B4}\\x{17B5}\\x{2800}\\x{3164}\\x{FE00}-\\x{FE0F}\\x{E0100}-\\x{E01EF}' +
  '\\x{2160}-\\x{217F}\\x{24B6}-\\x{24E9}\\x{FF00}-\\x{FFEF}\\x{1D400}-\\x{1D7FF}])*';

// The same pattern in JavaScript's syntax, where a code point is \u{...}.
const storedName = new RegExp(`^(?:${storedNamePattern.replaceAll('\\x{', '\\u{')})$`, 'u');

export type NameProblem = 'blank' | 'too-long' | 'invalid';

/**
 * Why `stored` (a normalised name) cannot be stored, as firestore.rules judge it; `invalid` is what
 * normalising cannot mend: a name whose key is not a document id (`.`, `..`, `__…__`).
 */
export function nameProblem(stored: string): NameProblem | undefined {
  if (stored === '') return 'blank';
  if (stored.length > textLimits.displayName) return 'too-long';
  const key = nameKey(stored);
  if (
    stored !== stored.trim() ||
    stored.includes('  ') ||
    !storedName.test(stored) ||
    key === '.' ||
    key === '..' ||
    /^__.*__$/su.test(key)
  ) {
    return 'invalid';
  }
  return undefined;
}
