import { hotOf } from '../../lib/limits';
import type { Post, PostCursor } from '../types';
import type { PostRecord } from './db';

/** A post's place in every newest-first list: [createdAt, id]. */
export type PostKey = [createdAt: number, id: string];

/** A post's place in the 熱門 order: [hot, createdAt, id]. */
export type HotKey = [hot: number, createdAt: number, id: string];

/**
 * This adapter's cursor: the key of a list page's last post in the list's order ([createdAt, id], or
 * HotKey); in the bookmarks list, of its last bookmark.
 */
export const cursorOf = (key: PostKey | HotKey): PostCursor => key as unknown as PostCursor;

/** The key a cursor of this adapter holds. */
export const keyOf = (cursor: PostCursor | undefined): PostKey | undefined =>
  cursor as unknown as PostKey | undefined;

/** The stored form of `post`, its index keys derived from its current fields. */
export function toRecord(
  post: Omit<PostRecord, 'searchTokens' | 'searchKeys' | 'hot'> & { hot?: number },
  searchTokens: string[],
): PostRecord {
  return {
    ...post,
    hot: post.hot ?? hotOf(post.createdAt, post.likeCount),
    searchTokens,
    searchKeys: searchTokens.map((token) => [token, post.createdAt, post.id]),
  };
}

/** The post as the Backend interface gives it, without the local index fields. */
export function toPost(record: PostRecord): Post {
  const { id, title, content, topic, createdAt, author, uid, imageUrl } = record;
  // Posts stored before card copies existed have none.
  const thumbUrl = record.thumbUrl ?? '';
  const { likeCount, commentsCount, hidden = false } = record;
  return {
    id,
    title,
    content,
    topic,
    createdAt,
    author: { ...author },
    uid,
    imageUrl,
    thumbUrl,
    likeCount,
    commentsCount,
    hidden,
  };
}
