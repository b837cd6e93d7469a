import type { Post, PostCursor, PostRange } from '../backend/types';
import type { BackendErrorCode } from '../lib/errorCodes';

/**
 * A live, paged post list as a chain of segments, each one live `watchPosts` window.
 *
 * Why not "the first page live, next pages by startAfter": a live window of fixed size shifts when a post
 * is added above it or removed inside it, so a card falls off one page and is never on the next
 * (firebase-js-sdk #6880). Here only the last segment is open (`limit` = page size). Before another
 * segment is added, the open one is closed: it is re-anchored down to its own last post (`until`) with
 * room to grow, so posts arriving above it grow it instead of pushing a card across the boundary, and the
 * new segment starts right after that same post. The chain therefore covers the list without gaps.
 */
export interface Segment {
  /** Identifies one subscription: a new key means "subscribe again with this range". */
  key: number;
  range: PostRange;
  /** null until the first answer for this key; a re-anchored segment keeps its posts meanwhile. */
  posts: Post[] | null;
  /** The adapter's cursor at the last of `posts`. */
  end: PostCursor | null;
  /** A closed segment: the id of the post its `until` cursor is at. */
  untilPost?: string;
  /** The code of this subscription's failure; null while it answers. */
  error: BackendErrorCode | null;
}

export interface PagerState {
  segments: Segment[];
  nextKey: number;
}

export const pageSize = 4;
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
  { posts = null, end = null, untilPost }: Partial<Segment> = {},
): Segment {
  return { key, range, posts, end, untilPost, error: null };
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
): PagerState {
  const index = state.segments.findIndex((s) => s.key === key);
  const current = state.segments[index];
  if (!current) return state;
  const { range, untilPost } = current;
  // A closed segment that comes back full may have been cut short of its anchor by newer posts: widen it.
  if (untilPost && posts.length >= range.limit && posts.at(-1)?.id !== untilPost) {
    const wider = { ...range, limit: range.limit + headroom };
    return {
      ...replace(state, index, segment(state.nextKey, wider, { posts, end, untilPost })),
      nextKey: state.nextKey + 1,
    };
  }
  return replace(state, index, { ...current, posts, end, error: null });
}

export function failed(state: PagerState, key: number, error: BackendErrorCode): PagerState {
  const index = state.segments.findIndex((s) => s.key === key);
  const current = state.segments[index];
  if (!current) return state;
  return replace(state, index, { ...current, error });
}

/** Subscribes the failed segments again; their posts stay on screen until the new answers come. */
export function retry(state: PagerState): PagerState {
  let { nextKey } = state;
  const segments = state.segments.map((s) => (s.error ? segment(nextKey++, s.range, s) : s));
  return { segments, nextKey };
}

function tail(state: PagerState): Segment {
  return state.segments[state.segments.length - 1] as Segment;
}

export function isLoading(state: PagerState): boolean {
  return tail(state).posts === null && !errorOf(state);
}

/** The first failed segment's code, or null when none failed. */
export function errorOf(state: PagerState): BackendErrorCode | null {
  return state.segments.find((s) => s.error)?.error ?? null;
}

/** The open segment came back full, so there may be more after it. */
export function hasMore(state: PagerState): boolean {
  const { posts, range } = tail(state);
  return posts !== null && posts.length >= range.limit;
}

/** Closes the open segment at its last post and opens the next page after it. */
export function loadMore(state: PagerState): PagerState {
  if (!hasMore(state) || errorOf(state)) return state;
  const open = tail(state);
  const posts = open.posts as Post[];
  const anchor = open.end as PostCursor;
  const closed = segment(
    state.nextKey,
    { ...open.range, until: anchor, limit: posts.length + headroom },
    { ...open, untilPost: posts.at(-1)?.id },
  );
  const next = segment(state.nextKey + 1, { after: anchor, limit: pageSize });
  return { segments: [...state.segments.slice(0, -1), closed, next], nextKey: state.nextKey + 2 };
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
