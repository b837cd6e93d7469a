import type Dexie from 'dexie';

/**
 * Schema version 12 (issue 39): the replies that answer a member (`[answers+createdAt]`) and the
 * comments that mention them (`*mentions`), for their activity; the members' follows, one record per
 * member. Declared in LocalDatabase's constructor after version 11.
 */
export function conversationsSchema(db: Dexie): void {
  db.version(12).stores({
    follows: 'uid',
    comments: 'id, [postId+createdAt], [notify+createdAt], [answers+createdAt], *mentions',
  });
}
