import { useCallback } from 'react';
import type { Comment } from '../backend/types';
import { useBackend } from './BackendProvider';
import { useLive } from './useLive';

/** The live comments of a post, oldest first. */
export function useComments(postId: string) {
  const backend = useBackend();
  const subscribe = useCallback(
    (onValue: (comments: Comment[]) => void, onError: (error: Error) => void) =>
      backend.watchComments(postId, onValue, onError),
    [backend, postId],
  );
  return useLive(subscribe);
}
