import { useBackend } from './BackendProvider';
import { useMutation } from './useMutation';

/** Sends comments on a post, trimmed, one at a time. The form checks the text first. */
export function useAddComment(postId: string) {
  const backend = useBackend();
  return useMutation((content: string) => backend.addComment(postId, content.trim()));
}
