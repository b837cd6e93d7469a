import type Dexie from 'dexie';
import type { CommentRecord, PostRecord } from './records';

/**
 * The schema versions of 通知 and conversations, declared in LocalDatabase's constructor after 10:
 * 11 (issue 30) the activity's indexes; 12 (issue 39) the members' follows, one record per member,
 * and the indexes of the replies and mentions that told a member; 13 (issue 47) each member's inbox
 * of notices, newest first, and the comment indexes nothing reads any more dropped. Older comments and
 * likes make no notices (README, "Upgrading to the inbox").
 */
export function activitySchema(db: Dexie): void {
  // Activity (issue 30): the comments that notify a member, their posts by the latest like, and
  // when they last looked. Comments stored before then notify their post's author.
  db.version(11)
    .stores({
      posts:
        'id, [createdAt+id], [topic+createdAt+id], [uid+createdAt+id], *searchKeys, ' +
        '[hot+createdAt+id], [topic+hot+createdAt+id], [uid+lastLikedAt+id]',
      comments: 'id, [postId+createdAt], [notify+createdAt]',
      activitySeen: 'uid',
    })
    .upgrade(async (tx) => {
      const authors = new Map<string, string>();
      await tx.table<PostRecord>('posts').each((post) => authors.set(post.id, post.uid));
      await tx
        .table<CommentRecord>('comments')
        .toCollection()
        .modify((comment) => {
          const author = authors.get(comment.postId) ?? '';
          comment.notify = author === comment.uid ? '' : author;
        });
    });
  db.version(12).stores({
    follows: 'uid',
    comments: 'id, [postId+createdAt], [notify+createdAt], [answers+createdAt], *mentions',
  });
  db.version(13).stores({
    notices: '[uid+id], [uid+at]',
    comments: 'id, [postId+createdAt]',
  });
}
