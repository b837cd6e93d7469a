import type { Notice } from '../core/inboxApi';
/** The local database's records: the shapes of docs/data-model.md, with the local index keys. */
import type { AuthUser, Comment, Post, Topic } from '../types';

/** A post as stored: the shape of docs/data-model.md plus the local index keys. */
export interface PostRecord extends Omit<Post, 'hidden'> {
  /** Posts stored before moderation existed have none: not hidden. */
  hidden?: boolean;
  /** 熱門's order key (lib/limits.ts hotOf), moved with likeCount. */
  hot: number;
  searchTokens: string[];
  /**
   * IndexedDB cannot make a multi-entry index compound, so each entry carries the list's sort order
   * itself: [token, createdAt, id] per search token. An index range on these is then a newest-first
   * list like any other.
   */
  searchKeys: [string, number, string][];
}

/** A member's like of a post (`posts/{postId}/likes/{uid}`). */
export interface LikeRecord {
  postId: string;
  uid: string;
  createdAt: number;
}

/** A member's bookmark of a post (`users/{uid}/bookmarks/{postId}`); `createdAt` orders the list. */
export interface BookmarkRecord {
  uid: string;
  postId: string;
  createdAt: number;
}

/**
 * A comment as stored; those stored before comments could be edited have no editedAt, those stored
 * before moderation no hidden (not hidden).
 */
export type CommentRecord = Omit<Comment, 'editedAt' | 'hidden'> & {
  editedAt?: number;
  hidden?: boolean;
  /** Written by builds before the inbox (issue 47): whom the comment told, nothing reads it. */
  notify?: string | undefined;
};

/** A notice in member `uid`'s inbox (`users/{uid}/notices/{id}`, core/inboxApi.ts). */
export type NoticeRecord = Notice & { uid: string };

/** When a member last opened their activity (`activitySeen/{uid}`). */
export interface ActivitySeenRecord {
  uid: string;
  seenAt: number;
}

export interface AccountRecord extends Omit<AuthUser, 'moderator'> {
  /** Locally, the seeded demo member; accounts stored before moderation have none: not one. */
  moderator?: boolean;
  /** When the member registered (`users/{uid}.joinedAt`); accounts stored before then have none. */
  joinedAt?: number;
  /** Hex PBKDF2 salt and hash of the password. */
  salt: string;
  hash: string;
}

/** A stored picture, like a Storage object: its path, who wrote it, and its URL. */
export interface FileRecord {
  path: string;
  owner: string;
  url: string;
}

/** A deleted post's id, never to be used again (as firestore.rules keeps `deletedPosts/{id}`). */
export interface TombstoneRecord {
  id: string;
  uid: string;
}

/**
 * A topic as `topics/{name}` stores it: keyed by its name, which is what a post holds, so that a post's
 * topic is known to exist by looking it up. `order` is where the topic list shows it.
 */
export interface TopicRecord extends Topic {
  order: number;
}

/** A display name's claim (`names/{key}` in firestore.rules): the one member who holds the name. */
export interface NameRecord {
  key: string;
  uid: string;
}

/**
 * A post its author began to publish with a picture that has not arrived yet (`pendingPosts/{id}`):
 * the texts to finish it with, seen by its author only; the post itself is written once, whole.
 */
export interface PendingPostRecord {
  id: string;
  uid: string;
  title: string;
  content: string;
  topic: string;
  createdAt: number;
}

/** A mail the local backend would have sent (its development outbox). */
export interface MailRecord {
  id: string;
  to: string;
  sentAt: number;
  /** The site path its link leads to. */
  link: string;
}

/** A password reset code: single-use (deleted when used), good until `expiresAt`. */
export interface ResetCodeRecord {
  code: string;
  uid: string;
  expiresAt: number;
}

/** Named flags, such as the marker that the seed ran. */
export interface MetaRecord {
  key: string;
}

/**
 * A reported item's tally (`reports/{itemKey}`) as written before issue 48: no longer written (the
 * queue counts `reportsBy`); a moderator's 略過 still deletes one left over.
 */
export interface ReportRecord {
  key: string;
  kind: 'post' | 'comment';
  postId: string;
  /** '' for a post. */
  commentId: string;
  /** How many members reported it: one `reportsBy` record each. */
  count: number;
  lastReportedAt: number;
}

/** One member's report of an item (`reports/{itemKey}/by/{uid}`): a second report replaces it. */
export interface ReportByRecord {
  key: string;
  uid: string;
  reason: string;
  /** When the member reported the item (once: a second report changes nothing). */
  createdAt: number;
  /** The same time (before issue 48 a report could be made again and kept its first time here). */
  firstAt?: number;
}

/** A member `uid` no longer sees `blocked` (`users/{uid}/blocks/{blocked}`), private to `uid`. */
export interface BlockRecord {
  uid: string;
  blocked: string;
  createdAt: number;
}

/** A member's follows (`follows/{uid}`, issue 39): each list oldest followed first. */
export interface FollowsRecord {
  uid: string;
  authors: string[];
  topics: string[];
  posts: string[];
  /** When each post was followed, as in firestore.rules (core/follows.ts storedFollowedAt). */
  followedAt?: Record<string, string>;
}
