import { describe, expect, it } from 'vitest';
import type { Post, PostCursor, PostRange } from '../../src/backend/types';
import {
  errorOf,
  failed,
  hasMore,
  headroom,
  initialPager,
  isLoading,
  loadMore,
  mergedPosts,
  received,
  retry,
  type PagerState,
} from '../../src/hooks/postLists/postPager';

/** Newest first, as both adapters list: createdAt descending, then id descending among equal times. */
function newerFirst(a: Post, b: Post): number {
  if (a.createdAt !== b.createdAt) return b.createdAt - a.createdAt;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

/**
 * A fake live store: posts newest first; its cursor is the post a page ends at, compared by
 * [createdAt, id] as both adapters compare theirs. Server timestamps give the posts of one batch write
 * the same createdAt, so ties are ordinary.
 */
class Store {
  posts: Post[] = [];
  // Kept after a post is removed: a cursor outlives its post.
  private readonly keys = new Map<string, Post>();
  private clock = 0;

  constructor(count: number) {
    for (let i = 1; i <= count; i++) this.publish(`p${i}`);
  }

  /** The time of the newest post, for a write that lands in the same millisecond. */
  get now(): number {
    return this.clock;
  }

  publish(id: string): void {
    this.publishBatch([id]);
  }

  /** Posts written together: one createdAt, ordered among themselves by id. */
  publishBatch(batch: string[], createdAt = this.clock + 1): void {
    this.clock = Math.max(this.clock, createdAt);
    for (const id of batch) {
      const post = { id, createdAt } as Post;
      this.keys.set(id, post);
      this.posts.push(post);
    }
    this.posts.sort(newerFirst);
  }

  remove(id: string): void {
    this.posts = this.posts.filter((p) => p.id !== id);
  }

  /** The cursor a page ending at this post carries. */
  cursor(id: string): PostCursor {
    return this.keys.get(id) as unknown as PostCursor;
  }

  answer(range: PostRange): [Post[], PostCursor | null] {
    const after = range.after as Post | undefined;
    const until = range.until as Post | undefined;
    const posts = this.posts
      .filter((p) => (!after || newerFirst(p, after) > 0) && (!until || newerFirst(p, until) <= 0))
      .slice(0, range.limit);
    const last = posts.at(-1);
    return [posts, last ? this.cursor(last.id) : null];
  }

  /** Every live subscription answers, as after any write; repeats while segments re-anchor. */
  deliver(state: PagerState): PagerState {
    for (let round = 0; round < 10; round++) {
      const before = state;
      for (const s of state.segments) state = received(state, s.key, ...this.answer(s.range));
      if (state.segments.every((s, i) => s.key === before.segments[i]?.key)) return state;
    }
    throw new Error('segments never settled');
  }
}

const ids = (state: PagerState) => mergedPosts(state).map((p) => p.id);

/** The list shows a prefix of the data: nothing skipped, nothing twice. */
function expectPrefix(state: PagerState, store: Store) {
  const shown = ids(state);
  expect(shown).toEqual(store.posts.slice(0, shown.length).map((p) => p.id));
}

function pages(store: Store, count: number): PagerState {
  let state = store.deliver(initialPager());
  for (let i = 1; i < count; i++) state = store.deliver(loadMore(state));
  return state;
}

describe('postPager', () => {
  it('starts with one open page of 4, loading until it answers', () => {
    const state = initialPager();
    expect(isLoading(state)).toBe(true);
    expect(hasMore(state)).toBe(false);
    expect(state.segments[0]!.range).toEqual({ limit: 4 });
  });

  it('rebuilds a list of 12 as one window of 12, and pages by 4 after it', () => {
    const store = new Store(20);
    let state = store.deliver(initialPager(12));
    expect(state.segments.map((s) => s.range)).toEqual([{ limit: 12 }]);
    expect(ids(state)).toEqual(store.posts.slice(0, 12).map((p) => p.id));
    expect(hasMore(state)).toBe(true);

    state = store.deliver(loadMore(state));
    expect(ids(state)).toEqual(store.posts.slice(0, 16).map((p) => p.id));
    expect(state.segments.map((s) => s.range)).toEqual([
      { limit: 12 },
      { after: store.cursor('p9'), limit: 4 },
    ]);
  });

  it('never starts with less than a page', () => {
    expect(initialPager(0).segments[0]!.range).toEqual({ limit: 4 });
    expect(initialPager(2).segments[0]!.range).toEqual({ limit: 4 });
  });

  it('pages by 4 and closes each page at its last post before opening the next', () => {
    const store = new Store(10);
    let state = pages(store, 1);
    expect(ids(state)).toEqual(['p10', 'p9', 'p8', 'p7']);
    expect(hasMore(state)).toBe(true);

    const firstKey = state.segments[0]!.key;
    state = loadMore(state);
    expect(isLoading(state)).toBe(true);
    // The first page keeps its subscription: what it read is not read again.
    expect(state.segments.map((s) => s.key)[0]).toBe(firstKey);
    expect(state.segments.map((s) => s.range)).toEqual([
      { limit: 4 },
      { after: store.cursor('p7'), limit: 4 },
    ]);
    expect(ids(state)).toEqual(['p10', 'p9', 'p8', 'p7']);

    state = store.deliver(state);
    expect(ids(state)).toEqual(['p10', 'p9', 'p8', 'p7', 'p6', 'p5', 'p4', 'p3']);
    expect(state.segments[1]!.range).toEqual({ after: store.cursor('p7'), limit: 4 });
  });

  it('ends when the open page comes back short, and when the data ends exactly on a page', () => {
    const short = new Store(6);
    let state = pages(short, 2);
    expect(ids(state)).toHaveLength(6);
    expect(hasMore(state)).toBe(false);
    expect(loadMore(state)).toBe(state);

    const exact = new Store(8);
    state = pages(exact, 2);
    expect(hasMore(state)).toBe(true);
    state = exact.deliver(loadMore(state));
    expect(ids(state)).toHaveLength(8);
    expect(hasMore(state)).toBe(false);
  });

  it('shows nothing and no more for an empty list', () => {
    const state = pages(new Store(0), 1);
    expect(ids(state)).toEqual([]);
    expect(isLoading(state)).toBe(false);
    expect(hasMore(state)).toBe(false);
  });

  it('grows the top when posts are published, after paging, without dropping a card', () => {
    const store = new Store(12);
    let state = pages(store, 2);
    store.publish('n1');
    store.publish('n2');
    state = store.deliver(state);
    expect(ids(state)).toEqual(['n2', 'n1', 'p12', 'p11', 'p10', 'p9', 'p8', 'p7', 'p6', 'p5']);
    expectPrefix(state, store);

    state = store.deliver(loadMore(state));
    expect(ids(state)).toHaveLength(14);
    expectPrefix(state, store);
  });

  it('does not skip the post pushed off the first page by a new post before paging', () => {
    const store = new Store(9);
    let state = pages(store, 1);
    store.publish('n1');
    state = store.deliver(state);
    expect(ids(state)).toEqual(['n1', 'p9', 'p8', 'p7']);
    state = store.deliver(loadMore(state));
    expect(ids(state)).toEqual(['n1', 'p9', 'p8', 'p7', 'p6', 'p5', 'p4', 'p3']);
  });

  it('re-anchors a closed segment that more than its headroom of new posts cut short', () => {
    const store = new Store(8);
    let state = pages(store, 2);
    for (let i = 0; i < headroom + 3; i++) store.publish(`n${i}`);
    state = store.deliver(state);
    expect(ids(state)).toHaveLength(8 + headroom + 3);
    expectPrefix(state, store);
  });

  it('removes a deleted post and pulls the next one into the open page, each once', () => {
    const store = new Store(12);
    let state = pages(store, 2);
    store.remove('p10');
    store.remove('p6');
    state = store.deliver(state);
    expect(ids(state)).toEqual(['p12', 'p11', 'p9', 'p8', 'p7', 'p5', 'p4']);
    state = store.deliver(loadMore(state));
    expect(ids(state)).toEqual(['p12', 'p11', 'p9', 'p8', 'p7', 'p5', 'p4', 'p3', 'p2', 'p1']);
    expect(hasMore(state)).toBe(false);
  });

  it('keeps going when the post a page was anchored on is deleted', () => {
    const store = new Store(10);
    let state = pages(store, 2);
    store.remove('p7');
    state = store.deliver(loadMore(state));
    expect(ids(state)).toEqual(['p10', 'p9', 'p8', 'p6', 'p5', 'p4', 'p3', 'p2', 'p1']);
    expectPrefix(state, store);
  });

  describe('posts that share one createdAt (a batch write with a server timestamp)', () => {
    it('pages across a boundary that falls inside the tie, each post once, in order', () => {
      const store = new Store(2);
      store.publishBatch(['t1', 't2', 't3', 't4', 't5', 't6']);
      store.publish('p3');
      store.publish('p4');
      let state = pages(store, 1);
      expect(ids(state)).toEqual(['p4', 'p3', 't6', 't5']);
      state = store.deliver(loadMore(state));
      expect(ids(state)).toEqual(['p4', 'p3', 't6', 't5', 't4', 't3', 't2', 't1']);
      state = store.deliver(loadMore(state));
      expect(ids(state)).toEqual(['p4', 'p3', 't6', 't5', 't4', 't3', 't2', 't1', 'p2', 'p1']);
      expect(hasMore(state)).toBe(false);
    });

    it('pages a list whose every post has the same time', () => {
      const store = new Store(0);
      store.publishBatch(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i']);
      const state = pages(store, 3);
      expect(ids(state)).toEqual(['i', 'h', 'g', 'f', 'e', 'd', 'c', 'b', 'a']);
      expect(hasMore(state)).toBe(false);
    });

    it('grows the live head with a batch, and with a post in the same millisecond as the head', () => {
      const store = new Store(10);
      let state = pages(store, 2);
      store.publishBatch(['n1', 'n2', 'n3']);
      state = store.deliver(state);
      expect(ids(state).slice(0, 4)).toEqual(['n3', 'n2', 'n1', 'p10']);
      expectPrefix(state, store);

      // Same time as n1..n3: its id puts it between them.
      store.publishBatch(['n2b'], store.now);
      state = store.deliver(state);
      expect(ids(state).slice(0, 5)).toEqual(['n3', 'n2b', 'n2', 'n1', 'p10']);
      expectPrefix(state, store);
      expect(ids(state)).toHaveLength(12);

      state = store.deliver(loadMore(state));
      expect(ids(state)).toHaveLength(14);
      expectPrefix(state, store);
    });

    it('keeps going when the anchor of a page is deleted and its tie goes on past it', () => {
      const store = new Store(0);
      store.publishBatch(['t1', 't2', 't3', 't4', 't5', 't6', 't7', 't8']);
      let state = pages(store, 1);
      expect(ids(state)).toEqual(['t8', 't7', 't6', 't5']);
      store.remove('t5');
      state = store.deliver(loadMore(state));
      expect(ids(state)).toEqual(['t8', 't7', 't6', 't4', 't3', 't2', 't1']);
      expectPrefix(state, store);
    });
  });

  it('lists a post once while two segments overlap', () => {
    const store = new Store(8);
    let state = pages(store, 2);
    const [first, second] = state.segments as [
      PagerState['segments'][0],
      PagerState['segments'][0],
    ];
    const page = (from: number, to: number) => store.posts.slice(from, to);
    state = received(state, first.key, page(0, 5), store.cursor(page(0, 5).at(-1)!.id));
    state = received(state, second.key, page(4, 8), store.cursor(page(4, 8).at(-1)!.id));
    expect(ids(state)).toEqual(store.posts.map((p) => p.id));
  });

  it('re-reads a closed page only once a new post pushes its last post off, then ends it there', () => {
    const store = new Store(12);
    let state = pages(store, 3);
    const keys = state.segments.map((s) => s.key);
    // Nothing moved: another answer of every window changes no subscription.
    state = store.deliver(state);
    expect(state.segments.map((s) => s.key)).toEqual(keys);

    store.publish('n1');
    state = store.deliver(state);
    // The first page lost p9 off its end: it now ends at p9, with room to grow; the others stay.
    expect(state.segments[0]!.key).not.toBe(keys[0]);
    expect(state.segments[0]!.range).toEqual({ until: store.cursor('p9'), limit: 4 + headroom });
    expect(state.segments.slice(1).map((s) => s.key)).toEqual(keys.slice(1));
    expect(ids(state)).toEqual(['n1', ...store.posts.slice(1, 13).map((p) => p.id)]);
    expectPrefix(state, store);
  });

  it('ignores answers for a subscription it has replaced', () => {
    const store = new Store(8);
    let state = pages(store, 2);
    const oldKey = state.segments[0]!.key;
    store.publish('n1');
    state = store.deliver(state);
    expect(state.segments[0]!.key).not.toBe(oldKey);
    expect(received(state, oldKey, [], null)).toBe(state);
    expect(failed(state, oldKey, 'unavailable')).toBe(state);
  });

  it('keeps the cards on failure and subscribes the failed segment again on retry', () => {
    const store = new Store(8);
    let state = pages(store, 2);
    const key = state.segments[1]!.key;
    state = failed(state, key, 'unavailable');
    expect(errorOf(state)).toBe('unavailable');
    expect(isLoading(state)).toBe(false);
    expect(loadMore(state)).toBe(state);
    expect(ids(state)).toHaveLength(8);

    state = retry(state);
    expect(errorOf(state)).toBeNull();
    expect(state.segments[1]!.key).not.toBe(key);
    expect(state.segments[0]!.key).not.toBe(key);
    expect(ids(state)).toHaveLength(8);
    state = store.deliver(state);
    expect(ids(state)).toHaveLength(8);
  });
});
