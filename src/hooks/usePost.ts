import { useCallback } from 'react';
import type { Post, PostMarks } from '../backend/types';
import { useBackend } from './machinery/BackendProvider';
import { useMutation } from './machinery/useMutation';
import { useOptimisticToggle } from './machinery/useOptimisticToggle';
import { writeSpacing } from './machinery/writeSpacing';
import { useRead, type Read, type Subscribe } from './machinery/useRead';

// Publishing and editing, which send a picture, are in usePictureWrites.ts.

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

/**
 * The member's like and bookmark of `post`, optimistic (see useOptimisticToggle), over their own
 * records as the backend delivers them. `ready` is false until those have been read: until then
 * nothing is known to toggle from.
 */
export function usePostToggles(post: Post) {
  const backend = useBackend();
  const subscribe = useCallback<Subscribe<PostMarks>>(
    (onValue, onError) => backend.watchMarks(post.id, onValue, onError),
    [backend, post.id],
  );
  const marks = useRead(subscribe);
  const stored = marks.status === 'ready' ? marks.data : undefined;
  const like = useOptimisticToggle({
    stored: stored?.liked ?? false,
    snapshot: stored,
    write: (on) => backend.setLike(post.id, on),
    // Likes are paced per member (src/lib/limits.ts): a quick second click waits its turn.
    spacing: writeSpacing(backend, 'like'),
  });
  const bookmark = useOptimisticToggle({
    stored: stored?.bookmarked ?? false,
    snapshot: stored,
    write: (on) => backend.setBookmark(post.id, on),
  });
  // The post's count includes the stored like; the button may already show another.
  const likeCount = post.likeCount - Number(stored?.liked ?? false) + Number(like.on);
  return {
    like,
    bookmark,
    likeCount,
    ready: stored !== undefined,
    readError: marks.status === 'error' ? marks.error : null,
    retry: marks.retry,
  };
}

/** Deletes one of the member's own posts, with its comments and pictures. */
export function useDeletePost() {
  const backend = useBackend();
  return useMutation((id: string) => backend.deletePost(id));
}
