import type { DataApi, Post, PostFilter, Unsubscribe } from '../../backend/types';
import { errorCodeOf } from '../../lib/errorCodes';
import type { PagedState } from '../read/useRead';
import * as pager from './postPager';

/** The list as a paged read (see PagedRead), for useSyncExternalStore. */
export type PostListSnapshot = PagedState<Post>;

export interface LivePostPager {
  subscribe(listener: () => void): Unsubscribe;
  getSnapshot(): PostListSnapshot;
  /** Opens one `watchPosts` per segment; returns the function that closes them all. */
  start(): Unsubscribe;
  loadMore(): void;
  retry(): void;
}

interface Watch {
  unsubscribe?: Unsubscribe;
  closed: boolean;
}

/**
 * The pure pager (postPager) wired to live subscriptions: an external store for useSyncExternalStore.
 * After every change the open subscriptions are brought in line with the segments' keys.
 */
export function createLivePostPager(
  data: DataApi,
  filter: PostFilter,
  initialLength?: number,
): LivePostPager {
  let state = pager.initialPager(initialLength);
  let snapshot = toSnapshot(state);
  const listeners = new Set<() => void>();
  const watches = new Map<number, Watch>();
  let running = false;
  let syncing = false;
  let dirty = false;

  function update(next: pager.PagerState) {
    if (next === state) return;
    state = next;
    snapshot = toSnapshot(state);
    sync();
    listeners.forEach((listener) => listener());
  }

  function close(watch: Watch) {
    watch.closed = true;
    watch.unsubscribe?.();
  }

  function open(key: number, range: pager.Segment['range']) {
    const watch: Watch = { closed: false };
    watches.set(key, watch);
    const unsubscribe = data.watchPosts(
      filter,
      range,
      (posts, end, { stale }) => {
        if (!watch.closed) update(pager.received(state, key, posts, end, stale));
      },
      (error) => {
        if (!watch.closed) update(pager.failed(state, key, errorCodeOf(error)));
      },
    );
    // An adapter may answer synchronously, and that answer may already have replaced this key.
    if (watch.closed) unsubscribe();
    else watch.unsubscribe = unsubscribe;
  }

  // Re-entrant: an answer delivered while subscribing marks the work dirty instead of nesting.
  function sync() {
    if (!running) return;
    if (syncing) {
      dirty = true;
      return;
    }
    syncing = true;
    do {
      dirty = false;
      const wanted = new Map(state.segments.map((s) => [s.key, s.range]));
      for (const [key, watch] of watches) {
        if (!wanted.has(key)) {
          watches.delete(key);
          close(watch);
        }
      }
      for (const [key, range] of wanted) {
        if (!watches.has(key)) open(key, range);
      }
    } while (dirty);
    syncing = false;
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    start() {
      running = true;
      sync();
      return () => {
        running = false;
        watches.forEach(close);
        watches.clear();
      };
    },
    loadMore: () => update(pager.loadMore(state)),
    retry: () => update(pager.retry(state)),
  };
}

function toSnapshot(state: pager.PagerState): PostListSnapshot {
  const data = pager.mergedPosts(state);
  const hasMore = pager.hasMore(state);
  const error = pager.errorOf(state);
  if (error) return { status: 'error', error, data, hasMore };
  if (pager.isLoading(state)) return { status: 'loading', data, hasMore };
  return { status: 'ready', data, hasMore, stale: pager.isStale(state) };
}
