import { Link } from 'react-router-dom';
import { Button } from '../../components/Button';
import { Loading } from '../../components/Loading';
import { Notice } from '../../components/Notice';
import { RelativeTime } from '../../components/RelativeTime';
import { RetryMessage } from '../../components/RetryMessage';
import { shownAuthor } from '../../components/shownAuthor';
import type { Profile } from '../../backend/types';
import { copy } from '../../copy';
import { useDocumentTitle } from '../../hooks/ui/useDocumentTitle';
import { useProfiles } from '../../hooks/useProfiles';
import { useDismissReports, useReportQueue, type QueueEntry } from '../../hooks/useModeration';
import { errorMessage } from '../../lib/errorMessage';
import { paths } from '../../lib/paths';
import { reportReasons } from '../../lib/reports';
import { HideButton } from './ModeratorActions';
import './modQueue.css';

/** /mod/reports, for moderators: the reported items, most reported first, then the newest report. */
export function ModQueuePage() {
  useDocumentTitle(copy.modQueue);
  return (
    <>
      <h1 className="page-heading">{copy.modQueue}</h1>
      <Queue />
    </>
  );
}

const noProfiles = new Map<string, Profile>();

function Queue() {
  const queue = useReportQueue();
  const dismiss = useDismissReports();
  // Each author's current name, one batched read for the page (as the post page reads its thread's).
  const authors = queue.data?.flatMap((entry) => (entry.author ? [entry.author.uid] : [])) ?? [];
  const { data: profiles = noProfiles } = useProfiles(authors);
  if (queue.status === 'loading') return <Loading />;
  if (queue.status === 'error') return <RetryMessage code={queue.error} onRetry={queue.retry} />;
  if (queue.data.length === 0) {
    // Only the server's answer says the queue is empty.
    if (queue.stale) return <RetryMessage code="unavailable" onRetry={queue.retry} />;
    return <p className="mod-queue__empty panel">{copy.modQueueEmpty}</p>;
  }
  return (
    <>
      {dismiss.error && <Notice kind="negative">{errorMessage(dismiss.error)}</Notice>}
      <ol className="mod-queue">
        {queue.data.map((entry) => (
          <Entry
            key={`${entry.postId}/${entry.commentId}`}
            entry={entry}
            author={entry.author && shownAuthor(entry.author, profiles.get(entry.author.uid)).name}
            dismissing={dismiss.pendingKeys.has(`${entry.postId}/${entry.commentId}`)}
            onDismiss={(item) => void dismiss.run(item)}
          />
        ))}
      </ol>
    </>
  );
}

const reasonLabel = (reason: string) =>
  copy.reportReasons[(reportReasons as readonly string[]).indexOf(reason)] ?? reason;

interface EntryProps {
  entry: QueueEntry;
  /** Its author's name as shown; null once the item is deleted. */
  author: string | null;
  dismissing: boolean;
  onDismiss: (item: { postId: string; commentId?: string }) => void;
}

/**
 * One reported item: what it is and how often it was reported, who wrote it, for which reasons, since
 * when; the item in its context (a comment in its thread), or 這則內容已刪除 once deleted or cleared;
 * 隱藏 or 恢復, and 略過 when it needs nothing.
 */
function Entry({ entry, author, dismissing, onDismiss }: EntryProps) {
  const item = { postId: entry.postId, commentId: entry.commentId || undefined };
  const to = entry.commentId
    ? paths.comment(entry.postId, entry.commentId)
    : paths.post(entry.postId);
  const kind = entry.kind === 'comment' ? copy.modKindComment : copy.modKindPost;
  return (
    <li className="mod-queue__item panel">
      <div className="mod-queue__head">
        <span className="mod-queue__kind">{kind}</span>
        <span className="mod-queue__count">
          {copy.modReportCount.replace('{n}', String(entry.count))}
        </span>
        {entry.hidden && <span className="mod-queue__hidden">{copy.hiddenByModerator}</span>}
      </div>
      {entry.author && author !== null && (
        <p className="mod-queue__author">
          {copy.modAuthor.split('{name}')[0]}
          <Link to={paths.user(entry.author.uid)}>{author}</Link>
          {copy.modAuthor.split('{name}')[1]}
        </p>
      )}
      {entry.gone ? (
        <p className="mod-queue__text mod-queue__text--gone">{copy.modItemGone}</p>
      ) : (
        <Link to={to} className="mod-queue__text">
          {entry.text || entry.postId}
        </Link>
      )}
      <ul className="mod-queue__reasons" aria-label={copy.report}>
        {entry.reasons.map(({ reason, count }) => (
          <li key={reason} className="mod-queue__reason">
            {copy.modReasonCount
              .replace('{reason}', reasonLabel(reason))
              .replace('{n}', String(count))}
          </li>
        ))}
      </ul>
      <dl className="mod-queue__times">
        <div>
          <dt>{copy.modFirstReported}</dt>
          <dd>
            <RelativeTime time={entry.firstReportedAt} />
          </dd>
        </div>
        <div>
          <dt>{copy.modLastReported}</dt>
          <dd>
            <RelativeTime time={entry.lastReportedAt} />
          </dd>
        </div>
      </dl>
      <div className="mod-queue__actions" role="group" aria-label={entry.text || kind}>
        {!entry.gone && <HideButton item={item} hidden={entry.hidden} />}
        <Button
          type="button"
          basic
          size="small"
          disabled={dismissing}
          onClick={() => onDismiss(item)}
        >
          {copy.dismiss}
        </Button>
      </div>
    </li>
  );
}
