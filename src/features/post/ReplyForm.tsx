import { useEffect, useId, useRef } from 'react';
import { Button } from '../../components/Button';
import { Form } from '../../components/form/Form';
import { copy } from '../../copy';
import { useReplyAction } from '../../hooks/useReplies';
import { DraftNotice } from '../postForm/DraftNotice';
import { CommentTextArea } from './CommentText';
import { useMentionBox } from './MentionBox';
import { useMentionNames } from './useMentionNames';
import { useTakeBack } from './useTakeBack';
import { useKeptText } from './useKeptText';

interface ReplyFormProps {
  postId: string;
  /** The comment or reply answered. */
  answerOf: string;
  /** Its author's name as shown: the box says whom it answers (回覆 {name}…). */
  name: string;
  /** Sent (true), or Escape (false): the box closes. */
  onDone: (sent: boolean) => void;
}

/**
 * The reply box under a comment's replies: opened by 回覆, focused, sent with 送出回覆 (or
 * Ctrl+Enter), closed once sent (the reply shows in the thread, pending while the store keeps it)
 * or by Escape; a refused reply keeps its text and says why. What is typed is kept in this browser
 * for the comment answered (useKeptText) until sent or discarded: Escape, leaving the post or a reload
 * closes the box, and 回覆 opens it with the text again.
 */
export function ReplyForm({ postId, answerOf, name, onDone }: ReplyFormProps) {
  const send = useReplyAction(postId);
  const names = useMentionNames();
  const { text: draft, draft: kept } = useKeptText(
    `reply/${postId}/${answerOf}`,
    send,
    names.stored,
  );
  const box = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const toId = useId();
  const placeholder = copy.replyPlaceholder.replace('{name}', name);
  const mention = useMentionBox(draft.text, draft.change, names);
  useTakeBack(postId, answerOf, draft);
  useEffect(() => box.current?.focus(), [answerOf]);

  async function submit() {
    if (draft.check() && (await send.run(answerOf, draft.stored)).ok) {
      kept.sent();
      onDone(true);
    }
  }

  return (
    <Form className="comment-form reply-form" onSubmit={() => void submit()}>
      <DraftNotice draft={kept} focusId={id} />
      {/* Whom it answers, in sight while typing (issue 49): a reply to a reply is shown after their
          @name (ReplyList), unless it names them itself, so they need not be typed. */}
      <p id={toId} className="reply-form__to">
        {copy.replyingTo.replace('{name}', name)}
      </p>
      <CommentTextArea
        draft={draft}
        boxRef={box}
        id={id}
        label={placeholder}
        placeholder={placeholder}
        busy={send.pending}
        onSubmit={() => void submit()}
        onCancel={() => onDone(false)}
        mention={mention}
        describedBy={toId}
      />
      <Button type="submit" primary size="small" loading={send.pending} disabled={send.pending}>
        {copy.replySubmit}
      </Button>
    </Form>
  );
}
