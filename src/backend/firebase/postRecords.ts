import type { NewPost } from '../core/postFields';
import type { Author, Post, PostCursor } from '../types';

/*
 * A stored post read into a Post, and this adapter's list cursor, with no Firestore import: the SDK
 * (postReads.ts, cursors.ts) and the REST read of the visitor's first page (firstPage.ts) read the same
 * documents and must give the same posts and cursors, so both call these.
 */

/** How many topics a read asks for: more than the site will ever have. */
export const topicLimit = 100;

/** What `createdAt` is as read: the SDK's Timestamp, or firstPage.ts's reading of the REST text. */
export interface StoredTime {
  seconds: number;
  nanoseconds: number;
  toMillis(): number;
}

/** `posts/{id}` as read, by the SDK or REST. */
export type StoredPost = Partial<NewPost<StoredTime>>;

/** A post's or comment's author snapshot as read; a document without one is its uid's. */
export function authorFrom(data: { author?: Partial<Author>; uid?: string }): Author {
  return {
    uid: data.author?.uid ?? data.uid ?? '',
    displayName: data.author?.displayName ?? '',
    photoURL: data.author?.photoURL ?? '',
  };
}

export function postFrom(id: string, data: StoredPost): Post {
  return {
    id,
    title: data.title ?? '',
    content: data.content ?? '',
    topic: data.topic ?? '',
    createdAt: data.createdAt?.toMillis() ?? 0,
    author: authorFrom(data),
    uid: data.uid ?? '',
    imageUrl: data.imageUrl ?? '',
    thumbUrl: data.thumbUrl ?? '',
    likeCount: data.likeCount ?? 0,
    commentsCount: data.commentsCount ?? 0,
  };
}

/**
 * This adapter's cursor: the last post's `createdAt` to the server's precision (microseconds; the
 * milliseconds a Post carries would skip posts written within the same millisecond) and its id, which
 * orders posts that share a time. Values rather than snapshots: nothing has to be remembered, and a
 * cursor stays valid after its post is deleted.
 */
export interface CursorValues {
  seconds: number;
  nanoseconds: number;
  id: string;
}

export function cursorFrom(time: Omit<StoredTime, 'toMillis'> | null, id: string): PostCursor {
  const values: CursorValues = {
    seconds: time?.seconds ?? 0,
    nanoseconds: time?.nanoseconds ?? 0,
    id,
  };
  return values as unknown as PostCursor;
}
