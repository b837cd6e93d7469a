import { inListOrder } from '../core/topics';
import {
  collection,
  doc,
  endAt,
  getDocsFromServer,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type DocumentSnapshot,
  type Firestore,
  type QueryConstraint,
  type Timestamp,
} from 'firebase/firestore';
import type { NewPost } from '../core/postFields';
import { searchPosts } from '../core/search';
import type {
  DataApi,
  ErrorListener,
  Post,
  PostFilter,
  PostRange,
  PostsListener,
  Unsubscribe,
} from '../types';
import { readFromServer } from './connection';
import { cursorAt, cursorValues, listOrder } from './cursors';
import { freshnessOf, watchDocument, watchQuery } from './live';
import { postFrom, topicLimit } from './postRecords';

/** `posts/{id}` as stored. `lastCommentId` exists for firestore.rules only (see comments.ts). */
export type PostDoc = NewPost<Timestamp> & { lastCommentId?: string };

export type PostReads = Pick<DataApi, 'listTopics' | 'watchPost' | 'searchPosts'> & {
  watchPosts(
    filter: PostQueryFilter,
    range: PostRange,
    callback: PostsListener,
    onError?: ErrorListener,
  ): Unsubscribe;
};

export function toPost(snapshot: DocumentSnapshot): Post {
  // A post written in this tab has no server time yet; the estimate keeps it sortable and displayable.
  return postFrom(snapshot.id, snapshot.data({ serverTimestamps: 'estimate' }) as Partial<PostDoc>);
}

/** The lists of posts by their own fields; the bookmarks list is postMarks.ts's. */
export type PostQueryFilter = Exclude<PostFilter, { kind: 'bookmarks' }>;

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

export function createPostReads({ db }: { db: Firestore }): PostReads {
  const posts = collection(db, 'posts');

  return {
    // From the server or not at all: the cache holds whatever this client happened to read, and a
    // part of the topics, or of a search's answer, would be shown as the whole.
    async listTopics() {
      const snapshot = await readFromServer(db, () =>
        getDocsFromServer(query(collection(db, 'topics'), limit(topicLimit))),
      );
      return inListOrder(
        snapshot.docs.map((topic) => ({
          id: topic.id,
          name: String(topic.get('name')),
          order: topic.get('order') as unknown,
        })),
      );
    },

    watchPosts(filter, { after, until, limit: max }, callback, onError) {
      const constraints = [...filterBy(filter), ...listOrder];
      if (after) constraints.push(startAfter(...cursorValues(after)));
      if (until) constraints.push(endAt(...cursorValues(until)));
      constraints.push(limit(max));
      return watchQuery(
        query(posts, ...constraints),
        (snapshot) => {
          const last = snapshot.docs.at(-1);
          callback(snapshot.docs.map(toPost), last ? cursorAt(last) : null, freshnessOf(snapshot));
        },
        onError,
      );
    },

    watchPost(id, callback, onError) {
      return watchDocument(
        doc(posts, id),
        (snapshot) => callback(snapshot.exists() ? toPost(snapshot) : null, freshnessOf(snapshot)),
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
        return { posts: page.docs.map(toPost), end: page.docs.at(-1) };
      }),
  };
}
