import { useId, useRef } from 'react';
import { Button } from '../../components/Button';
import { Form } from '../../components/form/Form';
import { copy } from '../../copy';
import { useCommentActions } from '../../hooks/useComments';
import { CommentTextArea, useCommentText } from './CommentText';

/** The comment box: cleared when the comment is written, kept as typed when it is not. */
export function CommentForm({ postId }: { postId: string }) {
  const { add: send } = useCommentActions(postId);
  const draft = useCommentText('', send);
  const id = useId();
  const box = useRef<HTMLTextAreaElement>(null);

  async function submit() {
    if (draft.check() && (await send.run(draft.text)).ok) draft.clear();
    // copy.commentSubmit is disabled while sending, which drops its focus: back to the box, for the next.
    box.current?.focus();
  }

  return (
    <Form className="comment-form" onSubmit={() => void submit()}>
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
      />
      <Button type="submit" primary loading={send.pending} disabled={send.pending}>
        {copy.commentSubmit}
      </Button>
    </Form>
  );
}
