import { useMemo } from 'react';
import type {
  Activity as StoredActivity,
  ActivityItem as StoredItem,
  FollowActivityItem,
} from '../backend/core/activityApi';
import type { Post } from '../backend/types';
import { listLimits } from '../lib/limits';
import { useBackend } from './BackendProvider';
import { useMutation } from './write/useMutation';
import type { Read } from './read/useRead';
import { idsKey, useSharedRead } from './read/useSharedRead';
import { watchEach } from '../lib/watchEach';
import { useBlocked } from './useBlocked';
import { useSignedInUid } from './useAuth';
import { useFollowActivity } from './useFollowActivity';

/** An item of 通知: on the member's posts, or brought by their follows (issue 39). */
export type ActivityItem = StoredItem | FollowActivityItem;
export type Activity = Omit<StoredActivity, 'items'> & { items: ActivityItem[] };

/**
 * The member's activity, live: one watchActivity (three listeners) shared by the top bar and
 * /my/activity. Comments by members they blocked are left out. Nothing for a visitor.
 */
export function useActivity(): Read<Activity> {
  const backend = useBackend();
  const uid = useSignedInUid();
  const blocked = useBlocked();
  const read = useSharedRead<Activity>(uid ? `activity:${uid}` : null, (onValue, onError) =>
    backend.watchActivity(uid ?? '', onValue, onError),
  );
  // With what follows bring, once that is read too: until then the activity is not known whole.
  const followed = useFollowActivity(blocked);
  const data = useMemo(
    () =>
      read.data &&
      followed && {
        ...read.data,
        items: [
          ...read.data.items.filter((item) => !('uid' in item) || !blocked.has(item.uid)),
          ...followed,
        ].sort((a, b) => b.at - a.at),
      },
    [read.data, followed, blocked],
  );
  if (data) return { ...read, data } as Read<Activity>;
  return read.status === 'error' ? read : { status: 'loading', retry: read.retry };
}

/**
 * How many items are new since the member last looked, as the top bar shows it: '' for none, and
 * `50+` when a whole window is new (older news may be beyond it).
 */
export function newActivityCount(activity: Activity | undefined): string {
  if (!activity) return '';
  const count = activity.items.filter((item) => item.at > activity.seenAt).length;
  if (count === 0) return '';
  return activity.full && count >= listLimits.activity ? `${listLimits.activity}+` : String(count);
}

/** Marks the member's activity seen (every tab's count drops). */
export function useMarkActivitySeen() {
  const backend = useBackend();
  return useMutation(() => backend.markActivitySeen());
}

const noTitles = new Map<string, string>();

/**
 * The titles of the posts `ids` names, each read by id (the comments do not hold their post's
 * title): one watchPost per distinct post on the page, opened again only when that set changes.
 */
export function usePostTitles(ids: readonly string[]): ReadonlyMap<string, string> {
  const backend = useBackend();
  const key = idsKey(ids);
  const read = useSharedRead<Map<string, string>>(
    key ? `titles:${key}` : null,
    (onValue, onError) =>
      watchEach<Post | null>(
        key.split('\n'),
        (id, next, failed) => backend.watchPost(id, next, failed),
        (posts) => {
          const found = [...posts.values()].flatMap((post) => (post ? [post] : []));
          onValue(new Map(found.map((post) => [post.id, post.title])));
        },
        onError,
      ),
    { keepData: true },
  );
  return read.data ?? noTitles;
}
