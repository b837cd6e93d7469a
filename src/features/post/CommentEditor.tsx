import { useEffect, useRef, useState } from 'react';
import { shownText } from '../../lib/mentions';
import type { Comment } from '../../backend/types';
import { Button } from '../../components/Button';
import { Form } from '../../components/form/Form';
import { copy } from '../../copy';
import type { Mutation } from '../../hooks/shapes';
import { CommentTextArea, useCommentText } from './CommentText';
import { useMentionBox } from './MentionBox';
import { useMentionNames } from './useMentionNames';

interface CommentEditorProps {
  comment: Comment;
  save: Mutation<[commentId: string, content: string]>;
  /** Saved or cancelled: the comment shows its text again. */
  onDone: () => void;
  /** Its mentions show as @name while edited, and are stored as ids again (lib/mentions.ts). */
  nameOf: (uid: string) => string;
}

/**
 * One of the member's comments, open for editing: 儲存 (or Ctrl+Enter) writes it, 取消 (or Escape)
 * leaves it as it was. A refusal or a failure keeps what was typed. @ suggests the post's
 * participants as in a new comment, and a name typed in full is a mention too (issue 49): the
 * members an edit adds are told, those it takes out no longer (the adapters' editComment).
 */
export function CommentEditor({ comment, save, onDone, nameOf }: CommentEditorProps) {
  const [shown] = useState(() => shownText(comment.content, comment.mentions ?? [], nameOf));
  const names = useMentionNames(shown.picked);
  const draft = useCommentText(shown.text, save, names.stored);
  const mention = useMentionBox(draft.text, draft.change, names);
  const box = useRef<HTMLTextAreaElement>(null);
  const saving = save.pendingKeys.has(comment.id);

  useEffect(() => {
    box.current?.focus();
    // The list's edits share one mutation: a failure shown here is not the next editor's.
    return save.clearError;
  }, [save.clearError]);

  async function submit() {
    if (draft.check() && (await save.run(comment.id, draft.stored)).ok) onDone();
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
        mention={mention}
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
