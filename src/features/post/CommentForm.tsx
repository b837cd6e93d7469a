import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/Button';
import { draftKey, forgetDraft, keepDraft, readDraft } from '../../browser/draftStore';
import { Form } from '../../components/form/Form';
import { copy } from '../../copy';
import { useAuth } from '../../hooks/useAuth';
import { useCommentActions } from '../../hooks/useComments';
import { CommentTextArea, useCommentText } from './CommentText';
import { useMentionBox } from './MentionBox';
import { useMentionNames } from './useMentionNames';

/**
 * The comment box: cleared when the comment is written (or, without a connection, kept in the store's
 * queue, shown pending in the thread), kept as typed when it is not, and kept in this browser for the
 * member and post while unsent, so it is still there after leaving the post.
 */
export function CommentForm({ postId }: { postId: string }) {
  const { add: send } = useCommentActions(postId);
  const { user } = useAuth();
  // The post's page is for members only, so a member is signed in here.
  const [key] = useState(() => user && draftKey(user.uid, `comment/${postId}`));
  const [kept] = useState(() => (key && readDraft(key)?.fields.text) || '');
  const names = useMentionNames();
  const draft = useCommentText(kept, send, names.stored);
  useEffect(() => {
    if (!key) return;
    if (draft.text) keepDraft(key, { fields: { text: draft.text }, picture: false });
    else forgetDraft(key);
  }, [key, draft.text]);
  const id = useId();
  const hintId = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const mention = useMentionBox(draft.text, draft.change, names);

  async function submit() {
    // The participants' names after @ are sent as their members' ids (lib/mentions.ts).
    if (draft.check() && (await send.run(draft.stored)).ok) draft.clear();
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
