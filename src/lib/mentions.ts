/**
 * Mentions (issue 39): a comment or reply names a member by their id, stored in its text as `<@uid>`
 * and listed in its `mentions` (at most maxMentions, each once); it is shown as their current name,
 * linking to their page. The box shows `@name` as typed or picked; storedText turns the names of the
 * post's participants (and those picked) into ids when it is sent, shownText turns ids back into
 * names for an edit.
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

/**
 * The text to store: each `@name` of a member the box knows (`known`, name → uid: the names picked
 * from the list, and every participant's, typed in full: names are unique) as `<@uid>`. At each @ the
 * longest name known that follows it wins, whatever comes after the name; an @ followed by no known
 * name stays text, and so does a name past the maxMentions-th member named. One pass, so a stored
 * `<@uid>` is never read again as a name.
 */
export function storedText(text: string, known: ReadonlyMap<string, string>): string {
  const names = [...known.keys()].filter((name) => name !== '').sort((a, b) => b.length - a.length);
  const named = new Set<string>();
  let stored = '';
  let from = 0;
  for (let at = text.indexOf('@'); at >= 0; at = text.indexOf('@', from)) {
    stored += text.slice(from, at);
    const name = names.find((each) => text.startsWith(each, at + 1));
    const uid = name === undefined ? undefined : known.get(name);
    if (name !== undefined && uid && (named.has(uid) || named.size < maxMentions)) {
      named.add(uid);
      stored += `<@${uid}>`;
      from = at + 1 + name.length;
    } else {
      stored += '@';
      from = at + 1;
    }
  }
  return stored + text.slice(from);
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
