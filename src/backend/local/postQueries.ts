import Dexie, { type IndexableType } from 'dexie';
import type { DataApi, PostCursor, PostFilter, PostRange } from '../types';
import { searchPosts, type ReadSearchPage } from '../core/search';
import type { LocalDatabase, PostRecord } from './db';
import { watch } from './live';
import { toPost, type PostKey } from './postRecords';

/** The index a list reads and the key prefix that selects it; the rest of each key is [createdAt, id]. */
function listIndex(filter: PostFilter): { index: string; prefix: IndexableType[] } {
  switch (filter.kind) {
    case 'all':
      return { index: '[createdAt+id]', prefix: [] };
    case 'topic':
      return { index: '[topic+createdAt+id]', prefix: [filter.topic] };
    case 'author':
      return { index: '[uid+createdAt+id]', prefix: [filter.uid] };
    case 'collectedBy':
      return { index: 'collectedKeys', prefix: [filter.uid] };
  }
}

/** This adapter's cursor: the [createdAt, id] key of a list page's last post. */
const cursorAt = (record: PostRecord): PostCursor =>
  [record.createdAt, record.id] as unknown as PostCursor;
const keyOf = (cursor: PostCursor): PostKey => cursor as unknown as PostKey;

async function list(db: LocalDatabase, filter: PostFilter, { after, until, limit }: PostRange) {
  const { index, prefix } = listIndex(filter);
  const lower = until ? [...prefix, ...keyOf(until)] : prefix;
  const upper = after ? [...prefix, ...keyOf(after)] : [...prefix, Dexie.maxKey];
  return db.posts.where(index).between(lower, upper, true, false).reverse().limit(limit).toArray();
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
): Pick<DataApi, 'watchPosts' | 'watchPost' | 'searchPosts'> {
  return {
    watchPosts(filter, range, callback, onError) {
      return watch(
        () => list(db, filter, range),
        (records) => {
          const last = records.at(-1);
          callback(records.map(toPost), last ? cursorAt(last) : null);
        },
        onError,
      );
    },

    watchPost(id, callback, onError) {
      return watch(
        () => db.posts.get(id),
        (record) => callback(record ? toPost(record) : null),
        onError,
      );
    },

    searchPosts: (text, limit) => searchPosts(text, limit, searchPage(db)),
  };
}
