import { Message } from 'semantic-ui-react';
import type { Comment, Profile } from '../../backend/types';
import { Avatar } from '../../components/Avatar';
import { Button } from '../../components/Button';
import { RelativeTime } from '../../components/RelativeTime';
import { copy } from '../../copy';
import { useDeleteComment } from '../../hooks/useDeleteComment';
import { useMember } from '../../hooks/useMember';
import { errorMessage } from '../../lib/errorMessage';
import { authorOf } from './authorOf';

interface CommentListProps {
  postId: string;
  comments: Comment[];
  profiles: Map<string, Profile>;
}

/** The comments, oldest first, as the backend delivers them. */
export function CommentList({ postId, comments, profiles }: CommentListProps) {
  const remove = useDeleteComment(postId);
  // The reader's own comments get a delete button.
  const { uid } = useMember();

  return (
    <>
      {remove.error && (
        <Message negative role="alert" size="small" content={errorMessage(remove.error)} />
      )}
      {comments.length === 0 ? (
        <p className="comment-list__empty">{copy.commentsEmpty}</p>
      ) : (
        <ol className="comment-list">
          {comments.map((comment) => {
            const author = authorOf(comment.author, profiles.get(comment.uid));
            return (
              <li key={comment.id} className="post-comment">
                <Avatar src={author.photo} size="mini" />
                <div className="post-comment__body">
                  <div className="post-comment__meta">
                    <span className="post-comment__author">{author.name}</span>
                    <RelativeTime time={comment.createdAt} className="post-comment__time" />
                    {comment.uid === uid && (
                      <Button
                        type="button"
                        basic
                        compact
                        size="mini"
                        icon="trash alternate outline"
                        aria-label={copy.commentDelete}
                        title={copy.commentDelete}
                        className="post-comment__delete"
                        disabled={remove.pendingKeys.has(comment.id)}
                        onClick={() => void remove.run(comment.id)}
                      />
                    )}
                  </div>
                  <p className="post-comment__content">{comment.content}</p>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </>
  );
}
