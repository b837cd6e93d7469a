/**
 * Mentions (issue 39): a comment or reply names a member by their id, stored in its text as `<@uid>`
 * and listed in its `mentions` (at most maxMentions, each once); it is shown as their current name,
 * linking to their page. The box shows `@name` as typed and picked; storedText turns the picked names
 * into ids when it is sent, shownText turns ids back into names for an edit.
 */

export const maxMentions = 10;

/** A uid as both adapters make them (Firebase Auth's 28, the local adapter's 20). */
const tokenPattern = /<@([A-Za-z0-9]{1,128})>/g;

/** The members a text mentions, each once, in order. */
export function mentionsIn(content: string): string[] {
  return [...new Set([...content.matchAll(tokenPattern)].map((match) => match[1] ?? ''))];
}

export type MentionPiece = { text: string } | { uid: string };

/** The text in pieces: plain text, and the mentions of `mentioned` (any other token stays text). */
export function splitMentions(content: string, mentioned: readonly string[]): MentionPiece[] {
  const pieces: MentionPiece[] = [];
  let last = 0;
  for (const match of content.matchAll(tokenPattern)) {
    const uid = match[1] ?? '';
    if (!mentioned.includes(uid)) continue;
    if (match.index > last) pieces.push({ text: content.slice(last, match.index) });
    pieces.push({ uid });
    last = match.index + match[0].length;
  }
  if (last < content.length) pieces.push({ text: content.slice(last) });
  return pieces;
}

/** The text to store: each `@name` of a member picked in the box (name → uid) as `<@uid>`. */
export function storedText(text: string, picked: ReadonlyMap<string, string>): string {
  // The longest names first, so that one name that begins another takes only its own.
  const names = [...picked.keys()].sort((a, b) => b.length - a.length);
  let stored = text;
  for (const name of names) stored = stored.split(`@${name}`).join(`<@${picked.get(name)}>`);
  return stored;
}

/** The text as the box shows it: each mention of `mentioned` as `@name`; and the names it picked. */
export function shownText(
  content: string,
  mentioned: readonly string[],
  nameOf: (uid: string) => string,
): { text: string; picked: Map<string, string> } {
  const picked = new Map<string, string>();
  const text = splitMentions(content, mentioned)
    .map((piece) => {
      if ('text' in piece) return piece.text;
      const name = nameOf(piece.uid);
      picked.set(name, piece.uid);
      return `@${name}`;
    })
    .join('');
  return { text, picked };
}

/** The `@` being typed before `caret`, as far as the word after it goes: the query to suggest for. */
export function mentionQuery(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const at = before.lastIndexOf('@');
  if (at < 0) return null;
  const query = before.slice(at + 1);
  if (/\s/.test(query) || query.length > 30) return null;
  return { start: at, query };
}
