import { useCallback } from 'react';
import type { DevMail } from '../backend/types';
import { useBackend } from './BackendProvider';
import { useRead, type Read, type Subscribe } from './read/useRead';

/** Whether the backend keeps its mails in a development outbox (the local one) instead of sending them. */
export function useHasDevOutbox(): boolean {
  return useBackend().watchDevOutbox !== undefined;
}

/** Live: the mails the local backend kept, newest first. Only where useHasDevOutbox(). */
export function useDevOutbox(): Read<DevMail[]> {
  const backend = useBackend();
  const subscribe = useCallback<Subscribe<DevMail[]>>(
    (onValue, onError) => {
      if (!backend.watchDevOutbox) throw new Error('this backend sends its mail: it has no outbox');
      return backend.watchDevOutbox(onValue, onError);
    },
    [backend],
  );
  return useRead(subscribe);
}
