import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Comment, Profile } from '../../backend/types';
import { Avatar } from '../../components/Avatar';
import { Button } from '../../components/Button';
import { DeleteConfirm } from '../../components/DeleteConfirm';
import { trash } from '../../components/icons/actions';
import { RelativeTime } from '../../components/RelativeTime';
import { copy } from '../../copy';
import type { Mutation } from '../../hooks/shapes';
import { PendingMark } from '../../components/PendingMark';
import { errorMessage } from '../../lib/errorMessage';
import { commentAnchor, paths } from '../../lib/paths';
import { shownAuthor } from '../../components/shownAuthor';
import { CommentEditor } from './CommentEditor';
import { MentionText } from './MentionText';
import { ItemActions } from '../safety/ItemActions';

interface CommentItemProps {
  comment: Comment;
  profile: Profile | undefined;
  /** The reader's own comment: they may edit and delete it. */
  own: boolean;
  /** The address names this comment (paths.comment): it is marked, and can take the focus. */
  targeted?: boolean;
  /** A blocked member's, kept for the replies of others under it: its place, without its text. */
  blocked?: boolean | undefined;
  edit: Mutation<[commentId: string, content: string]>;
  remove: Mutation<[commentId: string]>;
  /** 回覆: opens the reply box answering this one, by its author's name as shown. */
  onReply?: (name: string) => void;
  /** A reply that answers someone other than its comment's author: them, named (@name). */
  answers?: { uid: string; name: string } | undefined;
  /** Can take the focus (the first reply 查看其他 {n} 則回覆 showed). */
  focusable?: boolean;
  /** Under the comment: its replies and the reply box (ReplyList). */
  children?: ReactNode;
  /** A member's name as the page shows it: a mention in the text (MentionText). */
  nameOf?: (uid: string) => string;
}

export function CommentItem(props: CommentItemProps) {
  const { comment, profile, targeted, blocked, children } = props;
  const author = shownAuthor(comment.author, profile);
  if (comment.deleted || blocked) {
    // Deleted while it had replies, or a blocked member's: its place, saying so, and the replies.
    return (
      <li
        id={commentAnchor(comment.id)}
        className={`post-comment post-comment--deleted${targeted ? ' post-comment--target' : ''}`}
        tabIndex={targeted ? -1 : undefined}
      >
        <div className="post-comment__body">
          <p className="post-comment__content post-comment__content--deleted">
            {comment.deleted ? copy.commentDeleted : copy.blockedCommentStandIn}
          </p>
          {children}
        </div>
      </li>
    );
  }
  return <ShownComment {...props} author={author} />;
}

function ShownComment({
  comment,
  own,
  targeted,
  edit,
  remove,
  onReply,
  answers,
  focusable,
  children,
  author,
  nameOf = () => copy.defaultAuthor,
}: CommentItemProps & { author: { name: string; photo: string } }) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const editButtonId = useId();
  const deleting = remove.pendingKeys.has(comment.id);

  async function confirmDelete() {
    // Gone from the list once deleted; a failure keeps the question open with its message.
    if ((await remove.run(comment.id)).ok) setConfirming(false);
  }

  function stopEditing() {
    setEditing(false);
    // The editor is gone with the focus it held: back to the button that opened it.
    requestAnimationFrame(() => document.getElementById(editButtonId)?.focus());
  }

  return (
    <li
      id={commentAnchor(comment.id)}
      className={`post-comment${targeted ? ' post-comment--target' : ''}`}
      tabIndex={targeted || focusable ? -1 : undefined}
    >
      {/* The same page as the name's link: one stop for a keyboard, none for a screen reader. */}
      <Link className="post-comment__avatar" to={paths.user(comment.uid)} tabIndex={-1} aria-hidden>
        <Avatar src={author.photo} name={author.name} size="mini" />
      </Link>
      <div className="post-comment__body">
        <div className="post-comment__meta">
          <Link className="post-comment__author" to={paths.user(comment.uid)}>
            {author.name}
          </Link>
          <RelativeTime time={comment.createdAt} className="post-comment__time" />
          {comment.editedAt > 0 && <span className="post-comment__time">{copy.edited}</span>}
          {/* Not yet sent: nothing to edit, delete or report until it is. */}
          {comment.pending && <PendingMark />}
          {own && !comment.pending && (
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
                negative
                size="small"
                icon={trash}
                aria-label={copy.commentDelete}
                title={copy.commentDelete}
                disabled={deleting}
                onClick={() => {
                  remove.clearError();
                  setConfirming(true);
                }}
              />
            </span>
          )}
        </div>
        {confirming && (
          // The question a post's deletion asks, about this comment; the comment goes once 刪除 is pressed.
          <DeleteConfirm
            question={copy.deleteCommentConfirm}
            subject={comment.content}
            busy={deleting}
            error={remove.error && errorMessage(remove.error)}
            onCancel={() => setConfirming(false)}
            onConfirm={() => void confirmDelete()}
          />
        )}
        {editing ? (
          <CommentEditor comment={comment} save={edit} onDone={stopEditing} nameOf={nameOf} />
        ) : (
          <p className="post-comment__content">
            {answers && (
              <>
                <Link className="post-comment__answers" to={paths.user(answers.uid)}>
                  @{answers.name}
                </Link>{' '}
              </>
            )}
            <MentionText text={comment.content} mentions={comment.mentions} nameOf={nameOf} />
          </p>
        )}
        {!comment.pending && (
          <div className="item-tools">
            {onReply && (
              <Button
                id={replyButtonId(comment.id)}
                type="button"
                basic
                size="small"
                onClick={() => onReply(author.name)}
              >
                {copy.reply}
              </Button>
            )}
            <ItemActions
              item={{ postId: comment.postId, commentId: comment.id }}
              hidden={comment.hidden}
              authorUid={comment.uid}
              authorName={author.name}
              own={own}
              label={author.name}
            />
          </div>
        )}
        {children}
      </div>
    </li>
  );
}

/** The id of a comment's 回覆, where the focus goes back when its reply box closes unsent. */
export const replyButtonId = (commentId: string) => `reply-to-${commentId}`;
