import {
  collection,
  doc,
  documentId,
  endAt,
  getCountFromServer,
  getDocsFromServer,
  limit,
  orderBy,
  query,
  startAfter,
  Timestamp,
  where,
  type DocumentSnapshot,
  type Firestore,
  type QueryConstraint,
} from 'firebase/firestore';
import { listLimits } from '../../lib/limits';
import type { PostQueryFilter, PostReadsApi } from '../core/postsApi';
import { searchPosts } from '../core/search';
import { inListOrder } from '../core/topics';
import type { ErrorListener, Listener, Post, PostCursor, PostRange, Unsubscribe } from '../types';
import { firebaseCode } from './firebaseErrors';
import { watchWhenReady } from './lazy';
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

/**
 * Lists for everyone leave hidden posts out, and must say so for the rules to let them through; an
 * author's own list (我的文章) keeps them. postFirstPage.ts asks the same.
 */
const notHidden = where('hidden', '==', false);

function filterBy(filter: PostQueryFilter, me: string): QueryConstraint[] {
  switch (filter.kind) {
    case 'all':
      return [notHidden];
    case 'topic':
      return [notHidden, where('topic', '==', filter.topic)];
    case 'author':
      return [...(filter.uid === me ? [] : [notHidden]), where('uid', '==', filter.uid)];
  }
}

/**
 * A post followed by id: null when it does not exist, and when the rules refuse it, which they do to
 * a post hidden by a moderator for all but its author and the moderators (to them it is gone).
 */
function watchPostDoc(
  db: Firestore,
  id: string,
  callback: Listener<Post | null>,
  onError: ErrorListener | undefined,
): Unsubscribe {
  return watch(
    doc(db, 'posts', id),
    (snapshot, freshness) => callback(snapshot.exists() ? postAt(snapshot) : null, freshness),
    (error) =>
      firebaseCode(error) === 'permission-denied'
        ? callback(null, { stale: false })
        : onError?.(error),
  );
}

export function createPostReadsApi({
  db,
  member,
}: Pick<FirebaseContext, 'db' | 'member'>): PostReadsApi {
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
      const listen = (me: string) =>
        watch(
          query(posts, ...filterBy(filter, me), ...windowOf(range)),
          (snapshot, freshness) => {
            const last = snapshot.docs.at(-1);
            callback(snapshot.docs.map(postAt), last ? cursorOf(keyAt(last)) : null, freshness);
          },
          onError,
        );
      if (filter.kind !== 'author') return listen('');
      // Whether this is the reader's own list: a visitor's is not.
      const me = member().then(
        (user) => user.uid,
        () => '',
      );
      return watchWhenReady(me, listen, onError);
    },

    watchPost: (id, callback, onError) => watchPostDoc(db, id, callback, onError),

    // A count() aggregation: the rules judge it as the list it counts, so it asks for their limit.
    async countAuthorPosts(uid) {
      const me = await member().then(
        (user) => user.uid,
        () => '',
      );
      const counted = query(
        posts,
        ...filterBy({ kind: 'author', uid }, me),
        limit(listLimits.posts),
      );
      const snapshot = await readFromServer(db, () => getCountFromServer(counted));
      return snapshot.data().count;
    },

    searchPosts: (text, max) =>
      searchPosts<DocumentSnapshot>(text, max, async (token, size, after) => {
        const page = await readFromServer(db, () =>
          getDocsFromServer(
            query(
              posts,
              notHidden,
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
