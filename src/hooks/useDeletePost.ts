import { useBackend } from './BackendProvider';
import { useMutation } from './useMutation';

/** Deletes one of the member's own posts, with its comments and pictures. */
export function useDeletePost() {
  const backend = useBackend();
  return useMutation((id: string) => backend.deletePost(id));
}
