import { useCallback } from 'react';
import type { Post } from '../backend/types';
import { useBackend } from './BackendProvider';
import { useRead, type Read, type Subscribe } from './useRead';

/**
 * One live post: `data` null when the id is unknown or the post was deleted while open. Without an id
 * nothing is read (and it stays `loading`).
 */
export function usePost(postId: string | null): Read<Post | null> {
  const backend = useBackend();
  const subscribe = useCallback<Subscribe<Post | null>>(
    (onValue, onError) => backend.watchPost(postId ?? '', onValue, onError),
    [backend, postId],
  );
  return useRead(postId === null ? null : subscribe);
}
