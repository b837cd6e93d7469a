import { useMemo } from 'react';
import type { FollowActivityItem } from '../backend/core/followsApi';
import type { Notice, Notices, Unread } from '../backend/core/inboxApi';
import { useBackend } from './BackendProvider';
import { useMutation } from './write/useMutation';
import type { Read } from './read/useRead';
import { useSharedRead } from './read/useSharedRead';
import { useBlocked } from './useBlocked';
import { useSignedInUid } from './useAuth';
import { useFollowActivity } from './useFollowActivity';

/** An item of 通知: a notice in the member's inbox, or what their follows bring (issue 39). */
export type ActivityItem = Notice | FollowActivityItem;
export interface Activity {
  items: ActivityItem[];
  seenAt: number;
  /** The inbox's window was full: there are older notices to ask for. */
  more: boolean;
}

/**
 * The top bar's count of notices since the member last opened 通知 (issue 47): one count and two
 * one-document listeners, whatever their history (one count more per 30 members they blocked, whose
 * notices are not counted). '' for none or a visitor; `20+` past the count.
 */
export function useUnreadCount(): string {
  const backend = useBackend();
  const uid = useSignedInUid();
  const blocked = useBlocked();
  const except = [...blocked].sort();
  // Counted again when the blocks change: the key names them.
  const key = uid ? `unread:${uid}:${except.join(' ')}` : null;
  const read = useSharedRead<Unread>(key, (onValue, onError) =>
    backend.watchUnread(uid ?? '', onValue, onError, except),
  );
  const unread = read.data;
  if (!uid || !unread || unread.count === 0) return '';
  return unread.count > unread.max ? `${unread.max}+` : String(unread.count);
}

/**
 * /my/activity: the member's newest `newest` notices, live, and what their follows bring, read only
 * here (not at every visit). Items by members they blocked are left out.
 */
export function useActivity(newest: number): Read<Activity> {
  const backend = useBackend();
  const uid = useSignedInUid();
  const blocked = useBlocked();
  const read = useSharedRead<Notices>(
    uid ? `notices:${uid}:${newest}` : null,
    (onValue, onError) => backend.watchNotices(uid ?? '', onValue, onError, newest),
    // A larger window keeps the notices shown while it is read.
    { keepData: true },
  );
  // With what follows bring, once that is read too: until then the activity is not known whole.
  const followed = useFollowActivity(blocked);
  const data = useMemo(
    () =>
      read.data &&
      followed && {
        seenAt: read.data.seenAt,
        more: read.data.more,
        items: [
          ...read.data.notices.filter((notice) => !blocked.has(notice.from)),
          ...followed,
        ].sort((a, b) => b.at - a.at),
      },
    [read.data, followed, blocked],
  );
  if (data) return { ...read, data } as Read<Activity>;
  return read.status === 'error'
    ? { status: 'error', error: read.error, retry: read.retry }
    : { status: 'loading', retry: read.retry };
}

/** Marks the member's activity seen (every tab's count drops). */
export function useMarkActivitySeen() {
  const backend = useBackend();
  return useMutation(() => backend.markActivitySeen());
}
