import type { Post, PostCursor, PostRange } from '../../backend/types';
import type { ErrorCode } from '../../lib/errorCodes';
import { pageSize } from '../../lib/limits';

/**
 * A live, paged post list as a chain of segments, each one live `watchPosts` window.
 *
 * Each page is its own window: the next one starts right after the last post of the one before, so the
 * chain covers the list without gaps, and a page once read stays subscribed as it is: nothing is read
 * twice (Firestore bills every document a new listener returns). But a live window of fixed size shifts
 * when a post is added above it, so its last card would fall off one page and never be on the next
 * (firebase-js-sdk #6880). So a closed page (one another follows) that loses its last post is then
 * re-anchored down to that post (`until`) with room to grow: posts arriving above grow it instead of
 * pushing a card across the boundary. That re-reads the page once, only when the list actually moved.
 */
export interface Segment {
  /** Identifies one subscription: a new key means "subscribe again with this range". */
  key: number;
  range: PostRange;
  /** null until the first answer for this key; a re-anchored segment keeps its posts meanwhile. */
  posts: Post[] | null;
  /** The adapter's cursor at the last of `posts`. */
  end: PostCursor | null;
  /** A closed segment: the id of its last post when it was closed, and that post's cursor. */
  untilPost?: string;
  anchor?: PostCursor;
  /** The code of this subscription's failure; null while it answers. */
  error: ErrorCode | null;
  /** Its last answer came from what the client had, for want of the server (see Freshness). */
  stale: boolean;
}

export interface PagerState {
  segments: Segment[];
  nextKey: number;
}

/** How many posts a closed segment may gain before it has to be re-anchored again. */
export const headroom = 50;

/**
 * One open page of `pageSize`; or, to rebuild a list the reader had scrolled through (Back), one open
 * window as long as it was: the same posts the chain of pages covered, and paging goes on after it.
 */
export function initialPager(length = pageSize): PagerState {
  return { segments: [segment(0, { limit: Math.max(pageSize, length) })], nextKey: 1 };
}

function segment(
  key: number,
  range: PostRange,
  { posts = null, end = null, untilPost, anchor }: Partial<Segment> = {},
): Segment {
  return { key, range, posts, end, untilPost, anchor, error: null, stale: false };
}

function replace(state: PagerState, index: number, next: Segment): PagerState {
  const segments = state.segments.slice();
  segments[index] = next;
  return { ...state, segments };
}

/** An answer for subscription `key`; answers for keys no longer in the chain are stale and ignored. */
export function received(
  state: PagerState,
  key: number,
  posts: Post[],
  end: PostCursor | null,
  stale = false,
): PagerState {
  const index = state.segments.findIndex((s) => s.key === key);
  const current = state.segments[index];
  if (!current) return state;
  const { range, untilPost, anchor } = current;
  const reanchor = (wider: PostRange) => ({
    // The cards it had stay until the new window answers.
    ...replace(state, index, segment(state.nextKey, wider, { ...current, posts: current.posts })),
    nextKey: state.nextKey + 1,
  });
  // A closed page whose last post was pushed off (or deleted): from now on it ends at that post.
  if (untilPost && anchor && !range.until && !posts.some((post) => post.id === untilPost)) {
    return reanchor({ until: anchor, limit: range.limit + headroom });
  }
  // An anchored segment that comes back full may have been cut short by newer posts: widen it.
  if (range.until && posts.length >= range.limit && posts.at(-1)?.id !== untilPost) {
    return reanchor({ ...range, limit: range.limit + headroom });
  }
  return replace(state, index, { ...current, posts, end, error: null, stale });
}

export function failed(state: PagerState, key: number, error: ErrorCode): PagerState {
  const index = state.segments.findIndex((s) => s.key === key);
  const current = state.segments[index];
  if (!current) return state;
  return replace(state, index, { ...current, error });
}

/**
 * Subscribes the failed and the stale segments again; their posts stay on screen until the new
 * answers come.
 */
export function retry(state: PagerState): PagerState {
  let { nextKey } = state;
  const segments = state.segments.map((s) =>
    s.error || s.stale ? { ...segment(nextKey++, s.range, s), stale: s.stale } : s,
  );
  return { segments, nextKey };
}

/** Some page's last answer is stale: the list may be incomplete, and its end is not known. */
export function isStale(state: PagerState): boolean {
  return state.segments.some((s) => s.stale);
}

function tail(state: PagerState): Segment {
  return state.segments[state.segments.length - 1] as Segment;
}

export function isLoading(state: PagerState): boolean {
  return tail(state).posts === null && !errorOf(state);
}

/** The first failed segment's code, or null when none failed. */
export function errorOf(state: PagerState): ErrorCode | null {
  return state.segments.find((s) => s.error)?.error ?? null;
}

/** The open segment came back full, so there may be more after it (stale or not). */
export function hasMore(state: PagerState): boolean {
  const { posts, range } = tail(state);
  return posts !== null && posts.length >= range.limit;
}

/** Closes the open segment at its last post (its window stays as it is) and opens the next page. */
export function loadMore(state: PagerState): PagerState {
  if (!hasMore(state) || errorOf(state)) return state;
  const open = tail(state);
  const anchor = open.end as PostCursor;
  const closed: Segment = { ...open, untilPost: open.posts?.at(-1)?.id, anchor };
  const next = segment(state.nextKey, { after: anchor, limit: pageSize });
  return { segments: [...state.segments.slice(0, -1), closed, next], nextKey: state.nextKey + 1 };
}

/** The segments in order, each post once: while a segment is re-anchored two may briefly overlap. */
export function mergedPosts(state: PagerState): Post[] {
  const seen = new Set<string>();
  const merged: Post[] = [];
  for (const { posts } of state.segments) {
    for (const post of posts ?? []) {
      if (seen.has(post.id)) continue;
      seen.add(post.id);
      merged.push(post);
    }
  }
  return merged;
}
