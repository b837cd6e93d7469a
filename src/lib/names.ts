/**
 * Display names (docs/security.md, "Names"). A name is unique ignoring case and width: whoever holds it
 * holds the claim `names/{nameKey(name)}`. The rules cannot normalise Unicode, so the client stores a
 * name already normalised (`normalizeName`), and the rules check that it holds only characters of the
 * allow-list in storedNames.ts, all of which NFKC leaves as they are, which makes their `lower()` the
 * whole key.
 */

// Characters that draw nothing or steer the text around them; whitespace is handled before these.
// Each is removed on its own, wherever it stands, so no combined character is meant here.
const invisible =
  // eslint-disable-next-line no-misleading-character-class
  /[\p{Cc}\p{Cf}\p{Co}\u034F\u115F\u1160\u17B4\u17B5\u2800\u3164\uFE00-\uFE0F\u{E0100}-\u{E01EF}]/gu;

const otherCapital = /(?![A-Z])[\p{Lu}\p{Lt}]/gu;

// The middle dots a Taiwanese keyboard types between the parts of a foreign name (麥可·喬丹) are the
// one that storedNames.ts lists, so that they are one name.
const middleDot = /[\u00B7\u2027]/gu;

/**
 * A typed name as it is stored: NFKC (full-width Latin becomes ASCII), invisible characters dropped,
 * every run of whitespace one space, trimmed, capitals other than A-Z in lowercase and middle dots
 * as ・ (see storedNames.ts). '' when nothing visible is left. What is left may still hold characters
 * the allow-list refuses (storedNames.ts `nameProblem`).
 */
export function normalizeName(typed: string): string {
  return typed
    .normalize('NFKC')
    .replace(/\s+/gu, ' ')
    .replace(invisible, '')
    .replace(/ {2,}/g, ' ')
    .trim()
    .replace(otherCapital, (capital) => capital.toLowerCase())
    .replace(middleDot, '\u30FB')
    .normalize('NFKC');
}

/** The id of a stored name's claim: what firestore.rules `lower()` gives for it. */
export function nameKey(stored: string): string {
  return stored.toLowerCase();
}
