import { useMemo } from 'react';
import type { Post } from '../backend/types';
import { useBackend } from './BackendProvider';
import { useDebouncedValue } from './useDebouncedValue';
import { once, useRead, type Read } from './useRead';

const searchLimit = 20;
const debounceMs = 250;

/**
 * Posts matching what the reader types, once the trimmed text has paused for a moment; blank text
 * matches nothing. Only the answer to the latest query is shown: an earlier, slower answer that arrives
 * afterwards is dropped.
 */
export function useSearch(text: string): Read<Post[]> {
  const backend = useBackend();
  const wanted = text.trim();
  const query = useDebouncedValue(wanted, debounceMs);
  const subscribe = useMemo(
    () => (query ? once(() => backend.searchPosts(query, searchLimit)) : null),
    [backend, query],
  );
  const read = useRead(subscribe);
  if (!wanted) return { status: 'ready', data: [], stale: false, retry: read.retry };
  if (query !== wanted) return { status: 'loading', retry: read.retry };
  return read;
}
