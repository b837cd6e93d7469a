import { useId, useState } from 'react';
import type { Comment, Profile } from '../../backend/types';
import { Avatar } from '../../components/Avatar';
import { Button } from '../../components/Button';
import { trash } from '../../components/icons/actions';
import { RelativeTime } from '../../components/RelativeTime';
import { copy } from '../../copy';
import type { Mutation } from '../../hooks/useMutation';
import { authorOf } from './authorOf';
import { CommentEditor } from './CommentEditor';

interface CommentItemProps {
  comment: Comment;
  profile: Profile | undefined;
  /** The reader's own comment: they may edit and delete it. */
  own: boolean;
  edit: Mutation<[commentId: string, content: string]>;
  remove: Mutation<[commentId: string]>;
}

export function CommentItem({ comment, profile, own, edit, remove }: CommentItemProps) {
  const author = authorOf(comment.author, profile);
  const [editing, setEditing] = useState(false);
  const editButtonId = useId();

  function stopEditing() {
    setEditing(false);
    // The editor is gone with the focus it held: back to the button that opened it.
    requestAnimationFrame(() => document.getElementById(editButtonId)?.focus());
  }

  return (
    <li className="post-comment">
      <Avatar src={author.photo} size="mini" />
      <div className="post-comment__body">
        <div className="post-comment__meta">
          <span className="post-comment__author">{author.name}</span>
          <RelativeTime time={comment.createdAt} className="post-comment__time" />
          {comment.editedAt > 0 && <span className="post-comment__time">{copy.edited}</span>}
          {own && (
            <span className="post-comment__own">
              <Button
                id={editButtonId}
                type="button"
                basic
                size="small"
                disabled={editing}
                onClick={() => setEditing(true)}
              >
                {copy.editComment}
              </Button>
              <Button
                type="button"
                basic
                size="small"
                icon={trash}
                aria-label={copy.commentDelete}
                title={copy.commentDelete}
                disabled={remove.pendingKeys.has(comment.id)}
                onClick={() => void remove.run(comment.id)}
              />
            </span>
          )}
        </div>
        {editing ? (
          <CommentEditor comment={comment} save={edit} onDone={stopEditing} />
        ) : (
          <p className="post-comment__content">{comment.content}</p>
        )}
      </div>
    </li>
  );
}
