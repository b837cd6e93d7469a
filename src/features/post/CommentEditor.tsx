import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Message } from 'semantic-ui-react';
import type { Comment } from '../../backend/types';
import { Button } from '../../components/Button';
import { CharCount } from '../../components/CharCount';
import { copy } from '../../copy';
import type { Mutation } from '../../hooks/useMutation';
import { errorMessage } from '../../lib/errorMessage';
import { limitMessage, tooLongMessage } from '../../lib/limitMessage';

interface CommentEditorProps {
  comment: Comment;
  save: Mutation<[commentId: string, content: string]>;
  /** Saved or cancelled: the comment shows its text again. */
  onDone: () => void;
}

/**
 * One of the member's comments, open for editing: 儲存 writes it, 取消 (or Escape) leaves it as it
 * was. A refusal or a failure keeps what was typed.
 */
export function CommentEditor({ comment, save, onDone }: CommentEditorProps) {
  const [text, setText] = useState(comment.content);
  const [refused, setRefused] = useState<string | undefined>();
  const box = useRef<HTMLTextAreaElement>(null);
  const saving = save.pendingKeys.has(comment.id);
  const message =
    refused ?? (save.error ? errorMessage(save.error) : tooLongMessage('comment', text));

  useEffect(() => {
    box.current?.focus();
    return save.clearError;
  }, [save.clearError]);

  async function submit() {
    const problem = limitMessage('comment', text);
    setRefused(problem);
    if (!problem && (await save.run(comment.id, text)).ok) onDone();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Escape' && !saving) {
      event.preventDefault();
      onDone();
    }
  }

  return (
    <form
      className="ui form comment-editor"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <textarea
        ref={box}
        rows={3}
        aria-label={copy.editComment}
        value={text}
        readOnly={saving}
        onChange={(event) => {
          setText(event.target.value);
          setRefused(undefined);
          save.clearError();
        }}
        onKeyDown={onKeyDown}
        aria-invalid={message ? true : undefined}
      />
      <CharCount kind="comment" text={text} />
      {message && <Message negative role="alert" size="small" content={message} />}
      <div className="comment-editor__actions">
        <Button type="button" onClick={onDone} disabled={saving}>
          {copy.cancel}
        </Button>
        <Button type="submit" primary loading={saving} disabled={saving}>
          {copy.saveComment}
        </Button>
      </div>
    </form>
  );
}
