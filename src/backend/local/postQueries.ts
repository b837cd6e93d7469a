import Dexie, { type IndexableType } from 'dexie';
import type { DataApi, PostCursor, PostFilter, PostRange } from '../types';
import { searchPosts, type ReadSearchPage } from '../core/search';
import type { LocalDatabase, PostRecord } from './db';
import { watch } from './live';
import { bookmarkedPosts } from './marks';
import { toPost, type PostKey } from './postRecords';
import type { Session } from './session';

type PostsFilter = Exclude<PostFilter, { kind: 'bookmarks' }>;

/** The index a list reads and the key prefix that selects it; the rest of each key is [createdAt, id]. */
function listIndex(filter: PostsFilter): { index: string; prefix: IndexableType[] } {
  switch (filter.kind) {
    case 'all':
      return { index: '[createdAt+id]', prefix: [] };
    case 'topic':
      return { index: '[topic+createdAt+id]', prefix: [filter.topic] };
    case 'author':
      return { index: '[uid+createdAt+id]', prefix: [filter.uid] };
  }
}

/**
 * This adapter's cursor: the [createdAt, id] key of a list page's last post; in the bookmarks list,
 * of its last bookmark.
 */
const cursorOf = (key: PostKey): PostCursor => key as unknown as PostCursor;
const keyOf = (cursor: PostCursor | undefined): PostKey | undefined =>
  cursor as unknown as PostKey | undefined;

async function list(
  db: LocalDatabase,
  session: Session,
  filter: PostFilter,
  range: PostRange,
): Promise<{ posts: PostRecord[]; end: PostKey | null }> {
  const after = keyOf(range.after);
  const until = keyOf(range.until);
  if (filter.kind === 'bookmarks') {
    return bookmarkedPosts(db, session, filter.uid, { after, until, limit: range.limit });
  }
  const { index, prefix } = listIndex(filter);
  const lower = until ? [...prefix, ...until] : prefix;
  const upper = after ? [...prefix, ...after] : [...prefix, Dexie.maxKey];
  const posts = await db.posts
    .where(index)
    .between(lower, upper, true, false)
    .reverse()
    .limit(range.limit)
    .toArray();
  const last = posts.at(-1);
  return { posts, end: last ? [last.createdAt, last.id] : null };
}

/** The search policy's page (core/search.ts): one range of the search index, resumed below a key. */
function searchPage(db: LocalDatabase): ReadSearchPage<IndexableType[]> {
  return async (token, size, after) => {
    const upper = after ?? [token, Dexie.maxKey];
    const records = await db.posts
      .where('searchKeys')
      .between([token], upper, true, false)
      .reverse()
      .limit(size)
      .toArray();
    const last = records.at(-1);
    return { posts: records.map(toPost), end: last && [token, last.createdAt, last.id] };
  };
}

export function createPostQueries(
  db: LocalDatabase,
  session: Session,
): Pick<DataApi, 'watchPosts' | 'watchPost' | 'searchPosts'> {
  return {
    watchPosts(filter, range, callback, onError) {
      return watch(
        () => list(db, session, filter, range),
        ({ posts, end }, freshness) => callback(posts.map(toPost), end && cursorOf(end), freshness),
        onError,
      );
    },

    watchPost(id, callback, onError) {
      return watch(
        () => db.posts.get(id),
        (record, freshness) => callback(record ? toPost(record) : null, freshness),
        onError,
      );
    },

    searchPosts: (text, limit) => searchPosts(text, limit, searchPage(db)),
  };
}
