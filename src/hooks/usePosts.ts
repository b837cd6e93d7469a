import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import type { Post, PostFilter, PostOrder } from '../backend/types';
import { placeOf, remember } from '../browser/historyPlaces';
import { useDebouncedValue } from './ui/useDebouncedValue';
import { useBackend } from './BackendProvider';
import { createLivePostPager, type PostListSnapshot } from './postLists/livePostPager';
import { pageSize } from '../lib/limits';
import { readOnce, useRead, type PagedRead, type Read } from './read/useRead';
import { useRetryWhenOnline } from './read/useRetryWhenOnline';
import { useWithoutBlocked } from './postLists/withoutBlocked';
import { useBlocked } from './useBlocked';

/** Which posts: the backend's live lists (the feed, a topic, a member's posts or bookmarks), or a search. */
export type PostsFilter = PostFilter | { kind: 'search'; query: string };

/**
 * The posts matching `filter`, newest first, 4 at a time: the next page comes with `loadMore`. A new
 * filter starts a new list. It remembers how many posts it had loaded on this history entry, and on
 * coming back to the entry (Back, Forward, reload) loads as many again, so the page is as long as the
 * reader left it. Posts of members the reader has blocked are left out (the list still fills 4 at a
 * time).
 */
export function usePosts(filter: PostsFilter): PagedRead<Post> {
  const { key: entry } = useLocation();
  const [restoredLength] = useState(() => placeOf(entry)?.listLength);
  // Both are always called (hooks cannot be chosen per render); the one not wanted reads nothing.
  const live = useLivePosts(filter.kind === 'search' ? null : filter, restoredLength);
  const found = useFoundPosts(filter.kind === 'search' ? filter.query : null, restoredLength);
  const list = useWithoutBlocked(
    filter.kind === 'search' ? found : live,
    useBlocked(),
    Math.max(pageSize, restoredLength ?? 0),
  );
  const length = list.data.length;
  useEffect(() => {
    if (length > 0) remember(entry, { listLength: length });
  }, [entry, length]);
  return list;
}

/** A value that identifies a filter, so a new object literal for the same filter does not restart the list. */
function filterKey(filter: PostFilter): string {
  switch (filter.kind) {
    case 'all':
      return JSON.stringify([filter.kind, '', filter.order ?? 'newest']);
    case 'topic':
      return JSON.stringify([filter.kind, filter.topic, filter.order ?? 'newest']);
    case 'author':
    case 'bookmarks':
      return JSON.stringify([filter.kind, filter.uid]);
    case 'following':
      return JSON.stringify([filter.kind, filter.authors, filter.topics]);
  }
}

function filterOf(key: string): PostFilter {
  const parsed = JSON.parse(key) as unknown[];
  if (parsed[0] === 'following') {
    const [, authors, topics] = parsed as [string, string[], string[]];
    return { kind: 'following', authors, topics };
  }
  const [kind, value, order] = parsed as [
    'all' | 'topic' | 'author' | 'bookmarks',
    string,
    PostOrder,
  ];
  if (kind === 'all') return { kind, order };
  return kind === 'topic' ? { kind, topic: value, order } : { kind, uid: value };
}

const nothing: PostListSnapshot = { status: 'ready', data: [], stale: false, hasMore: false };
const noListener = () => () => undefined;
const noSnapshot = () => nothing;
const noop = () => undefined;

/** The live list: a chain of `watchPosts` pages (see livePostPager). */
function useLivePosts(filter: PostFilter | null, restoredLength?: number): PagedRead<Post> {
  const backend = useBackend();
  const key = filter && filterKey(filter);
  const pager = useMemo(
    () => (key === null ? null : createLivePostPager(backend, filterOf(key), restoredLength)),
    [backend, key, restoredLength],
  );
  useEffect(() => pager?.start(), [pager]);
  const snapshot = useSyncExternalStore(
    pager?.subscribe ?? noListener,
    pager?.getSnapshot ?? noSnapshot,
  );
  const retry = pager?.retry ?? noop;
  useRetryWhenOnline(snapshot, retry);
  return { ...snapshot, loadMore: pager?.loadMore ?? noop, retry };
}

/**
 * The posts matching `query` (every word, any order). Each page asks the backend again for the longer
 * list: a search is a one-off read whose cost the search policy bounds (backend/core/search.ts),
 * whatever the page.
 */
function useFoundPosts(query: string | null, restoredLength = 0): PagedRead<Post> {
  const backend = useBackend();
  const [limit, setLimit] = useState(() => Math.max(pageSize, restoredLength));
  const wanted = query?.trim();
  const subscribe = useMemo(
    () => (wanted ? readOnce(() => backend.searchPosts(wanted, limit)) : null),
    [backend, wanted, limit],
  );
  // The results so far stay on screen while a longer list is read.
  const read = useRead(subscribe, { keepData: true });
  const data = subscribe ? (read.data ?? []) : [];
  const hasMore = read.status === 'ready' && data.length >= limit;
  const more = { data, hasMore, loadMore: () => setLimit(limit + pageSize), retry: read.retry };
  // Without a query, nothing to find: an empty list that is not waiting for anything.
  return subscribe ? { ...read, ...more } : { status: 'ready', stale: false, ...more };
}

const suggestionLimit = 20;
const debounceMs = 250;

/**
 * The search box's suggestions: posts matching what the reader types, once the trimmed text has paused
 * for a moment; blank text matches nothing. Only the answer to the latest query is shown: an earlier,
 * slower answer that arrives afterwards is dropped.
 */
export function useSearchSuggestions(text: string): Read<Post[]> {
  const backend = useBackend();
  const wanted = text.trim();
  const query = useDebouncedValue(wanted, debounceMs);
  const subscribe = useMemo(
    () => (query ? readOnce(() => backend.searchPosts(query, suggestionLimit)) : null),
    [backend, query],
  );
  const read = useRead(subscribe);
  if (!wanted) return { status: 'ready', data: [], stale: false, retry: read.retry };
  if (query !== wanted) return { status: 'loading', retry: read.retry };
  return read;
}
