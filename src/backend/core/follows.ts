import { followLimits } from '../../lib/limits';
import { BackendError } from '../errors';
import type { FollowActivityItem } from './followsApi';
import { followList, listOf, type FollowKind, type Follows, type FollowsApi } from './followsApi';

/*
 * What both adapters' follows.ts build follows with (issue 39), as firestore.rules bound them. Apart
 * from core/followsApi.ts so that only the adapters' chunks carry it.
 */

/** What firestore.rules take as an id of each kind (a post's: core/ids.ts; a topic holds no '/'). */
const idShape: Record<FollowKind, RegExp> = {
  author: /^[A-Za-z0-9]{1,128}$/,
  topic: /^[^/]{1,50}$/,
  post: /^[A-Za-z0-9]{20}$/,
};

/**
 * The follows after following (`on`) or leaving `id`, as both adapters write them and firestore.rules
 * bound them; null when nothing changes. A post followed is stamped `now` (Follows.followedAt), a post
 * left or dropped past the bound loses its stamp. Throws `invalid-argument` for an id of the wrong
 * shape or the member themself, and `follow-limit` past followLimits.feed.
 */
export function nextFollows(
  follows: Follows,
  me: string,
  kind: FollowKind,
  id: string,
  on: boolean,
  now: number,
): Follows | null {
  if (!idShape[kind].test(id) || (kind === 'author' && id === me)) {
    throw new BackendError('invalid-argument');
  }
  const list = followList(follows, kind);
  if (list.includes(id) === on) return null;
  const { authors, topics, posts } = follows;
  const next = { authors, topics, posts, followedAt: follows.followedAt };
  if (!on) {
    next[listOf[kind]] = list.filter((each) => each !== id);
    return stamped(next, id, null);
  }
  if (kind !== 'post' && authors.length + topics.length >= followLimits.feed) {
    throw new BackendError('follow-limit');
  }
  next[listOf[kind]] = [...list, id].slice(-(kind === 'post' ? followLimits.posts : Infinity));
  return kind === 'post' ? stamped(next, id, now) : next;
}

/** `follows` with post `id` stamped `at` (null: unstamped), and no stamp of a post not followed. */
function stamped(follows: Follows, id: string, at: number | null): Follows {
  const kept = Object.entries(follows.followedAt).filter(
    ([post]) => post !== id && follows.posts.includes(post),
  );
  return { ...follows, followedAt: Object.fromEntries(at ? [...kept, [id, at]] : kept) };
}

/**
 * Follows.followedAt as stored (firestore.rules `followedAt`): each time as a string of digits, which
 * the rules can check whole, a map's values being a list they can join.
 */
export function storedFollowedAt(followedAt: Record<string, number>): Record<string, string> {
  return Object.fromEntries(Object.entries(followedAt).map(([id, at]) => [id, String(at)]));
}

/** A stored follows document as the app reads it: missing or malformed lists read as empty. */
export function followsOf(data: Record<string, unknown> | undefined): Follows {
  const strings = (value: unknown) =>
    Array.isArray(value) ? value.filter((each): each is string => typeof each === 'string') : [];
  const posts = strings(data?.posts);
  const stamps = typeof data?.followedAt === 'object' && data.followedAt ? data.followedAt : {};
  const followedAt = Object.entries(stamps).flatMap(([id, at]) =>
    posts.includes(id) && Number(at) > 0 ? [[id, Number(at)] as const] : [],
  );
  return {
    authors: strings(data?.authors),
    topics: strings(data?.topics),
    posts,
    followedAt: Object.fromEntries(followedAt),
  };
}

/**
 * `publishPost` that then follows the new post (a member follows their own posts, issue 39): right
 * after it is written, not awaited (on Firebase the follow waits in the SDK's queue like any write).
 * A follow that fails leaves the post published; the member can follow it from its page.
 */
export function followingOwnPosts<Args extends unknown[]>(
  publishPost: (...args: Args) => Promise<string>,
  { setFollow }: Pick<FollowsApi, 'setFollow'>,
): (...args: Args) => Promise<string> {
  return async (...args) => {
    const id = await publishPost(...args);
    setFollow('post', id, true).catch(() => {});
    return id;
  };
}

/** A post as follow activity needs it. */
interface PostSeen {
  id: string;
  uid: string;
  title: string;
  createdAt: number;
}

/**
 * The follow activity of member `me` (core/activityApi.ts FollowActivityItem), as both adapters build
 * it from the same reads: `newPosts` of the followed authors; and each followed post that exists with
 * its newest comments (not hidden, newest first), of which those written since it was followed
 * (`since`, FollowsRead.followedAt; 0 when unknown) and since the member's own last comment there.
 * The member's own posts are left out: each comment on them reaches 通知 by itself already.
 */
export function followActivityOf(
  me: string,
  newPosts: PostSeen[],
  followed: { post: PostSeen | null; since: number; comments: { uid: string; at: number }[] }[],
): FollowActivityItem[] {
  const posts: FollowActivityItem[] = newPosts.map((post) => ({
    kind: 'newPost',
    id: post.id,
    postId: post.id,
    uid: post.uid,
    title: post.title,
    at: post.createdAt,
  }));
  const commented = followed.flatMap(({ post, since, comments }): FollowActivityItem[] => {
    if (!post || post.uid === me) return [];
    const mine = comments.find((comment) => comment.uid === me)?.at ?? 0;
    // A comment of the follow's very millisecond counts: the two clocks cannot tell it apart.
    const fresh = comments.filter(
      (comment) => comment.uid !== me && comment.at > mine && comment.at >= since,
    );
    if (fresh.length === 0) return [];
    const item = { id: post.id, postId: post.id, title: post.title, comments: fresh };
    return [{ kind: 'followedPost', ...item, at: fresh[0]!.at }];
  });
  return [...posts, ...commented];
}
