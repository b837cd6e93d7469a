import { useMemo } from 'react';
import type { FollowActivityItem } from '../backend/core/followsApi';
import { followsRead } from '../backend/core/followsApi';
import { useBackend } from './BackendProvider';
import { useSharedRead } from './read/useSharedRead';
import { useSignedInUid } from './useAuth';
import { useFollows } from './useFollows';

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
      backend.watchFollowActivity(
        read ?? { uid: '', authors: [], posts: [], followedAt: {} },
        onValue,
        onError,
      ),
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
