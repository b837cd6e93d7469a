import type Dexie from 'dexie';

/**
 * The schema versions of 通知 and conversations, declared in LocalDatabase's constructor after 10:
 * 11 (issue 30) the activity's indexes; 12 (issue 39) the members' follows, one record per member,
 * and the indexes of the replies and mentions that told a member; 13 (issue 47) each member's inbox
 * of notices, newest first, and the comment and post indexes nothing reads any more dropped; and
 * (issue 48) the moderators' queue reads the newest reports (`reportsBy` by `createdAt`), as the
 * Firebase adapter's collection-group query does; the per-item `reports` tallies are no longer
 * written. Older comments and
 * likes make no notices (README, "Upgrading to the inbox").
 */
export function activitySchema(db: Dexie): void {
  // Its upgrade filled in `notify`, which nothing reads since version 13: gone with it.
  db.version(11).stores({
    posts:
      'id, [createdAt+id], [topic+createdAt+id], [uid+createdAt+id], *searchKeys, ' +
      '[hot+createdAt+id], [topic+hot+createdAt+id], [uid+lastLikedAt+id]',
    comments: 'id, [postId+createdAt], [notify+createdAt]',
    activitySeen: 'uid',
  });
  db.version(12).stores({
    follows: 'uid',
    comments: 'id, [postId+createdAt], [notify+createdAt], [answers+createdAt], *mentions',
  });
  db.version(13).stores({
    notices: '[uid+id], [uid+at]',
    reportsBy: '[key+uid], createdAt',
    comments: 'id, [postId+createdAt]',
    posts:
      'id, [createdAt+id], [topic+createdAt+id], [uid+createdAt+id], *searchKeys, ' +
      '[hot+createdAt+id], [topic+hot+createdAt+id]',
  });
}
