/**
 * A create sent again under the id its sender chose once (a retry, a second press, another tab, a
 * replay after a reload): the document at that id is the member's own and holds what was sent, so
 * the first send landed and this one is its success. Anything else at the id is a refusal.
 */
export function sentAgain(
  existing: { uid: string } | null | undefined,
  uid: string,
  sent: Record<string, unknown>,
): boolean {
  if (!existing || existing.uid !== uid) return false;
  const stored = existing as unknown as Record<string, unknown>;
  return Object.entries(sent).every(([field, value]) => stored[field] === value);
}

/** What a post sent again must hold to be the same post: its texts. */
export function sentTexts({
  title,
  content,
  topic,
}: {
  title: string;
  content: string;
  topic: string;
}) {
  return { title, content, topic };
}
