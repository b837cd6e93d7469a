import { useBackend } from './BackendProvider';
import { useMutation } from './useMutation';

/** Deletes the member's own comments; `pendingKeys` holds the ids on their way out. */
export function useDeleteComment(postId: string) {
  const backend = useBackend();
  return useMutation(
    (commentId: string) => backend.deleteComment(postId, commentId),
    (commentId) => commentId,
  );
}
