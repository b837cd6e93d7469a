import type { Comment, Profile } from '../../backend/types';
import { copy } from '../../copy';
import { useCommentActions } from '../../hooks/useComments';
import { useMember } from '../../hooks/useMember';
import { CommentItem } from './CommentItem';

interface CommentListProps {
  postId: string;
  comments: Comment[];
  profiles: Map<string, Profile>;
}

/** The comments, oldest first, as the backend delivers them. */
export function CommentList({ postId, comments, profiles }: CommentListProps) {
  const { edit, remove } = useCommentActions(postId);
  // The reader's own comments can be edited and deleted.
  const { uid } = useMember();

  if (comments.length === 0) return <p className="comment-list__empty">{copy.commentsEmpty}</p>;
  return (
    <ol className="comment-list">
      {comments.map((comment) => (
        <CommentItem
          key={comment.id}
          comment={comment}
          profile={profiles.get(comment.uid)}
          own={comment.uid === uid}
          edit={edit}
          remove={remove}
        />
      ))}
    </ol>
  );
}
