import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Form, Message } from 'semantic-ui-react';
import { Button } from '../../components/Button';
import { CharCount } from '../../components/CharCount';
import { copy } from '../../copy';
import { useAddComment } from '../../hooks/useAddComment';
import { errorMessage } from '../../lib/errorMessage';
import { limitMessage, tooLongMessage } from '../../lib/limitMessage';

/** The comment box: cleared when the comment is written, kept as typed when it is not. */
export function CommentForm({ postId }: { postId: string }) {
  const send = useAddComment(postId);
  const sending = send.pending;
  const [text, setText] = useState('');
  // A blank or over-long comment is refused before any write, with the field's own words.
  const [refused, setRefused] = useState<string | undefined>();
  const id = useId();
  const message =
    refused ?? (send.error ? errorMessage(send.error) : tooLongMessage('comment', text));
  const box = useRef<HTMLTextAreaElement>(null);

  async function submit() {
    const problem = limitMessage('comment', text);
    setRefused(problem);
    if (!problem && (await send.run(text)).ok) setText('');
    // copy.commentSubmit is disabled while sending, which drops its focus: back to the box, for the next.
    box.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter alone makes a new line; an IME may use Enter to pick characters.
    if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey)) return;
    if (event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  }

  return (
    <Form className="comment-form" onSubmit={() => void submit()}>
      <label htmlFor={id} className="visually-hidden">
        {copy.commentLabel}
      </label>
      <textarea
        ref={box}
        id={id}
        rows={3}
        placeholder={copy.commentPlaceholder}
        value={text}
        // Read-only, not disabled: the text stays selectable and focused while it is on its way.
        readOnly={sending}
        onChange={(event) => {
          setText(event.target.value);
          setRefused(undefined);
          send.clearError();
        }}
        onKeyDown={onKeyDown}
        aria-invalid={message ? true : undefined}
      />
      <CharCount kind="comment" text={text} />
      {message && <Message negative role="alert" size="small" content={message} />}
      <Button type="submit" primary loading={sending} disabled={sending}>
        {copy.commentSubmit}
      </Button>
    </Form>
  );
}
