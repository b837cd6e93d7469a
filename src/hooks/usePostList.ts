import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import type { PostFilter } from '../backend/types';
import { useBackend } from './BackendProvider';
import { placeOf, remember } from './historyPlaces';
import { createLivePostPager, type PostListSnapshot } from './livePostPager';

/** A read hook's result (see useRead), paged: `loadMore` asks for the next page while `hasMore`. */
export type PostListState = PostListSnapshot & {
  loadMore: () => void;
  retry: () => void;
};

/** A value that identifies a filter, so a new object literal for the same filter does not restart the list. */
function filterKey(filter: PostFilter): string {
  switch (filter.kind) {
    case 'all':
      return JSON.stringify([filter.kind]);
    case 'topic':
      return JSON.stringify([filter.kind, filter.topic]);
    case 'author':
    case 'bookmarks':
      return JSON.stringify([filter.kind, filter.uid]);
  }
}

function filterOf(key: string): PostFilter {
  const [kind, value] = JSON.parse(key) as [PostFilter['kind'], string];
  if (kind === 'all') return { kind };
  return kind === 'topic' ? { kind, topic: value } : { kind, uid: value };
}

/**
 * The live, paged list of posts matching `filter`, newest first; a new filter starts a new list.
 * It remembers how many posts it had loaded on this history entry, and on coming back to the entry
 * (Back, Forward, reload) loads as many again, so the page is as long as the reader left it.
 */
export function usePostList(filter: PostFilter): PostListState {
  const backend = useBackend();
  const { key: entry } = useLocation();
  const [restoredLength] = useState(() => placeOf(entry)?.listLength);
  const key = filterKey(filter);
  const pager = useMemo(
    () => createLivePostPager(backend, filterOf(key), restoredLength),
    [backend, key, restoredLength],
  );
  useEffect(() => pager.start(), [pager]);
  const snapshot = useSyncExternalStore(pager.subscribe, pager.getSnapshot);
  const length = snapshot.data.length;
  useEffect(() => {
    if (length > 0) remember(entry, { listLength: length });
  }, [entry, length]);
  // Back online (the browser says so): a list that failed or is stale asks again at once.
  const needsAgain = snapshot.status === 'error' || (snapshot.status === 'ready' && snapshot.stale);
  useEffect(() => {
    if (!needsAgain) return;
    addEventListener('online', pager.retry);
    return () => removeEventListener('online', pager.retry);
  }, [needsAgain, pager]);
  return { ...snapshot, loadMore: pager.loadMore, retry: pager.retry };
}
