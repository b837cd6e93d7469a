import Dexie, { type IndexableType } from 'dexie';
import type { DataApi, PostCursor, PostFilter, PostRange } from '../types';
import { matchesQuery, queryTokens } from '../../lib/searchTokens';
import type { LocalDatabase, PostRecord } from './db';
import { watch } from './live';
import { toPost, type PostKey } from './postRecords';

// A search reads at most this many posts holding its most selective token, newest first, so it costs the
// same at any size; a rare phrase made of common tokens may then miss its oldest matches.
const searchScanLimit = 200;

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

    async searchPosts(text, limit) {
      const [token] = queryTokens(text);
      if (token === undefined) return [];
      let scanned = 0;
      const records = await db.posts
        .where('searchKeys')
        .between([token], [token, Dexie.maxKey])
        .reverse()
        .until(() => ++scanned > searchScanLimit)
        .filter((post) => matchesQuery(post.title, post.content, text))
        .limit(limit)
        .toArray();
      return records.map(toPost);
    },
  };
}
