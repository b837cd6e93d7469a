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

/**
 * The replies that answer the member (issue 39): one more collection-group listener beside
 * activity.ts's, `answers` + `hidden` + `createdAt` desc (firestore.indexes.json), at most
 * listLimits.activity. `full`: the window is full, so older ones may be left out.
 */
export function watchAnswers(
  db: Firestore,
  uid: string,
  onItems: (items: ActivityItem[], freshness: Freshness & { full: boolean }) => void,
  onError: ErrorListener | undefined,
): Unsubscribe {
  const max = listLimits.activity;
  return watch(
    query(
      collectionGroup(db, 'comments'),
      where('answers', '==', uid),
      where('hidden', '==', false),
      orderBy('createdAt', 'desc'),
      limit(max),
    ),
    (snapshot, { stale }) =>
      onItems(
        snapshot.docs.map((reply) => itemOf('reply', reply)),
        { stale, full: snapshot.size === max },
      ),
    onError,
  );
}

/**
 * The comments and replies that mention the member (issue 39): `mentions` array-contains + `hidden`
 * + `createdAt` desc (firestore.indexes.json), at most listLimits.activity.
 */
export function watchMentions(
  db: Firestore,
  uid: string,
  onItems: (items: ActivityItem[], freshness: Freshness & { full: boolean }) => void,
  onError: ErrorListener | undefined,
): Unsubscribe {
  const max = listLimits.activity;
  return watch(
    query(
      collectionGroup(db, 'comments'),
      where('mentions', 'array-contains', uid),
      where('hidden', '==', false),
      orderBy('createdAt', 'desc'),
      limit(max),
    ),
    (snapshot, { stale }) =>
      onItems(
        snapshot.docs.map((comment) => itemOf('mention', comment)),
        { stale, full: snapshot.size === max },
      ),
    onError,
  );
}
