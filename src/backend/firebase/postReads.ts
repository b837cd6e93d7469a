import {
  and,
  collection,
  doc,
  getCountFromServer,
  getDocsFromCache,
  getDocsFromServer,
  limit,
  or,
  orderBy,
  query,
  startAfter,
  where,
  type DocumentSnapshot,
  type Firestore,
  type QueryCompositeFilterConstraint,
  type QueryConstraint,
  type QueryNonFilterConstraint,
} from 'firebase/firestore';
import { listLimits } from '../../lib/limits';
import type { PostQueryFilter, PostReadsApi } from '../core/postsApi';
import { searchPosts } from '../core/search';
import { inListOrder } from '../core/topics';
import type { ErrorListener, Listener, Post, PostOrder, Unsubscribe } from '../types';
import { firebaseCode } from './firebaseErrors';
import { watchWhenReady } from '../core/lazy';
import type { FirebaseContext } from './context';
import { watch } from './live';
import { cursorOf } from './postRecords';
import { keyAt, postAt, windowOf } from './postWindow';
import { readFromServer } from './readPolicy';

/**
 * Lists for everyone leave hidden posts out, and must say so for the rules to let them through; an
 * author's own list (我的文章) keeps them. postFirstPage.ts asks the same.
 */
const notHidden = where('hidden', '==', false);

function filterBy(
  filter: Exclude<PostQueryFilter, { kind: 'following' }>,
  me: string,
): QueryConstraint[] {
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
 * 追蹤中 (issue 39): one query, the posts of the followed authors or in the followed topics. Firestore
 * takes at most 30 disjunctions in a query (each `in` value is one); lib/limits.ts followLimits.feed
 * keeps authors and topics together within them. The caller asks only with some (none: no query).
 */
function followedBy({
  authors,
  topics,
}: Extract<PostQueryFilter, { kind: 'following' }>): QueryCompositeFilterConstraint {
  const followed = [
    ...(authors.length ? [where('uid', 'in', authors)] : []),
    ...(topics.length ? [where('topic', 'in', topics)] : []),
  ];
  return and(notHidden, or(...followed));
}

const orderOf = (filter: PostQueryFilter): PostOrder =>
  'order' in filter ? (filter.order ?? 'newest') : 'newest';

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
    // From the server; without it, the list a server read left in the cache (topics are only ever
    // read whole, and change only in the console). A search's answer is never taken from the cache:
    // a part of it would be shown as the whole.
    async listTopics() {
      const topics = query(collection(db, 'topics'), limit(listLimits.topics));
      const snapshot = await readFromServer(db, () => getDocsFromServer(topics)).catch(
        async (error: unknown) => {
          const cached = await getDocsFromCache(topics).catch(() => null);
          if (firebaseCode(error) !== 'unavailable' || !cached?.size) throw error;
          return cached;
        },
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
      if (filter.kind === 'following' && !filter.authors.length && !filter.topics.length) {
        // Following nothing: nothing to ask (an `in` of no values is no query).
        callback([], null, { stale: false });
        return () => {};
      }
      const listen = (me: string) =>
        watch(
          filter.kind === 'following'
            ? query(posts, followedBy(filter), ...(windowOf(range) as QueryNonFilterConstraint[]))
            : query(posts, ...filterBy(filter, me), ...windowOf(range, orderOf(filter))),
          (snapshot, freshness) => {
            const last = snapshot.docs.at(-1);
            callback(
              snapshot.docs.map(postAt),
              last ? cursorOf(keyAt(last, orderOf(filter))) : null,
              freshness,
            );
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
