import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Loading } from '../../components/Loading';
import { OfflineBanner } from '../../components/OfflineBanner';
import { RelativeTime } from '../../components/RelativeTime';
import { RetryMessage } from '../../components/RetryMessage';
import { shownAuthor } from '../../components/shownAuthor';
import { copy } from '../../copy';
import { useDocumentTitle } from '../../hooks/ui/useDocumentTitle';
import {
  useActivity,
  useMarkActivitySeen,
  useUnreadCount,
  type ActivityItem,
} from '../../hooks/useActivity';
import { listLimits } from '../../lib/limits';
import { commentQuote } from '../../backend/core/inboxApi';
import { useProfiles } from '../../hooks/useProfiles';
import { mentionsIn, shownText } from '../../lib/mentions';
import { paths } from '../../lib/paths';
import { itemText } from './itemText';
import './activity.css';

const noName = { displayName: '', photoURL: '' };

/**
 * /my/activity: the member's notices (comments, replies and mentions by others, likes of their
 * posts; issue 47) and what their follows bring, newest first, live, 20 more at a time.
 * Opening it marks them seen (every tab's count drops), and so does news arriving while it is open;
 * what was new when the page opened, and what arrives while it is open, stands out as 未讀 for the
 * whole visit, so the member can tell what they have not read yet.
 */
export function ActivityPage() {
  useDocumentTitle(copy.activity);
  const [newest, setNewest] = useState<number>(listLimits.notices);
  const activity = useActivity(newest);
  const { run: markSeen } = useMarkActivitySeen();
  const items = activity.data?.items ?? [];
  const seenAt = activity.data?.seenAt ?? Infinity;
  // When the member last looked, as the page first learns it: marking seen moves the stored time,
  // not this one.
  const [seenBefore, setSeenBefore] = useState<number | null>(null);
  if (seenBefore === null && activity.data) setSeenBefore(activity.data.seenAt);
  const unread = (item: ActivityItem) => item.at > (seenBefore ?? seenAt);
  const unseen = items.filter((item) => item.at > seenAt);
  const newestUnseen = unseen[0]?.at ?? 0;
  // Whatever the count says is new, too: a notice of a post hidden or deleted since is counted, not
  // listed, and would keep the count up for ever. Once per change of either: a refused mark
  // (offline) is not tried again in a loop.
  const counted = useUnreadCount();
  // Only once the page knows what was new when it opened (seenBefore), which marking moves past.
  const known = seenBefore !== null;
  useEffect(() => {
    if (known && (newestUnseen > 0 || counted)) void markSeen();
  }, [known, newestUnseen, counted, markSeen]);

  // Who commented, replied or mentioned, and whom a quote mentions (issue 39).
  const { data: profiles } = useProfiles(
    items.flatMap((item) =>
      'from' in item
        ? [item.from, ...mentionsIn(item.quote)]
        : item.kind === 'newPost'
          ? [item.uid]
          : [],
    ),
  );
  const nameOf = (uid: string) => shownAuthor(noName, profiles?.get(uid)).name;

  const body = () => {
    if (activity.status === 'error' && !activity.data)
      return <RetryMessage code={activity.error} onRetry={activity.retry} />;
    if (!activity.data) return <Loading />;
    if (items.length === 0) {
      // An empty answer from the cache says nothing about what the server holds.
      if (activity.status === 'ready' && activity.stale)
        return <RetryMessage code="unavailable" onRetry={activity.retry} />;
      return <p className="activity-page__empty">{copy.activityEmpty}</p>;
    }
    return (
      <ul className="activity-page__list panel">
        {items.map((item) => (
          <li
            key={`${item.kind}:${item.id}`}
            className={`activity-page__item${unread(item) ? ' activity-page__item--unread' : ''}`}
          >
            <Link
              // A comment or reply opens the post at it (CommentList brings it into view).
              to={
                'commentId' in item && item.commentId
                  ? paths.comment(item.postId, item.commentId)
                  : paths.post(item.postId)
              }
              className="activity-page__link"
            >
              {unread(item) && (
                <>
                  <span className="activity-page__unread">{copy.activityUnread}</span>{' '}
                </>
              )}
              {itemText(item, nameOf)}
            </Link>
            {'quote' in item && item.quote && (
              <p className="activity-page__quote">
                {copy.activityQuote.replace(
                  '{text}',
                  // Its first line, a mention in it as the member's current name (lib/mentions.ts).
                  commentQuote(shownText(item.quote, mentionsIn(item.quote), nameOf).text),
                )}
              </p>
            )}
            <RelativeTime time={item.at} className="activity-page__time" />
          </li>
        ))}
      </ul>
    );
  };
  // Older notices, 20 more at a time, once the window is full (not offline: nothing more to read).
  const more = activity.data?.more && !(activity.status === 'ready' && activity.stale);

  return (
    <>
      <h1 className="page-heading">{copy.activity}</h1>
      {activity.status === 'ready' && activity.stale && items.length > 0 && <OfflineBanner />}
      {body()}
      {more && (
        <button
          type="button"
          className="button activity-page__more"
          onClick={() => setNewest((shown) => shown + listLimits.notices)}
        >
          {copy.loadMore}
        </button>
      )}
    </>
  );
}
