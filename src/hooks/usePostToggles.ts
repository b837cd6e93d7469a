import { useCallback } from 'react';
import type { Post, PostMarks } from '../backend/types';
import { useBackend } from './BackendProvider';
import { useOptimisticToggle } from './useOptimisticToggle';
import { useRead, type Subscribe } from './useRead';

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
