import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { Comment, Profile } from '../../backend/types';
import { copy } from '../../copy';
import { commentAnchor } from '../../lib/paths';
import { threadOf } from '../../lib/thread';
import { useCommentActions } from '../../hooks/useComments';
import { useMember } from '../../hooks/useMember';
import { shownAuthor } from '../../components/shownAuthor';
import { CommentItem } from './CommentItem';
import { ReplyList, type Replying } from './ReplyList';

interface CommentListProps {
  postId: string;
  comments: Comment[];
  profiles: Map<string, Profile>;
  /** Blocked members' comments kept for the replies of others under them (hooks/useComments.ts). */
  standIns?: ReadonlySet<string> | undefined;
}

/**
 * The comments, oldest first, each with its replies under it (lib/thread.ts). An address naming one
 * of them (paths.comment: the moderators' queue's link, 通知) brings it into view and marks it, once
 * it is listed. One reply box at a time, under the replies of the comment it answers in.
 */
export function CommentList({ postId, comments, profiles, standIns }: CommentListProps) {
  const { edit, remove } = useCommentActions(postId);
  // The reader's own comments can be edited and deleted.
  const { uid } = useMember();
  const { hash } = useLocation();
  const [replying, setReplying] = useState<Replying | null>(null);
  const target = comments.find((comment) => hash === `#${commentAnchor(comment.id)}`)?.id;
  useEffect(() => {
    if (!target) return;
    const element = document.getElementById(commentAnchor(target));
    // Not in jsdom: there, only the mark and the focus can be seen.
    element?.scrollIntoView?.({ block: 'center' });
    element?.focus({ preventScroll: true });
  }, [target]);

  if (comments.length === 0) return <p className="comment-list__empty">{copy.commentsEmpty}</p>;
  /** Whom a reply answers, by name: their profile, else what a comment of theirs here says. */
  const nameOf = (member: string) => {
    const written = comments.find((comment) => comment.uid === member);
    return shownAuthor(written?.author ?? { displayName: '', photoURL: '' }, profiles.get(member))
      .name;
  };
  return (
    <ol className="comment-list">
      {threadOf(comments).map(({ comment, replies }) => (
        <CommentItem
          key={comment.id}
          comment={comment}
          profile={profiles.get(comment.uid)}
          own={comment.uid === uid}
          targeted={comment.id === target}
          blocked={standIns?.has(comment.id)}
          edit={edit}
          remove={remove}
          onReply={(name) => setReplying({ top: comment.id, answerOf: comment.id, name })}
          nameOf={nameOf}
        >
          <ReplyList
            postId={postId}
            top={comment}
            replies={replies}
            profiles={profiles}
            uid={uid}
            target={target}
            edit={edit}
            remove={remove}
            nameOf={nameOf}
            replying={replying?.top === comment.id ? replying : null}
            onReply={setReplying}
          />
        </CommentItem>
      ))}
    </ol>
  );
}
