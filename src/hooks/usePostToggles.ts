import type { Post } from '../backend/types';
import { useBackend } from './BackendProvider';
import { useOptimisticToggle } from './useOptimisticToggle';

/** The member's like and bookmark of `post`, optimistic (see useOptimisticToggle). */
export function usePostToggles(post: Post, uid: string) {
  const backend = useBackend();
  const like = useOptimisticToggle({
    stored: post.likeBy.includes(uid),
    snapshot: post,
    write: (on) => backend.setLike(post.id, on),
  });
  const bookmark = useOptimisticToggle({
    stored: post.collectedBy.includes(uid),
    snapshot: post,
    write: (on) => backend.setBookmark(post.id, on),
  });
  return { like, bookmark };
}
