import type Dexie from 'dexie';

/**
 * Schema version 12 (issue 39): the members' follows, one record per member (and the comment indexes
 * the activity read by then, dropped in 13). Version 13 (issue 47): each member's inbox of notices,
 * newest first; nothing reads the comments by whom they tell any more. Older comments and likes make
 * no notices (README, "Upgrading to the inbox"). Declared in LocalDatabase's constructor after 11.
 */
export function conversationsSchema(db: Dexie): void {
  db.version(12).stores({
    follows: 'uid',
    comments: 'id, [postId+createdAt], [notify+createdAt], [answers+createdAt], *mentions',
  });
  db.version(13).stores({
    notices: '[uid+id], [uid+at]',
    comments: 'id, [postId+createdAt]',
  });
}
