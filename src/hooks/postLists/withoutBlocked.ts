import { useEffect, useMemo, useState } from 'react';
import type { Post } from '../../backend/types';
import { pageSize } from '../../lib/limits';
import type { PagedRead } from '../read/useRead';

/**
 * `list` without the posts of the members the reader has blocked, still filling a page at a time:
 * while fewer posts are shown than were asked for (`first`, then 4 more on each loadMore), the next
 * page is read by itself, until the list ends.
 */
export function useWithoutBlocked(
  list: PagedRead<Post>,
  blocked: ReadonlySet<string>,
  first: number,
): PagedRead<Post> {
  const [wanted, setWanted] = useState(first);
  const filtering = blocked.size > 0;
  const data = useMemo(
    () => (filtering ? list.data.filter((post) => !blocked.has(post.uid)) : list.data),
    [filtering, list.data, blocked],
  );
  const short =
    filtering && data.length < wanted && list.hasMore && list.status === 'ready' && !list.stale;
  const { loadMore: more, data: read } = list;
  // Once per page read (`read` changes): a page of blocked posts only asks for the next one.
  useEffect(() => {
    if (short) more();
  }, [short, read, more]);
  if (!filtering) return list;
  const loadMore = () => {
    setWanted(data.length + pageSize);
    list.loadMore();
  };
  return { ...list, data, loadMore };
}
