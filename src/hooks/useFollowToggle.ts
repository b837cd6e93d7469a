import type { FollowKind } from '../backend/core/followsApi';
import { isFollowing } from '../backend/core/followsApi';
import { useBackend } from './BackendProvider';
import { useFollows } from './useFollows';
import { useFoldedToggle, type FoldedToggle } from './write/useFoldedToggle';

/**
 * Following `id` (an author, a topic or a post) as a folded toggle over the member's follows, like the
 * like and bookmark toggles (usePostToggles): `on` undefined until the follows are read, so the button
 * shows no state it does not know. `waiting`: the store holds the member's follow and cannot reach the
 * server to send it (the pending mark while offline).
 */
export function useFollowToggle(
  kind: FollowKind,
  id: string,
): FoldedToggle & { waiting: boolean; readFailed: boolean } {
  const backend = useBackend();
  const follows = useFollows();
  const stored = follows.status === 'ready' ? follows.data : undefined;
  const toggle = useFoldedToggle({
    stored: stored && isFollowing(stored, kind, id),
    snapshot: stored,
    pending: !!stored?.pending,
    write: (on) => backend.setFollow(kind, id, on),
    // Follows have no pace of their own: presses are folded while a write is on its way only.
    paceMs: 0,
  });
  const offline = follows.status === 'ready' && follows.stale;
  return {
    ...toggle,
    waiting: offline && !!stored?.pending,
    readFailed: follows.status === 'error',
  };
}
