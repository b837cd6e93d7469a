import { useRef, useState } from 'react';
import { errorMessage } from '../lib/errorMessage';
import { limitMessage } from '../lib/limitMessage';
import { useBackend } from './BackendProvider';

/**
 * Sends comments on a post, one at a time. `send` resolves true when the comment was written; on false
 * `error` says why (a blank or over-long comment is refused before any write, with its own message;
 * otherwise the backend's failure).
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
    const refused = limitMessage('comment', text);
    if (refused) {
      setError(refused);
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
