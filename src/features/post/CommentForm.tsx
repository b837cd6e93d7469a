import { useId, useRef } from 'react';
import { Button } from '../../components/Button';
import { Form } from '../../components/form/Form';
import { copy } from '../../copy';
import { useCommentActions } from '../../hooks/useComments';
import { DraftNotice } from '../postForm/DraftNotice';
import { CommentTextArea } from './CommentText';
import { useMentionBox } from './MentionBox';
import { useMentionNames } from './useMentionNames';
import { useTakeBack } from './useTakeBack';
import { useKeptText } from './useKeptText';

/**
 * The comment box: cleared when the comment is written (or, without a connection, kept in the store's
 * queue, shown pending in the thread), kept as typed when it is not, and kept in this browser for the
 * member and post while unsent (useKeptText), so it is still there after leaving the post.
 */
export function CommentForm({ postId }: { postId: string }) {
  const { add: send } = useCommentActions(postId);
  const names = useMentionNames();
  const { text: draft, draft: kept } = useKeptText(`comment/${postId}`, send, names.stored);
  const id = useId();
  const hintId = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const mention = useMentionBox(draft.text, draft.change, names);
  useTakeBack(postId, undefined, draft);

  async function submit() {
    // The participants' names after @ are sent as their members' ids (lib/mentions.ts).
    if (draft.check() && (await send.run(draft.stored)).ok) kept.sent();
    // copy.commentSubmit is disabled while sending, which drops its focus: back to the box, for the next.
    box.current?.focus();
  }

  return (
    <Form className="comment-form" onSubmit={() => void submit()}>
      <DraftNotice draft={kept} focusId={id} />
      <label htmlFor={id} className="visually-hidden">
        {copy.commentLabel}
      </label>
      <CommentTextArea
        draft={draft}
        boxRef={box}
        id={id}
        placeholder={copy.commentPlaceholder}
        busy={send.pending}
        onSubmit={() => void submit()}
        mention={mention}
        describedBy={hintId}
      />
      {/* Once, under the comment box (issue 39). */}
      <p id={hintId} className="comment-form__hint">
        {copy.mentionHint}
      </p>
      <Button type="submit" primary loading={send.pending} disabled={send.pending}>
        {copy.commentSubmit}
      </Button>
    </Form>
  );
}
