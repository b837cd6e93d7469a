import { useCallback } from 'react';
import type { Comment } from '../backend/types';
import { useBackend } from './BackendProvider';
import { useRead, type Read, type Subscribe } from './useRead';

/** The live comments of a post, oldest first. */
export function useComments(postId: string): Read<Comment[]> {
  const backend = useBackend();
  const subscribe = useCallback<Subscribe<Comment[]>>(
    (onValue, onError) => backend.watchComments(postId, onValue, onError),
    [backend, postId],
  );
  return useRead(subscribe);
}
