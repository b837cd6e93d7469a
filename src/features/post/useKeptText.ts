import { useEffect, useState } from 'react';
import { draftKey, forgetDraft, keepDraft, readDraft } from '../../browser/draftStore';
import { useAuth } from '../../hooks/useAuth';
import { useCommentText } from './CommentText';

type Sending = Parameters<typeof useCommentText>[1];
type StoredOf = Parameters<typeof useCommentText>[2];

/**
 * A comment's text (useCommentText) kept in this browser while unsent, for the signed-in member, under
 * `place` (`comment/{postId}` for the comment box, `reply/{postId}/{commentId}` for a reply box): a
 * box closed by Escape, a page left or reloaded finds it again when it opens. The key names the member
 * (browser/draftStore), so whoever signs in next on this browser is never shown it, as with the post
 * form's drafts. `restored` says a kept text came back (DraftNotice); `discard()` empties the box and
 * forgets it; `sent()` forgets it once the comment is written or queued by the store. `storedOf`: as
 * useCommentText's, the text as it will be stored (its mentions as ids).
 */
export function useKeptText(place: string, sending: Sending, storedOf?: StoredOf) {
  const { user } = useAuth();
  // A post's page is for members only: a member is signed in wherever a comment box is.
  const [key] = useState(() => user && draftKey(user.uid, place));
  const [kept] = useState(() => (key && readDraft(key)?.fields.text) || '');
  const text = useCommentText(kept, sending, storedOf);
  const [restored, setRestored] = useState(kept !== '');
  useEffect(() => {
    if (!key) return;
    if (text.text) keepDraft(key, { fields: { text: text.text }, picture: false });
    else forgetDraft(key);
  }, [key, text.text]);

  function forget() {
    if (key) forgetDraft(key);
    setRestored(false);
  }
  // Forgotten here too, not only by the effect: a sent reply's box closes before it renders empty.
  function sent() {
    forget();
    text.clear();
  }
  function discard() {
    forget();
    text.change('');
  }

  return { text, draft: { restored, discard, sent } };
}
