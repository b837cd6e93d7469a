import { useState, type KeyboardEvent, type RefObject } from 'react';
import { CharCount } from '../../components/CharCount';
import { Notice } from '../../components/Notice';
import type { Mutation } from '../../hooks/shapes';
import { errorMessage } from '../../lib/errorMessage';
import { limitMessage, tooLongMessage } from '../../lib/limitMessage';
import type { useMentionBox } from './MentionBox';

type Sending = Pick<Mutation<never>, 'error' | 'clearError'>;

const asTyped = (text: string) => text;

/**
 * A comment's text on its way to `sending`: a blank or over-long text is refused before any write,
 * with the field's own words; a failed write shows its message; typing clears both. What is measured
 * (and counted, and sent) is the text as it will be stored, `storedOf(text)`: each mention is stored
 * as `<@uid>` (lib/mentions.ts), longer than the @name shown, and the limit is the stored text's, as
 * firestore.rules count it (issue 49), so a long comment with mentions is refused here, in words.
 */
export function useCommentText(
  initial: string,
  sending: Sending,
  storedOf: (text: string) => string = asTyped,
) {
  const [text, setText] = useState(initial);
  const [refused, setRefused] = useState<string | undefined>();
  const failure = sending.error && errorMessage(sending.error);
  const stored = storedOf(text);
  const message = refused ?? (failure || tooLongMessage('comment', stored));

  return {
    text,
    /** The text as it will be stored: what is counted and sent. */
    stored,
    message,
    change(next: string) {
      setText(next);
      setRefused(undefined);
      sending.clearError();
    },
    clear: () => setText(''),
    /** A text sent from this box and refused later: back in the box, above what was typed since. */
    takeBack(back: string, why: string) {
      setText((typed) => (typed.trim() ? `${back}\n${typed}` : back));
      setRefused(why);
    },
    /** Shows the text's own refusal, if any; true when it may be sent. */
    check() {
      const problem = limitMessage('comment', stored);
      setRefused(problem);
      return !problem;
    },
  };
}

type CommentDraft = ReturnType<typeof useCommentText>;

interface CommentTextAreaProps {
  draft: CommentDraft;
  boxRef?: RefObject<HTMLTextAreaElement>;
  /** While the text is on its way: read-only, not disabled, so it stays selectable and focused. */
  busy: boolean;
  /** Ctrl+Enter (Cmd+Enter); Enter alone makes a new line. */
  onSubmit: () => void;
  /** Escape, when given. */
  onCancel?: () => void;
  id?: string;
  label?: string;
  placeholder?: string;
  /** @ suggests the post's participants (MentionBox.tsx), in the comment, reply and edit boxes. */
  mention?: ReturnType<typeof useMentionBox>;
  /** Ids of what describes the box (the mention hint). */
  describedBy?: string;
}

/** The comment box, its character count and its message: the new comment's, and an edit's. */
export function CommentTextArea({
  draft,
  boxRef,
  busy,
  onSubmit,
  onCancel,
  id,
  label,
  placeholder,
  mention,
  describedBy,
}: CommentTextAreaProps) {
  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // An IME may use Enter (and Escape) while composing.
    if (event.nativeEvent.isComposing) return;
    // While @ suggests names, the arrows, Enter and Escape are the list's.
    if (mention?.onKeyDown(event)) return;
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      onSubmit();
    } else if (event.key === 'Escape' && onCancel && !busy) {
      event.preventDefault();
      onCancel();
    }
  }

  return (
    <>
      <textarea
        ref={boxRef}
        id={id}
        aria-label={label}
        rows={3}
        placeholder={placeholder}
        value={draft.text}
        readOnly={busy}
        onChange={(event) => draft.change(event.target.value)}
        onKeyDown={onKeyDown}
        aria-invalid={draft.message ? true : undefined}
        aria-describedby={describedBy}
        {...mention?.boxProps}
      />
      {mention?.list}
      {/* What is stored, as the limit counts it: a mention counts as its stored `<@uid>`. */}
      <CharCount kind="comment" text={draft.stored} />
      {draft.message && <Notice kind="negative">{draft.message}</Notice>}
    </>
  );
}
