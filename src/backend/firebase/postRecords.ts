import type { Timestamp } from 'firebase/firestore';
import type { NewPost } from '../core/postFields';
import type { Author, Post, PostCursor } from '../types';

/*
 * A stored post read into a Post, and this adapter's list cursor, with no runtime Firestore import: the SDK
 * (postReads.ts) and the REST read of the visitor's first page (postFirstPage.ts) read the same
 * documents and must give the same posts and cursors.
 */

/** `posts/{id}` as written. `lastCommentId` exists for firestore.rules only (see comments.ts). */
export type PostDoc = NewPost<Timestamp> & { lastCommentId?: string };

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

/** The post `posts/{id}` as the Backend interface gives it. */
export function toPost(id: string, data: StoredPost): Post {
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
    hidden: data.hidden ?? false,
  };
}

/** A time as read: the SDK's Timestamp, or postRestDocuments.ts's reading of the REST text. */
export interface StoredTime {
  seconds: number;
  nanoseconds: number;
  toMillis(): number;
}

/**
 * A post's place in every newest-first list: its `createdAt` to the server's precision (microseconds;
 * the milliseconds a Post carries would skip posts written within the same millisecond) and its id,
 * which orders posts that share a time. Values rather than snapshots: nothing has to be remembered,
 * and a cursor stays valid after its post is deleted.
 */
export type PostKey = [
  createdAt: Pick<StoredTime, 'seconds' | 'nanoseconds'> | null,
  id: string,
  /** Its `hot` (熱門 order, which puts it first), where it has one. */
  hot?: number,
];

/** A cursor of this adapter, as postReads.ts keyOf reads it back. */
export interface CursorValues {
  seconds: number;
  nanoseconds: number;
  id: string;
  hot?: number;
}

/** The cursor at a list page's last post (in the bookmarks list, its last bookmark). */
export function cursorOf([time, id, hot]: PostKey): PostCursor {
  const values: CursorValues = {
    seconds: time?.seconds ?? 0,
    nanoseconds: time?.nanoseconds ?? 0,
    id,
    ...(hot !== undefined && { hot }),
  };
  return values as unknown as PostCursor;
}
