import { useEffect, useRef } from 'react';
import type { Comment } from '../../backend/types';
import { Button } from '../../components/Button';
import { Form } from '../../components/form/Form';
import { copy } from '../../copy';
import type { Mutation } from '../../hooks/shapes';
import { CommentTextArea, useCommentText } from './CommentText';

interface CommentEditorProps {
  comment: Comment;
  save: Mutation<[commentId: string, content: string]>;
  /** Saved or cancelled: the comment shows its text again. */
  onDone: () => void;
}

/**
 * One of the member's comments, open for editing: 儲存 (or Ctrl+Enter) writes it, 取消 (or Escape)
 * leaves it as it was. A refusal or a failure keeps what was typed.
 */
export function CommentEditor({ comment, save, onDone }: CommentEditorProps) {
  const draft = useCommentText(comment.content, save);
  const box = useRef<HTMLTextAreaElement>(null);
  const saving = save.pendingKeys.has(comment.id);

  useEffect(() => {
    box.current?.focus();
    // The list's edits share one mutation: a failure shown here is not the next editor's.
    return save.clearError;
  }, [save.clearError]);

  async function submit() {
    if (draft.check() && (await save.run(comment.id, draft.text)).ok) onDone();
  }

  return (
    <Form className="comment-editor" onSubmit={() => void submit()}>
      <CommentTextArea
        draft={draft}
        boxRef={box}
        label={copy.editComment}
        busy={saving}
        onSubmit={() => void submit()}
        onCancel={onDone}
      />
      <div className="comment-editor__actions">
        <Button type="button" onClick={onDone} disabled={saving}>
          {copy.cancel}
        </Button>
        <Button type="submit" primary loading={saving} disabled={saving}>
          {copy.saveComment}
        </Button>
      </div>
    </Form>
  );
}
