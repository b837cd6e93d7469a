import { useCallback } from 'react';
import type { Post, PostMarks } from '../backend/types';
import { useBackend } from './machinery/BackendProvider';
import { useOptimisticToggle } from './machinery/useOptimisticToggle';
import { writeSpacing } from './machinery/writeSpacing';
import { useToggleIntention } from './machinery/useToggleIntention';
import { useSignedInUid } from './useAuth';
import { useRead, type Subscribe } from './machinery/useRead';

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
  // Through the outbox: a wish is kept the moment it shows, and one still waiting shows as stored.
  const uid = useSignedInUid();
  const liked = useToggleIntention(backend, uid, 'like', post.id, !!stored?.liked, stored);
  const marked = useToggleIntention(
    backend,
    uid,
    'bookmark',
    post.id,
    !!stored?.bookmarked,
    stored,
  );
  const like = useOptimisticToggle({
    ...liked,
    snapshot: stored,
    // Likes are paced per member (src/lib/limits.ts): a quick second click waits its turn.
    spacing: writeSpacing(uid, 'like'),
  });
  const bookmark = useOptimisticToggle({ ...marked, snapshot: stored });
  // The post's count includes the stored like; the button may already show another.
  const likeCount = post.likeCount - Number(stored?.liked ?? false) + Number(like.on);
  return {
    like,
    bookmark,
    // A wish that waits for the connection, not one on its way: the pending mark (copy.pendingSend).
    likeWaiting: liked.waiting && !like.pending,
    bookmarkWaiting: marked.waiting && !bookmark.pending,
    likeCount,
    ready: stored !== undefined,
    readError: marks.status === 'error' ? marks.error : null,
    retry: marks.retry,
  };
}
