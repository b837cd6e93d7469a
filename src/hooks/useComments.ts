import { useCallback } from 'react';
import type { Comment } from '../backend/types';
import { useBackend } from './BackendProvider';
import { useRead, type Read, type Subscribe } from './useRead';

/** The live newest `newest` comments of a post, oldest first. */
export function useComments(postId: string, newest: number): Read<Comment[]> {
  const backend = useBackend();
  const subscribe = useCallback<Subscribe<Comment[]>>(
    (onValue, onError) => backend.watchComments(postId, onValue, onError, newest),
    [backend, postId, newest],
  );
  // A wider window keeps showing the comments on hand while it loads.
  return useRead(subscribe, { keepData: true });
}
