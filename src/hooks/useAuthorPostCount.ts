import { useMemo } from 'react';
import { useBackend } from './BackendProvider';
import { readOnce, useRead, type Read } from './read/useRead';

/**
 * How many posts the author page of `uid` lists for the reader, read once: a count, not the posts
 * (countAuthorPosts), so the page costs no more for a prolific author.
 */
export function useAuthorPostCount(uid: string): Read<number> {
  const backend = useBackend();
  const subscribe = useMemo(() => readOnce(() => backend.countAuthorPosts(uid)), [backend, uid]);
  return useRead(subscribe);
}
