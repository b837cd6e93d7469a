import { useBackend } from './BackendProvider';
import { useMutation } from './useMutation';

/** Edits the member's own comments, trimmed; `pendingKeys` holds the ids being saved. */
export function useEditComment(postId: string) {
  const backend = useBackend();
  return useMutation(
    (commentId: string, content: string) => backend.editComment(postId, commentId, content.trim()),
    (commentId) => commentId,
  );
}
