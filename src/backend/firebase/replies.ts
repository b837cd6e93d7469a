import {
  collection,
  deleteField,
  getDoc,
  getDocFromCache,
  getDocs,
  limit,
  query,
  where,
  type DocumentReference,
  type WriteBatch,
} from 'firebase/firestore';
import { BackendError } from '../errors';
import { replyPlace } from '../core/repliesApi';

/**
 * What a reply stores beside a comment's fields (docs/data-model.md): the comment it sits under, the
 * comment or reply it answers, and that one's author (whom it answers: their activity lists it).
 * firestore.rules check all three against the comments they name, in this post.
 */
export interface ReplyFields {
  replyTo: string;
  answerOf: string;
  answers: string;
}

/**
 * The fields of a reply to `answered`. The post page follows the thread, so the cache has the comment
 * answered: no read is billed, and offline it is known; else one read.
 */
export async function replyFields(answered: DocumentReference): Promise<ReplyFields> {
  const snapshot = await getDocFromCache(answered).catch(() => getDoc(answered));
  if (!snapshot.exists()) throw new BackendError('not-found');
  const data = snapshot.data() as { uid?: unknown; replyTo?: unknown };
  const place = replyPlace({
    id: snapshot.id,
    uid: typeof data.uid === 'string' ? data.uid : '',
    replyTo: typeof data.replyTo === 'string' ? data.replyTo : undefined,
  });
  return { ...place, answerOf: snapshot.id };
}

/**
 * Whether a comment has a reply others can read (one read: a query of at most one document). A
 * member's query must ask for hidden == false (firestore.rules); a reply that is hidden alone does
 * not keep its comment's place.
 */
export async function hasReplies(comment: DocumentReference): Promise<boolean> {
  const replies = query(
    collection(comment.parent.firestore, comment.parent.path),
    where('replyTo', '==', comment.id),
    where('hidden', '==', false),
    limit(1),
  );
  return !(await getDocs(replies)).empty;
}

/**
 * A comment with replies is not removed: its text goes and it says so (這則留言已刪除), its replies
 * stay under it, and it notifies no one any more. Into `batch`, which also counts the post down: a
 * cleared comment is no longer counted (core/commentCount.ts).
 */
export function softDelete(batch: WriteBatch, comment: DocumentReference): void {
  const cleared = { content: '', deleted: true, notify: deleteField(), mentions: deleteField() };
  batch.update(comment, cleared);
}
