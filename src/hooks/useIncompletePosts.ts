import { useCallback } from 'react';
import type { IncompletePost } from '../backend/types';
import { useBackend } from './BackendProvider';
import { useMutation } from './write/useMutation';
import { useRead, type Read, type Subscribe } from './read/useRead';

// Finishing one is publishing it again under its id: usePostEditor's publish with `finish`.

/**
 * Live: the member's posts whose picture never arrived (uid: the signed-in member themself). With
 * null nothing is read (and it stays `loading`).
 */
export function useIncompletePosts(uid: string | null): Read<IncompletePost[]> {
  const backend = useBackend();
  const subscribe = useCallback<Subscribe<IncompletePost[]>>(
    (onValue, onError) => backend.watchIncompletePosts(uid ?? '', onValue, onError),
    [backend, uid],
  );
  return useRead(uid === null ? null : subscribe);
}

/** Discards one of them, with whatever of its pictures was stored. */
export function useDiscardIncompletePost() {
  const backend = useBackend();
  return useMutation(
    (id: string) => backend.discardIncompletePost(id),
    (id) => id,
  );
}
