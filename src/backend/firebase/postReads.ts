import {
  collection,
  doc,
  documentId,
  endAt,
  getDocsFromServer,
  limit,
  orderBy,
  query,
  startAfter,
  Timestamp,
  where,
  type DocumentSnapshot,
  type QueryConstraint,
} from 'firebase/firestore';
import { listLimits } from '../../lib/limits';
import type { PostQueryFilter, PostReadsApi } from '../core/postsApi';
import { searchPosts } from '../core/search';
import { inListOrder } from '../core/topics';
import type { PostCursor, PostRange } from '../types';
import type { FirebaseContext } from './context';
import { watch } from './live';
import { cursorOf, toPost, type CursorValues, type PostKey, type StoredPost } from './postRecords';
import { readFromServer } from './readPolicy';

/** Every list's order, newest first; a cursor holds one value per field. */
const listOrder = [orderBy('createdAt', 'desc'), orderBy(documentId(), 'desc')];

/**
 * Where a cursor of this adapter (postRecords.ts cursorOf) points, as a query starts or ends there.
 * Here, not beside cursorOf: the visitor's first page (REST, no SDK) makes cursors but never reads them.
 */
function keyOf(cursor: PostCursor): [Timestamp, string] {
  const { seconds, nanoseconds, id } = cursor as unknown as CursorValues;
  return [new Timestamp(seconds, nanoseconds), id];
}

/** The constraints of a list window (PostRange) in the list order, after a list's own filter. */
export function windowOf({ after, until, limit: max }: PostRange): QueryConstraint[] {
  return [
    ...listOrder,
    ...(after ? [startAfter(...keyOf(after))] : []),
    ...(until ? [endAt(...keyOf(until))] : []),
    limit(max),
  ];
}

/** A post's snapshot as a Post; one written in this tab has no server time yet: its estimate. */
export const postAt = (snapshot: DocumentSnapshot) =>
  toPost(snapshot.id, snapshot.data({ serverTimestamps: 'estimate' }) as StoredPost);

/** The key of a listed document (a post, or a bookmark of one), for cursorOf. */
export function keyAt(snapshot: DocumentSnapshot): PostKey {
  // A post written in this tab has no server time yet; its estimate is where the list shows it.
  const time = snapshot.get('createdAt', { serverTimestamps: 'estimate' }) as Timestamp | null;
  return [time, snapshot.id];
}

function filterBy(filter: PostQueryFilter): QueryConstraint[] {
  switch (filter.kind) {
    case 'all':
      return [];
    case 'topic':
      return [where('topic', '==', filter.topic)];
    case 'author':
      return [where('uid', '==', filter.uid)];
  }
}

export function createPostReadsApi({ db }: Pick<FirebaseContext, 'db'>): PostReadsApi {
  const posts = collection(db, 'posts');

  return {
    // From the server or not at all: the cache holds whatever this client happened to read, and a
    // part of the topics, or of a search's answer, would be shown as the whole.
    async listTopics() {
      const snapshot = await readFromServer(db, () =>
        getDocsFromServer(query(collection(db, 'topics'), limit(listLimits.topics))),
      );
      return inListOrder(
        snapshot.docs.map((topic) => ({
          id: topic.id,
          name: String(topic.get('name')),
          order: topic.get('order') as unknown,
        })),
      );
    },

    watchPosts(filter, range, callback, onError) {
      return watch(
        query(posts, ...filterBy(filter), ...windowOf(range)),
        (snapshot, freshness) => {
          const last = snapshot.docs.at(-1);
          callback(snapshot.docs.map(postAt), last ? cursorOf(keyAt(last)) : null, freshness);
        },
        onError,
      );
    },

    watchPost(id, callback, onError) {
      return watch(
        doc(posts, id),
        (snapshot, freshness) => callback(snapshot.exists() ? postAt(snapshot) : null, freshness),
        onError,
      );
    },

    searchPosts: (text, max) =>
      searchPosts<DocumentSnapshot>(text, max, async (token, size, after) => {
        const page = await readFromServer(db, () =>
          getDocsFromServer(
            query(
              posts,
              where('searchTokens', 'array-contains', token),
              orderBy('createdAt', 'desc'),
              ...(after ? [startAfter(after)] : []),
              limit(size),
            ),
          ),
        );
        return { posts: page.docs.map(postAt), end: page.docs.at(-1) };
      }),
  };
}
