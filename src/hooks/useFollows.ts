import { useMemo } from 'react';
import type { FollowActivityItem } from '../backend/core/activityApi';
import type { FollowKind, Follows } from '../backend/core/followsApi';
import { followsRead, isFollowing } from '../backend/core/followsApi';
import { useBackend } from './BackendProvider';
import type { Read } from './read/useRead';
import { useSharedRead } from './read/useSharedRead';
import { useSignedInUid } from './useAuth';
import { useFoldedToggle, type FoldedToggle } from './write/useFoldedToggle';

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

const noItems: FollowActivityItem[] = [];

/**
 * What the member's follows bring to 通知 (issue 39), live, without the blocked members' posts and
 * comments: undefined until read (or for a visitor). Read again when the follows change.
 */
export function useFollowActivity(blocked: ReadonlySet<string>): FollowActivityItem[] | undefined {
  const backend = useBackend();
  const uid = useSignedInUid();
  const follows = useFollows();
  const read = follows.status === 'ready' && uid ? followsRead(uid, follows.data) : null;
  const key = read && `followActivity:${JSON.stringify(read)}`;
  const items = useSharedRead<FollowActivityItem[]>(
    key,
    (onValue, onError) =>
      backend.watchFollowActivity(read ?? { uid: '', authors: [], posts: [] }, onValue, onError),
    { keepData: true },
  );
  return useMemo(() => {
    if (!uid) return noItems;
    if (!items.data) return undefined;
    return items.data.flatMap((item): FollowActivityItem[] => {
      if (item.kind === 'newPost') return blocked.has(item.uid) ? [] : [item];
      const comments = item.comments.filter((comment) => !blocked.has(comment.uid));
      return comments.length ? [{ ...item, comments, at: comments[0]!.at }] : [];
    });
  }, [uid, items.data, blocked]);
}
