import { useId, type ReactNode } from 'react';
import type { Comment, Profile } from '../../backend/types';
import { copy } from '../../copy';
import type { Read } from '../../hooks/shapes';
import { Button } from '../../components/Button';
import { CommentForm } from './CommentForm';
import { CommentList } from './CommentList';
import { LoadState } from './LoadState';
import { RetryMessage } from '../../components/RetryMessage';
import './comments.css';

interface CommentSectionProps {
  postId: string;
  comments: Read<Comment[]> & { blockedHidden?: number; blockedStandIns?: ReadonlySet<string> };
  profiles: Map<string, Profile>;
  /** Widens the window to older comments; absent when there are none before it. */
  onOlder?: (() => void) | undefined;
}

/** 留言: the thread, then the box to add to it. */
export function CommentSection({ postId, comments, profiles, onOlder }: CommentSectionProps) {
  const headerId = useId();
  let thread: ReactNode;
  if (comments.status === 'ready' && comments.stale && comments.data.length === 0) {
    // Nothing in the cache says nothing of the thread: the server could not be asked.
    thread = <RetryMessage code="unavailable" onRetry={comments.retry} />;
  } else if (comments.status === 'ready' || comments.data) {
    // A wider window loading still shows the comments on hand, and so does one that failed.
    thread = (
      <>
        {comments.status === 'error' && (
          <RetryMessage code={comments.error} onRetry={comments.retry} />
        )}
        {onOlder && (
          <Button basic size="small" className="comment-section__older" onClick={onOlder}>
            {copy.olderComments}
          </Button>
        )}
        {/* Every comment left out as a blocked member's: the line below says so, not 還沒有留言. */}
        {(comments.data?.length || !comments.blockedHidden) && (
          <CommentList
            postId={postId}
            comments={comments.data ?? []}
            profiles={profiles}
            standIns={comments.blockedStandIns}
          />
        )}
      </>
    );
  } else {
    thread = <LoadState read={comments} />;
  }

  return (
    <section className="comment-section" aria-labelledby={headerId}>
      <h2 id={headerId} className="comment-section__header">
        {copy.commentsHeader}
      </h2>
      {thread}
      {/* In the page from the start, so the line that appears after a 封鎖 here is announced. */}
      <p className="comment-section__blocked" role="status">
        {comments.blockedHidden
          ? copy.blockedComments.replace('{n}', String(comments.blockedHidden))
          : null}
      </p>
      <CommentForm postId={postId} />
    </section>
  );
}
