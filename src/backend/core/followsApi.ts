import { followLimits } from '../../lib/limits';
import type { ErrorListener, Listener, Unsubscribe } from '../types';

/**
 * What follows bring (issue 39, core/followsApi.ts): a followed author's new post (`at`: when
 * published); a followed post's comments by others since the member last commented there (newest
 * first, each its author and time; `at`: the newest), one item per post.
 */
export type FollowActivityItem =
  | { kind: 'newPost'; id: string; postId: string; uid: string; title: string; at: number }
  | {
      kind: 'followedPost';
      id: string;
      postId: string;
      title: string;
      comments: { uid: string; at: number }[];
      at: number;
    };

/** What a member follows: an author (their uid), a topic (its name) or a post (its id). */
export type FollowKind = 'author' | 'topic' | 'post';

/**
 * A member's follows (issue 39; `follows/{uid}`, docs/data-model.md), each list in the order followed,
 * oldest first. Private to its member.
 */
export interface Follows {
  authors: string[];
  topics: string[];
  posts: string[];
  /**
   * When each followed post was followed (ms, this client's clock; issue 49): 通知 tells of comments
   * written since. A post followed before the field existed has none, and tells of every comment.
   */
  followedAt: Record<string, number>;
  /** The store holds a write of this client the server has not yet confirmed (Firebase's queue). */
  pending?: boolean;
}

export const noFollows: Follows = { authors: [], topics: [], posts: [], followedAt: {} };

/**
 * Follows (issue 39): what each adapter's follows.ts provides (createFollowsApi), with what both build
 * them with in core/follows.ts. This file holds what the hooks use too, and no more: it is in the first
 * view's chunk (the top bar's 通知 count reads follows).
 */
export interface FollowsApi {
  /** Live; `uid` must be the signed-in member's (no one else may read them). */
  watchFollows(uid: string, callback: Listener<Follows>, onError?: ErrorListener): Unsubscribe;
  /**
   * Follows (`on`) or stops following. Idempotent. Authors and topics together are at most
   * followLimits.feed (past it: `follow-limit`); posts keep the newest followLimits.posts (the
   * oldest followed is forgotten). A member does not follow themself (`invalid-argument`).
   */
  setFollow(kind: FollowKind, id: string, on: boolean): Promise<void>;
  /**
   * Live: what the follows `followed` (followsRead of the member's) bring to 通知 (followActivityOf):
   * the newest newPostsRead posts of those authors, and the newest followedCommentsRead comments of
   * each of those posts. Members only; `uid` is the signed-in member's.
   */
  watchFollowActivity(
    followed: FollowsRead,
    callback: Listener<FollowActivityItem[]>,
    onError?: ErrorListener,
  ): Unsubscribe;
}

/** The field of a follows document that holds each kind. */
export const listOf = { author: 'authors', topic: 'topics', post: 'posts' } as const;

/** The list of `follows` that holds `kind`. */
export function followList(follows: Follows, kind: FollowKind): string[] {
  return follows[listOf[kind]];
}

export function isFollowing(follows: Follows, kind: FollowKind, id: string): boolean {
  return followList(follows, kind).includes(id);
}

/** What 通知 reads for follows: the newest posts of the followed authors, at most this many. */
export const newPostsRead = 20;
/** And of each followed post checked (followLimits.postsChecked), its newest comments, at most. */
export const followedCommentsRead = 10;

/** What 通知 reads of member `uid`'s follows: every author, the newest followed posts. */
export interface FollowsRead {
  uid: string;
  authors: string[];
  posts: string[];
  /** Of those posts, when each was followed (Follows.followedAt); none: every comment counts. */
  followedAt: Record<string, number>;
}

/** Which follows 通知 reads (docs/scale.md, "Follows"). */
export function followsRead(uid: string, { authors, posts, followedAt }: Follows): FollowsRead {
  const checked = posts.slice(-followLimits.postsChecked);
  const times = checked.flatMap((id) => (followedAt[id] ? [[id, followedAt[id]] as const] : []));
  return { uid, authors, posts: checked, followedAt: Object.fromEntries(times) };
}
