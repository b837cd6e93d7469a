import type { FollowKind, Follows } from '../backend/core/followsApi';
import { useBackend } from './BackendProvider';
import type { Read } from './read/useRead';
import { useSharedRead } from './read/useSharedRead';
import { useSignedInUid } from './useAuth';

export type { FollowKind, Follows };

/**
 * The signed-in member's follows (issue 39), live: one watchFollows shared by every follow button, the
 * 追蹤中 feed and 通知 on screen. Nothing for a visitor (no read: status stays loading).
 */
export function useFollows(): Read<Follows> {
  const backend = useBackend();
  const uid = useSignedInUid();
  return useSharedRead<Follows>(uid ? `follows:${uid}` : null, (onValue, onError) =>
    backend.watchFollows(uid ?? '', onValue, onError),
  );
}
