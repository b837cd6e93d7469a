import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useBackend } from './BackendProvider';
import { placeOf, remember } from './historyPlaces';
import { pageSize } from './postPager';
import type { PostListState } from './usePostList';
import { once, useRead } from './useRead';

/**
 * The posts matching `query` (every word, any order), newest first, paged as the feed is: 4, then 4
 * more with each `loadMore`. Each page asks the backend again for the longer list: a search is a
 * one-off read whose cost the search policy bounds (backend/core/search.ts), whatever the page. Like
 * the feed, it loads as many as it had on this history entry when the reader comes back to it.
 */
export function useSearchResults(query: string): PostListState {
  const backend = useBackend();
  const { key: entry } = useLocation();
  const [limit, setLimit] = useState(() => Math.max(pageSize, placeOf(entry)?.listLength ?? 0));
  const subscribe = useMemo(
    () => (query.trim() ? once(() => backend.searchPosts(query.trim(), limit)) : null),
    [backend, query, limit],
  );
  // The results so far stay on screen while a longer list is read.
  const read = useRead(subscribe, { keepData: true });
  const data = read.data ?? [];
  const length = data.length;
  useEffect(() => {
    if (length > 0) remember(entry, { listLength: length });
  }, [entry, length]);

  const hasMore = read.status === 'ready' && length >= limit;
  const more = { hasMore, loadMore: () => setLimit(limit + pageSize), retry: read.retry };
  if (!subscribe) return { status: 'ready', stale: false, data: [], ...more };
  if (read.status === 'error') return { status: 'error', error: read.error, data, ...more };
  if (read.status === 'ready') return { status: 'ready', stale: read.stale, data, ...more };
  return { status: 'loading', data, ...more };
}
