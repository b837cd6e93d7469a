import { useRef, useState } from 'react';
import type { Comment, Profile } from '../../backend/types';
import { Button } from '../../components/Button';
import { copy } from '../../copy';
import type { Mutation } from '../../hooks/shapes';
import { commentAnchor } from '../../lib/paths';
import { repliesShown } from '../../lib/thread';
import { CommentItem, replyButtonId } from './CommentItem';
import { ReplyForm } from './ReplyForm';
import './replies.css';

/** The reply box open in a thread: under comment `top`, answering `answerOf` (by `name`). */
export interface Replying {
  top: string;
  answerOf: string;
  name: string;
}

interface ReplyListProps {
  postId: string;
  top: Comment;
  /** Its replies, oldest first. */
  replies: Comment[];
  profiles: Map<string, Profile>;
  uid: string;
  /** The comment or reply the address names: shown even past the first replies. */
  target: string | undefined;
  edit: Mutation<[commentId: string, content: string]>;
  remove: Mutation<[commentId: string]>;
  nameOf: (uid: string) => string;
  replying: Replying | null;
  onReply: (replying: Replying | null) => void;
}

/**
 * Whether the thread names whom `reply` answers before its text: when that is not the comment's
 * author (whom every reply under it answers) and the reply does not mention them itself (issue 49: a
 * member who also picked or typed their name saw it twice).
 */
function named(reply: Comment, top: Comment): reply is Comment & { answers: string } {
  return !!reply.answers && reply.answers !== top.uid && !reply.mentions?.includes(reply.answers);
}

/**
 * A comment's replies, newest last: the first three, then 查看其他 {n} 則回覆 for the rest (focus
 * goes to the first of them), and the reply box when one is open here. A reply names whom it answers
 * (@name, their page) when that is not the comment's author (`named`).
 */
export function ReplyList(props: ReplyListProps) {
  const { postId, top, replies, profiles, uid, target, edit, remove, nameOf } = props;
  const { replying, onReply } = props;
  const [all, setAll] = useState(false);
  const list = useRef<HTMLOListElement>(null);
  const showAll = all || replies.slice(repliesShown).some((reply) => reply.id === target);
  const shown = showAll ? replies : replies.slice(0, repliesShown);
  const rest = replies.length - shown.length;

  function showRest() {
    const first = replies[repliesShown];
    setAll(true);
    // The button goes with the press: the focus goes on to the first reply it showed.
    requestAnimationFrame(() => {
      if (first) document.getElementById(commentAnchor(first.id))?.focus();
    });
  }

  function closeBox() {
    onReply(null);
  }

  return (
    <>
      {shown.length > 0 && (
        <ol className="comment-list reply-list" ref={list}>
          {shown.map((reply) => (
            <CommentItem
              key={reply.id}
              comment={reply}
              profile={profiles.get(reply.uid)}
              own={reply.uid === uid}
              targeted={reply.id === target}
              focusable={showAll && reply.id === replies[repliesShown]?.id}
              answers={
                named(reply, top) ? { uid: reply.answers, name: nameOf(reply.answers) } : undefined
              }
              edit={edit}
              remove={remove}
              onReply={(name) => onReply({ top: top.id, answerOf: reply.id, name })}
              nameOf={nameOf}
            />
          ))}
        </ol>
      )}
      {rest > 0 && (
        <Button type="button" basic size="small" className="reply-list__more" onClick={showRest}>
          {copy.repliesMore.replace('{n}', String(rest))}
        </Button>
      )}
      {replying && (
        <ReplyForm
          key={replying.answerOf}
          postId={postId}
          answerOf={replying.answerOf}
          name={replying.name}
          onDone={(sent) => {
            // A sent reply is the newest, last: every reply is shown, so it is in sight.
            if (sent) setAll(true);
            const opener = replyButtonId(replying.answerOf);
            closeBox();
            // Escape: back to the 回覆 that opened the box (the box and its focus are gone).
            if (!sent) requestAnimationFrame(() => document.getElementById(opener)?.focus());
          }}
        />
      )}
    </>
  );
}
