import { useCallback } from 'react';
import type { Post } from '../backend/types';
import { useBackend } from './BackendProvider';
import { useRead, type Read, type Subscribe } from './useRead';

/** One live post: `data` null when the id is unknown or the post was deleted while open. */
export function usePost(postId: string): Read<Post | null> {
  const backend = useBackend();
  const subscribe = useCallback<Subscribe<Post | null>>(
    (onValue, onError) => backend.watchPost(postId, onValue, onError),
    [backend, postId],
  );
  return useRead(subscribe);
}
