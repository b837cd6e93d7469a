import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { Comment, Profile } from '../../backend/types';
import { copy } from '../../copy';
import { commentAnchor } from '../../lib/paths';
import { useCommentActions } from '../../hooks/useComments';
import { useMember } from '../../hooks/useMember';
import { CommentItem } from './CommentItem';

interface CommentListProps {
  postId: string;
  comments: Comment[];
  profiles: Map<string, Profile>;
}

/**
 * The comments, oldest first, as the backend delivers them. An address naming one of them
 * (paths.comment, the moderators' queue's link) brings it into view and marks it, once it is listed.
 */
export function CommentList({ postId, comments, profiles }: CommentListProps) {
  const { edit, remove } = useCommentActions(postId);
  // The reader's own comments can be edited and deleted.
  const { uid } = useMember();
  const { hash } = useLocation();
  const target = comments.find((comment) => hash === `#${commentAnchor(comment.id)}`)?.id;
  useEffect(() => {
    if (!target) return;
    const element = document.getElementById(commentAnchor(target));
    // Not in jsdom: there, only the mark and the focus can be seen.
    element?.scrollIntoView?.({ block: 'center' });
    element?.focus({ preventScroll: true });
  }, [target]);

  if (comments.length === 0) return <p className="comment-list__empty">{copy.commentsEmpty}</p>;
  return (
    <ol className="comment-list">
      {comments.map((comment) => (
        <CommentItem
          key={comment.id}
          comment={comment}
          profile={profiles.get(comment.uid)}
          own={comment.uid === uid}
          targeted={comment.id === target}
          edit={edit}
          remove={remove}
        />
      ))}
    </ol>
  );
}
