import { useCallback } from 'react';
import type { Post } from '../backend/types';
import { useBackend } from './BackendProvider';
import { useMutation } from './write/useMutation';
import { useRead, type Read, type Subscribe } from './read/useRead';

// Publishing and editing, which send a picture, are in usePictureWrites.ts; the member's like and
// bookmark of a post in usePostToggles.ts.

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

/** Deletes one of the member's own posts, with its comments and pictures. */
export function useDeletePost() {
  const backend = useBackend();
  return useMutation((id: string) => backend.deletePost(id));
}
