import {
  documentId,
  endAt,
  limit,
  orderBy,
  startAfter,
  Timestamp,
  type DocumentSnapshot,
  type QueryConstraint,
} from 'firebase/firestore';
import type { PostCursor, PostOrder, PostRange } from '../types';
import { toPost, type CursorValues, type PostKey, type StoredPost } from './postRecords';

/*
 * A window of a post list (PostRange) as Firestore query constraints, and the cursors of its ends:
 * every list of this adapter (postReads.ts, bookmarks.ts) pages through these.
 */

/** Every list's order, newest first, or 熱門's, `hot` first; a cursor holds one value per field. */
const newest = [orderBy('createdAt', 'desc'), orderBy(documentId(), 'desc')];
const listOrders = { newest, popular: [orderBy('hot', 'desc'), ...newest] };

/**
 * Where a cursor of this adapter (postRecords.ts cursorOf) points, as a query starts or ends there.
 * Here, not beside cursorOf: the visitor's first page (REST, no SDK) makes cursors but never reads them.
 */
function keyOf(cursor: PostCursor, order: PostOrder): unknown[] {
  const { seconds, nanoseconds, id, hot = 0 } = cursor as unknown as CursorValues;
  const key = [new Timestamp(seconds, nanoseconds), id];
  return order === 'popular' ? [hot, ...key] : key;
}

/** The constraints of a list window (PostRange) in the list order, after a list's own filter. */
export function windowOf(
  { after, until, limit: max }: PostRange,
  order: PostOrder = 'newest',
): QueryConstraint[] {
  return [
    ...listOrders[order],
    ...(after ? [startAfter(...keyOf(after, order))] : []),
    ...(until ? [endAt(...keyOf(until, order))] : []),
    limit(max),
  ];
}

/** A post's snapshot as a Post; one written in this tab has no server time yet: its estimate. */
export const postAt = (snapshot: DocumentSnapshot) =>
  toPost(snapshot.id, snapshot.data({ serverTimestamps: 'estimate' }) as StoredPost);

/** The key of a listed document (a post, or a bookmark of one), for cursorOf. */
export function keyAt(snapshot: DocumentSnapshot, order: PostOrder = 'newest'): PostKey {
  // A post written in this tab has no server time yet; its estimate is where the list shows it.
  const time = snapshot.get('createdAt', { serverTimestamps: 'estimate' }) as Timestamp | null;
  // Only 熱門's cursors hold `hot`: a newest-first one stays the one the REST first page makes
  // (postFirstView.ts compares them to take the page over).
  return order === 'popular'
    ? [time, snapshot.id, snapshot.get('hot') as number | undefined]
    : [time, snapshot.id];
}
