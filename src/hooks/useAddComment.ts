import { useRef, useState } from 'react';
import { copy } from '../copy';
import { errorMessage } from '../lib/errorMessage';
import { useBackend } from './BackendProvider';

/**
 * Sends comments on a post, one at a time. `send` resolves true when the comment was written; on false
 * `error` says why (copy.errEmptyComment for a blank one, otherwise the backend's failure).
 */
export function useAddComment(postId: string) {
  const backend = useBackend();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState('');
  // A second click can arrive before React has rendered the disabled button.
  const inFlight = useRef(false);

  async function send(content: string): Promise<boolean> {
    if (inFlight.current) return false;
    const text = content.trim();
    if (text === '') {
      setError(copy.errEmptyComment);
      return false;
    }
    inFlight.current = true;
    setSending(true);
    setError('');
    try {
      await backend.addComment(postId, text);
      return true;
    } catch (caught) {
      setError(errorMessage(caught));
      return false;
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  return { send, sending, error, clearError: () => setError('') };
}
