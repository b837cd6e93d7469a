import { useCallback } from 'react';
import type { Post } from '../backend/types';
import { useBackend } from './BackendProvider';
import { useLive } from './useLive';

/** One live post: `value` null when the id is unknown or the post was deleted while open. */
export function usePost(postId: string) {
  const backend = useBackend();
  const subscribe = useCallback(
    (onValue: (post: Post | null) => void, onError: (error: Error) => void) =>
      backend.watchPost(postId, onValue, onError),
    [backend, postId],
  );
  return useLive(subscribe);
}
