import Dexie, { type IndexableType } from 'dexie';
import { BackendError } from '../errors';
import type { DataApi, Post, PostFilter, PostRange } from '../types';
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

export function createPostQueries(
  db: LocalDatabase,
): Pick<DataApi, 'watchPosts' | 'watchPost' | 'searchPosts'> {
  // The key of every post delivered, so a cursor on a post deleted since still works (as a Firestore
  // snapshot cursor does).
  const keys = new Map<string, PostKey>();

  function deliver(record: PostRecord): Post {
    keys.set(record.id, [record.createdAt, record.id]);
    return toPost(record);
  }

  // A Dexie promise even when the key is known: inside a live query, awaiting any other promise makes
  // Dexie lose track of what the query reads, and the list would no longer follow changes.
  function keyOf(id: string): Promise<PostKey> {
    const known = keys.get(id);
    if (known) return Dexie.Promise.resolve(known);
    return db.posts.get(id).then((record) => {
      if (!record) throw new BackendError('not-found');
      deliver(record);
      return [record.createdAt, record.id];
    });
  }

  async function list(filter: PostFilter, { afterId, untilId, limit }: PostRange) {
    const { index, prefix } = listIndex(filter);
    const lower = untilId ? [...prefix, ...(await keyOf(untilId))] : prefix;
    const upper = afterId ? [...prefix, ...(await keyOf(afterId))] : [...prefix, Dexie.maxKey];
    const records = await db.posts
      .where(index)
      .between(lower, upper, true, false)
      .reverse()
      .limit(limit)
      .toArray();
    return records.map(deliver);
  }

  return {
    watchPosts(filter, range, callback, onError) {
      return watch(() => list(filter, range), callback, onError);
    },

    watchPost(id, callback, onError) {
      return watch(
        () => db.posts.get(id),
        (record) => callback(record ? deliver(record) : null),
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
      return records.map(deliver);
    },
  };
}
