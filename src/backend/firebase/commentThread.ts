import {
  collection,
  doc,
  getDoc,
  limit,
  orderBy,
  query,
  where,
  type DocumentSnapshot,
  type Firestore,
  type Timestamp,
} from 'firebase/firestore';
import { windowOf } from '../core/checks';
import type { Author, Comment, ErrorListener, Freshness, Listener, Unsubscribe } from '../types';
import { firebaseCode } from './firebaseErrors';
import { watch } from './live';
import { authorFrom } from './postRecords';

export interface CommentDoc {
  content: string;
  createdAt: Timestamp;
  /** Only once the author has edited it. */
  editedAt?: Timestamp;
  author: Author;
  uid: string;
  hidden: boolean;
  /** A reply's (replies.ts): the comment it sits under, the one it answers, whose that one is. */
  replyTo?: string;
  answerOf?: string;
  answers?: string;
  /** Deleted by its author while it had replies. */
  deleted?: boolean;
  /** The members its text mentions (lib/mentions.ts), when any. */
  mentions?: string[];
}

function toComment(postId: string, snapshot: DocumentSnapshot): Comment {
  const data = snapshot.data({ serverTimestamps: 'estimate' }) as Partial<CommentDoc>;
  return {
    id: snapshot.id,
    postId,
    content: data.content ?? '',
    createdAt: data.createdAt?.toMillis() ?? 0,
    editedAt: data.editedAt?.toMillis() ?? 0,
    author: authorFrom(data),
    uid: data.uid ?? '',
    hidden: data.hidden ?? false,
    ...(data.replyTo && { replyTo: data.replyTo, answers: data.answers ?? '' }),
    ...(data.deleted && { deleted: true as const }),
    ...(data.mentions?.length && { mentions: data.mentions }),
    // Written here and not yet confirmed: the SDK keeps it in its queue (offline, across reloads).
    ...(snapshot.metadata.hasPendingWrites && { pending: true as const }),
  };
}

/** Who reads a thread: a moderator reads every comment; anyone else asks as firestore.rules demand. */
export interface Reader {
  uid: string;
  moderator: boolean;
}

/**
 * A post's newest comments, oldest first. A moderator's one query reads hidden comments too; anyone
 * else's asks for hidden == false (the rules refuse a query that could return others' hidden
 * comments), beside a second, small one for the reader's own hidden comments, which they still see
 * (marked). Own hidden comments older than a full window are left out, as the window leaves others.
 * The rules let members read the comments of an existing post only: a post that is gone (or never
 * was) has no comments to show, which is not a failure.
 */
export function watchThread(
  db: Firestore,
  postId: string,
  reader: Reader,
  callback: Listener<Comment[]>,
  onError: ErrorListener | undefined,
  newest: number,
): Unsubscribe {
  const comments = collection(db, 'posts', postId, 'comments');
  const size = windowOf(newest);
  const newestFirst = [orderBy('createdAt', 'desc'), limit(size)] as const;
  let stopped = false;
  const failed = (error: Error) => {
    if (firebaseCode(error) !== 'permission-denied') return onError?.(error);
    getDoc(doc(db, 'posts', postId)).then(
      (post) => {
        if (stopped) return;
        if (post.exists()) onError?.(error);
        // The server says the post is gone: there is nothing to show, and that is known.
        else callback([], { stale: post.metadata.fromCache });
      },
      () => onError?.(error),
    );
  };
  const answers: [Comment[], Freshness][] = [];
  const deliver = () => {
    const [shown, own] = answers;
    if (!shown || (!reader.moderator && !own)) return;
    const [visible, { stale }] = shown;
    const oldest = visible.length === size ? (visible.at(-1)?.createdAt ?? 0) : 0;
    const hidden = (own?.[0] ?? []).filter((comment) => comment.createdAt >= oldest);
    const thread = [...visible, ...hidden].sort((a, b) => a.createdAt - b.createdAt);
    callback(thread, { stale: stale || !!own?.[1].stale });
  };
  const listen = (at: 0 | 1, ...constraints: Parameters<typeof query>[1][]) =>
    watch(
      query(comments, ...constraints),
      (snapshot, freshness) => {
        answers[at] = [snapshot.docs.map((comment) => toComment(postId, comment)), freshness];
        deliver();
      },
      failed,
    );
  const stops = reader.moderator
    ? [listen(0, ...newestFirst)]
    : [
        listen(0, where('hidden', '==', false), ...newestFirst),
        listen(1, where('uid', '==', reader.uid), where('hidden', '==', true), ...newestFirst),
      ];
  return () => {
    stopped = true;
    stops.forEach((stop) => stop());
  };
}
