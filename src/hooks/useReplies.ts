import { useBackend } from './BackendProvider';
import { useMutation } from './write/useMutation';

/**
 * Replying on a post (issue 39): `reply.run(answerOf, text)` answers a comment or a reply, the text
 * trimmed (the form checks it first). One at a time, as a comment.
 */
export function useReplyAction(postId: string) {
  const backend = useBackend();
  return useMutation((answerOf: string, content: string) =>
    backend.addReply(postId, answerOf, content.trim()),
  );
}
