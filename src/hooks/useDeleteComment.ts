import { useRef, useState } from 'react';
import { errorMessage } from '../lib/errorMessage';
import { useBackend } from './BackendProvider';

/** Deletes the member's own comments; `deleting` holds the ids on their way out. */
export function useDeleteComment(postId: string) {
  const backend = useBackend();
  const [deleting, setDeleting] = useState<ReadonlySet<string>>(new Set());
  const [error, setError] = useState('');
  // A second click can arrive before React has rendered the disabled button.
  const inFlight = useRef(new Set<string>());

  function show() {
    setDeleting(new Set(inFlight.current));
  }

  async function remove(commentId: string) {
    if (inFlight.current.has(commentId)) return;
    inFlight.current.add(commentId);
    show();
    setError('');
    try {
      await backend.deleteComment(postId, commentId);
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      inFlight.current.delete(commentId);
      show();
    }
  }

  return { remove, deleting, error };
}
