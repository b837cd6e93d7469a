import Dexie, { type IndexableType } from 'dexie';
import { searchPosts, type ReadSearchPage } from '../core/search';
import { inListOrder } from '../core/topics';
import type { PostQueryFilter, PostReadsApi } from '../core/postsApi';
import { listLimits } from '../../lib/limits';
import type { PostRange } from '../types';
import type { LocalContext } from './context';
import type { LocalDatabase, PostRecord } from './db';
import { watch } from './live';
import { cursorOf, keyOf, toPost, type HotKey, type PostKey } from './postRecords';

const popular = (filter: PostQueryFilter) => 'order' in filter && filter.order === 'popular';

/**
 * The index a list reads and the key prefix that selects it; the rest of each key is [createdAt, id],
 * or in the 熱門 order [hot, createdAt, id] (postRecords.ts HotKey).
 */
function listIndex(filter: PostQueryFilter): { index: string; prefix: IndexableType[] } {
  const hot = popular(filter) ? 'hot+' : '';
  switch (filter.kind) {
    case 'all':
      return { index: `[${hot}createdAt+id]`, prefix: [] };
    case 'topic':
      return { index: `[topic+${hot}createdAt+id]`, prefix: [filter.topic] };
    case 'author':
      return { index: '[uid+createdAt+id]', prefix: [filter.uid] };
    case 'following':
      return { index: '[createdAt+id]', prefix: [] };
  }
}

/**
 * As firestore.rules: a hidden post is its author's and the moderators' alone. Lists for others leave
 * it out (on Firebase they ask for hidden == false); the author's own list keeps it.
 */
const shown = (post: PostRecord) => !post.hidden;

/** 追蹤中: a post of a followed author or in a followed topic (firebase/postReads.ts asks the same). */
const followed = (
  { authors, topics }: Extract<PostQueryFilter, { kind: 'following' }>,
  post: PostRecord,
) => authors.includes(post.uid) || topics.includes(post.topic);

async function list(db: LocalDatabase, filter: PostQueryFilter, range: PostRange, me: string) {
  const after = keyOf(range.after);
  const until = keyOf(range.until);
  const { index, prefix } = listIndex(filter);
  const lower = until ? [...prefix, ...until] : prefix;
  const upper = after ? [...prefix, ...after] : [...prefix, Dexie.maxKey];
  return db.posts
    .where(index)
    .between(lower, upper, true, false)
    .reverse()
    .filter((post) => shown(post) || (filter.kind === 'author' && post.uid === me))
    .filter((post) => filter.kind !== 'following' || followed(filter, post))
    .limit(range.limit)
    .toArray();
}

/** The search policy's page (core/search.ts): one range of the search index, resumed below a key. */
function searchPage(db: LocalDatabase): ReadSearchPage<IndexableType[]> {
  return async (token, size, after) => {
    const upper = after ?? [token, Dexie.maxKey];
    const records = await db.posts
      .where('searchKeys')
      .between([token], upper, true, false)
      .reverse()
      .filter(shown)
      .limit(size)
      .toArray();
    const last = records.at(-1);
    return { posts: records.map(toPost), end: last && [token, last.createdAt, last.id] };
  };
}

export function createPostReadsApi({ db, session }: LocalContext): PostReadsApi {
  // Who is asking; '' for a visitor. Only Dexie promises are awaited (live.ts watch).
  const asking = () => session.member().catch(() => null);

  return {
    listTopics: async () => inListOrder(await db.topics.toArray()),

    watchPosts(filter, range, callback, onError) {
      return watch(
        async () => list(db, filter, range, (await asking())?.uid ?? ''),
        (posts, freshness) => {
          const last = posts.at(-1);
          const key = (post: PostRecord): PostKey | HotKey =>
            popular(filter) ? [post.hot, post.createdAt, post.id] : [post.createdAt, post.id];
          callback(posts.map(toPost), last ? cursorOf(key(last)) : null, freshness);
        },
        onError,
      );
    },

    watchPost(id, callback, onError) {
      return watch(
        async () => {
          const record = await db.posts.get(id);
          const me = await asking();
          // Others find a hidden post gone, as the rules refuse them its get.
          const readable = record && (shown(record) || record.uid === me?.uid || me?.moderator);
          return readable ? record : undefined;
        },
        (record, freshness) => callback(record ? toPost(record) : null, freshness),
        onError,
      );
    },

    // The list itself, as Firebase's count is of it (a local read costs nothing).
    async countAuthorPosts(uid) {
      const me = (await asking())?.uid ?? '';
      return (await list(db, { kind: 'author', uid }, { limit: listLimits.posts }, me)).length;
    },

    searchPosts: (text, limit) => searchPosts(text, limit, searchPage(db)),
  };
}
