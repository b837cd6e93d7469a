import { useCallback, useState } from 'react';
import type { Backend } from '../../backend/types';
import {
  backendWrite,
  keepIntention,
  sendIntention,
  usePendingIntentions,
  type Intention,
} from './outbox';

/**
 * A like or bookmark toggle of `postId` through the outbox: `intend` keeps the member's wish at the
 * moment the button shows it, `write` sends it. `stored` is the wish still waiting (after a reload
 * too), else the backend's `stored`; a wish just answered is held until the backend delivers again
 * (`snapshot` changes), so the button does not flicker back before its echo. `waiting` is true while
 * a wish waits for the connection.
 */
export function useToggleIntention(
  backend: Backend,
  uid: string | undefined,
  kind: 'like' | 'bookmark',
  postId: string,
  stored: boolean,
  snapshot: unknown,
) {
  const item = usePendingIntentions(uid).find((i) => i.kind === kind && i.postId === postId);
  const intent = item && item.kind !== 'comment' ? item.on : undefined;
  const [held, setHeld] = useState<{ on: boolean; snapshot: unknown } | null>(null);
  if (intent !== undefined && (!held || held.on !== intent || held.snapshot !== snapshot)) {
    setHeld({ on: intent, snapshot });
  } else if (intent === undefined && held && held.snapshot !== snapshot) setHeld(null);
  const shown = intent ?? (held && held.snapshot === snapshot ? held.on : undefined);

  const intend = useCallback(
    (on: boolean) => uid && keepIntention(uid, { kind, postId, on }),
    [uid, kind, postId],
  );
  const write = useCallback(
    async (on: boolean) => {
      const wish: Intention = { kind, postId, on };
      if (!uid) return void (await backendWrite(backend, wish));
      try {
        await sendIntention(backend, uid, wish, true);
      } catch (caught) {
        setHeld(null);
        throw caught;
      }
    },
    [backend, uid, kind, postId],
  );
  return { stored: shown ?? stored, waiting: intent !== undefined, intend, write };
}
