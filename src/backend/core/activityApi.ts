import type { ErrorListener, Listener, Unsubscribe } from '../types';

/** Something that happened on one of the member's posts. `at`: when (epoch ms). */
export type ActivityItem =
  | {
      kind: 'comment';
      /** The comment's id. */
      id: string;
      postId: string;
      /** Who commented: the page shows their current name. */
      uid: string;
      /** The comment's first line, at most quoteLength characters (commentQuote). */
      quote: string;
      at: number;
    }
  | {
      /** A reply that answers the member's comment or reply (issue 39), on any post. */
      kind: 'reply';
      /** The reply's id: the item opens the post at it. */
      id: string;
      postId: string;
      /** Who replied. */
      uid: string;
      quote: string;
      at: number;
    }
  | {
      /** A comment or reply that mentions the member (issue 39), on any post. */
      kind: 'mention';
      /** The comment's or reply's id: the item opens the post at it. */
      id: string;
      postId: string;
      /** Who mentioned them. */
      uid: string;
      quote: string;
      at: number;
    }
  | {
      kind: 'likes';
      /** The post's id: one item per post, at its latest like. */
      id: string;
      postId: string;
      title: string;
      likeCount: number;
      at: number;
    };

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

/** The member's activity: newest first; `seenAt`: when they last opened it (0: never). */
export interface Activity {
  items: ActivityItem[];
  seenAt: number;
  /** A read filled its window (lib/limits.ts listLimits.activity): older items may be left out. */
  full: boolean;
}

/**
 * Activity on the member's own posts (issue 30): what each adapter's activity.ts provides
 * (createActivityApi). Live reads whatever the number of posts: the comments by others on them,
 * the posts by their last like, `activitySeen`, and (issue 39) the replies that answer the member and
 * what mentions them.
 */
export interface ActivityApi {
  /** Live; `uid` must be the signed-in member's (no one else may read it). */
  watchActivity(uid: string, callback: Listener<Activity>, onError?: ErrorListener): Unsubscribe;
  /** Marks everything up to now seen (the server's time), on every tab of the member. */
  markActivitySeen(): Promise<void>;
}

/** The longest quote of a comment a notice carries, in characters (an ellipsis ends a longer line). */
const quoteLength = 60;

/** What a comment's notice quotes: its first non-blank line, trimmed, at most quoteLength long. */
export function commentQuote(content: string): string {
  const line =
    content
      .split('\n')
      .find((each) => each.trim() !== '')
      ?.trim() ?? '';
  const characters = Array.from(line);
  return characters.length > quoteLength ? `${characters.slice(0, quoteLength).join('')}…` : line;
}

/** Both reads, newest first. */
export function activityOf(
  comments: ActivityItem[],
  likes: ActivityItem[],
  seenAt: number,
  full: boolean,
): Activity {
  const items = [...comments, ...likes].sort((a, b) => b.at - a.at);
  return { items, seenAt, full };
}
