import { Link } from 'react-router-dom';
import { NotFound } from '../../components/NotFound';
import { Loading } from '../../components/Loading';
import { RetryMessage } from '../../components/RetryMessage';
import { copy } from '../../copy';
import { useAuth } from '../../hooks/useAuth';
import { useDocumentTitle } from '../../hooks/ui/useDocumentTitle';
import { useReportQueue } from '../../hooks/useModeration';
import { paths } from '../../lib/paths';
import { HideButton } from '../moderation/ModeratorActions';
import './modQueue.css';

/** /mod/reports, for moderators: the reported items, most reported first, then the newest report. */
export function ModQueuePage() {
  const moderator = useAuth().user?.moderator ?? false;
  useDocumentTitle(copy.modQueue);
  // Anyone else finds no such page (the rules would refuse them the reports anyway).
  if (!moderator) return <NotFound heading={copy.pageNotFound} />;
  return (
    <>
      <h1 className="page-heading">{copy.modQueue}</h1>
      <Queue />
    </>
  );
}

function Queue() {
  const queue = useReportQueue();
  if (queue.status === 'loading') return <Loading />;
  if (queue.status === 'error') return <RetryMessage code={queue.error} onRetry={queue.retry} />;
  return (
    <ol className="mod-queue">
      {queue.data.map((entry) => {
        const item = { postId: entry.postId, commentId: entry.commentId || undefined };
        return (
          <li key={`${entry.postId}/${entry.commentId}`} className="mod-queue__item">
            <span className="mod-queue__count">
              {copy.report} {entry.count}
            </span>
            <Link to={paths.post(entry.postId)} className="mod-queue__text">
              {entry.text || entry.postId}
            </Link>
            {entry.hidden && <span className="mod-queue__hidden">{copy.hiddenByModerator}</span>}
            {!entry.gone && <HideButton item={item} hidden={entry.hidden} />}
          </li>
        );
      })}
    </ol>
  );
}
