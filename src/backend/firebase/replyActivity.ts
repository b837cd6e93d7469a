import {
  collectionGroup,
  limit,
  orderBy,
  query,
  where,
  type Firestore,
  type QueryDocumentSnapshot,
  type Timestamp,
} from 'firebase/firestore';
import { listLimits } from '../../lib/limits';
import { commentQuote, type ActivityItem } from '../core/activityApi';

import type { ErrorListener, Freshness, Unsubscribe } from '../types';
import { watch } from './live';

function itemOf(kind: 'reply' | 'mention', snapshot: QueryDocumentSnapshot): ActivityItem {
  const data = snapshot.data({ serverTimestamps: 'estimate' });
  // A reply's path is posts/{postId}/comments/{id}.
  const postId = snapshot.ref.parent.parent?.id ?? '';
  const uid = typeof data.uid === 'string' ? data.uid : '';
  const quote = typeof data.content === 'string' ? data.content : '';
  const at = (data.createdAt as Timestamp | undefined)?.toMillis?.() ?? 0;
  return { kind, id: snapshot.id, postId, uid, quote: commentQuote(quote), at };
}

/** Which comments each kind of item is: a reply answering the member, or a comment naming them. */
const matching = {
  reply: (uid: string) => where('answers', '==', uid),
  mention: (uid: string) => where('mentions', 'array-contains', uid),
} as const;

/**
 * The comments and replies that answer (`reply`) or mention (`mention`) the member (issue 39): one
 * collection-group listener each, beside activity.ts's, `answers` or `mentions` + `hidden` +
 * `createdAt` desc (firestore.indexes.json), at most listLimits.activity. `full`: the window is
 * full, so older ones may be left out.
 */
export function watchReplyActivity(
  db: Firestore,
  kind: 'reply' | 'mention',
  uid: string,
  onItems: (items: ActivityItem[], freshness: Freshness & { full: boolean }) => void,
  onError: ErrorListener | undefined,
): Unsubscribe {
  const max = listLimits.activity;
  return watch(
    query(
      collectionGroup(db, 'comments'),
      matching[kind](uid),
      where('hidden', '==', false),
      orderBy('createdAt', 'desc'),
      limit(max),
    ),
    (snapshot, { stale }) =>
      onItems(
        snapshot.docs.map((comment) => itemOf(kind, comment)),
        { stale, full: snapshot.size === max },
      ),
    onError,
  );
}
