/** The notices of new comments as the adapters write them, for the rules suites of 通知 (issue 47). */
import {
  doc,
  increment,
  serverTimestamp,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { comment, idOf, newComment, post, postId } from './fixtures';
import { commentStamp, paced, stampOn } from './writes';

export const title = '雨天的咖啡廳';
export const c2 = idOf('c2');
export const notice = (db: Firestore, to: string, id: string) =>
  doc(db, 'users', to, 'notices', id);

/** A comment notice as the adapters write it: `commentId`'s, to whom it concerns. */
export const told = (
  from: string,
  commentId: string,
  changes: DocumentData = {},
): DocumentData => ({
  kind: 'comment',
  postId,
  title,
  commentId,
  from,
  quote: newComment(from).content as string,
  likeCount: 0,
  at: serverTimestamp(),
  ...changes,
});

/**
 * The batch addComment commits, with its notices: the comment `id` (when `data` is given), the post's
 * count, the caller's stamp, and each notice `[to, fields]` at `c` + id.
 */
export async function commentWithNotices(
  db: Firestore,
  data: DocumentData | null,
  notices: [string, DocumentData][],
  id = c2,
) {
  await paced(db);
  const batch = writeBatch(db);
  if (data) {
    batch.set(comment(db, id), data);
    batch.update(post(db), { commentsCount: increment(1), lastCommentId: id });
    stampOn(batch, db, postId, commentStamp());
  }
  for (const [to, fields] of notices) batch.set(notice(db, to, `c${id}`), fields);
  return batch.commit();
}
