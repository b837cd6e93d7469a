/**
 * Display names (docs/security.md, "Names"). A name is unique ignoring case and width: whoever holds it
 * holds the claim `names/{nameKey(name)}`. The rules cannot normalise Unicode, so the client stores a
 * name already normalised (`normalizeName`), and the rules only check that a stored name is in that
 * form as far as a pattern can tell (storedNames.ts, which only the adapters need), which makes their
 * `lower()` the whole key.
 */

// Characters that draw nothing or steer the text around them; whitespace is handled before these.
// Each is removed on its own, wherever it stands, so no combined character is meant here.
const invisible =
  // eslint-disable-next-line no-misleading-character-class
  /[\p{Cc}\p{Cf}\p{Co}\u034F\u115F\u1160\u17B4\u17B5\u2800\u3164\uFE00-\uFE0F\u{E0100}-\u{E01EF}]/gu;

const otherCapital = /(?![A-Z])[\p{Lu}\p{Lt}]/gu;

/**
 * A typed name as it is stored: NFKC (full-width Latin becomes ASCII), invisible characters dropped,
 * every run of whitespace one space, trimmed, and capitals other than A-Z in lowercase (see
 * storedNames.ts). '' when nothing visible is left.
 */
export function normalizeName(typed: string): string {
  return typed
    .normalize('NFKC')
    .replace(/\s+/gu, ' ')
    .replace(invisible, '')
    .replace(/ {2,}/g, ' ')
    .trim()
    .replace(otherCapital, (capital) => capital.toLowerCase())
    .normalize('NFKC');
}

/** The id of a stored name's claim: what firestore.rules `lower()` gives for it. */
export function nameKey(stored: string): string {
  return stored.toLowerCase();
}
