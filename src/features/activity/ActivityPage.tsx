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
  usePostTitles,
  type ActivityItem,
} from '../../hooks/useActivity';
import { useProfiles } from '../../hooks/useProfiles';
import { mentionsIn, shownText } from '../../lib/mentions';
import { paths } from '../../lib/paths';
import { followText } from './followText';
import './activity.css';

const noName = { displayName: '', photoURL: '' };

/**
 * /my/activity: comments by others on the member's posts and the likes they got, newest first, live.
 * Opening it marks them seen (every tab's count drops), and so does news arriving while it is open;
 * what was new when the page opened, and what arrives while it is open, stands out as 未讀 for the
 * whole visit, so the member can tell what they have not read yet.
 */
export function ActivityPage() {
  useDocumentTitle(copy.activity);
  const activity = useActivity();
  const { run: markSeen } = useMarkActivitySeen();
  const items = activity.data?.items ?? [];
  const seenAt = activity.data?.seenAt ?? Infinity;
  // When the member last looked, as the page first learns it: marking seen moves the stored time,
  // not this one.
  const [seenBefore, setSeenBefore] = useState<number | null>(null);
  if (seenBefore === null && activity.data) setSeenBefore(activity.data.seenAt);
  const unread = (item: ActivityItem) => item.at > (seenBefore ?? seenAt);
  const unseen = items.filter((item) => item.at > seenAt);
  const newest = unseen[0]?.at ?? 0;
  // Once per newest unseen item: a refused mark (offline) is not tried again in a loop.
  useEffect(() => {
    if (newest > 0) void markSeen();
  }, [newest, markSeen]);

  const known = new Map(
    items.flatMap((item) => ('title' in item ? [[item.postId, item.title]] : [])),
  );
  const titles = usePostTitles(
    items.flatMap((item) =>
      (item.kind === 'comment' || item.kind === 'mention') && !known.has(item.postId)
        ? [item.postId]
        : [],
    ),
  );
  // Who commented, replied or mentioned, and whom a quote mentions (issue 39).
  const { data: profiles } = useProfiles(
    items.flatMap((item) =>
      'uid' in item ? [item.uid, ...('quote' in item ? mentionsIn(item.quote ?? '') : [])] : [],
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
    const title = (item: ActivityItem) =>
      'title' in item ? item.title : (known.get(item.postId) ?? titles.get(item.postId) ?? '');
    return (
      <ul className="activity-page__list panel">
        {items.map((item) => (
          <li
            key={`${item.kind}:${item.id}`}
            className={`activity-page__item${unread(item) ? ' activity-page__item--unread' : ''}`}
          >
            <Link
              // A comment or reply opens the post at it (CommentList brings it into view).
              to={'uid' in item ? paths.comment(item.postId, item.id) : paths.post(item.postId)}
              className="activity-page__link"
            >
              {unread(item) && (
                <>
                  <span className="activity-page__unread">{copy.activityUnread}</span>{' '}
                </>
              )}
              {item.kind === 'reply'
                ? copy.activityReply.replace('{name}', nameOf(item.uid))
                : item.kind === 'mention'
                  ? copy.activityMention
                      .replace('{name}', nameOf(item.uid))
                      .replace('{title}', title(item))
                  : item.kind === 'comment'
                    ? copy.activityComment
                        .replace('{name}', nameOf(item.uid))
                        .replace('{title}', title(item))
                    : item.kind === 'likes'
                      ? copy.activityLikes
                          .replace('{title}', title(item))
                          .replace('{n}', String(item.likeCount))
                      : followText(item, nameOf)}
            </Link>
            {'quote' in item && item.quote && (
              <p className="activity-page__quote">
                {copy.activityQuote.replace(
                  '{text}',
                  // A mention in it as the member's current name (lib/mentions.ts).
                  shownText(item.quote, mentionsIn(item.quote), nameOf).text,
                )}
              </p>
            )}
            <RelativeTime time={item.at} className="activity-page__time" />
          </li>
        ))}
      </ul>
    );
  };

  return (
    <>
      <h1 className="page-heading">{copy.activity}</h1>
      {activity.status === 'ready' && activity.stale && items.length > 0 && <OfflineBanner />}
      {body()}
    </>
  );
}
