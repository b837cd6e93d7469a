import { useCallback, useEffect, useRef, useState } from 'react';
import { forgetDraft, keepDraft, readDraft } from '../../browser/draftStore';
import { keepDraftPicture, readDraftPicture } from '../../browser/draftPictures';
import { autoId } from '../../backend/core/ids';
import { usePostForm, type PostFormValues } from './postForm';

const textFields = ['title', 'content', 'topic'] as const;

function changedFrom(start: PostFormValues, values: PostFormValues): boolean {
  return values.image !== null || textFields.some((field) => values[field] !== start[field]);
}

/**
 * A post form whose unsent changes are kept in this browser under `key` (browser/draftStore; null keeps
 * nothing) and come back when the form is opened again: the texts at once, the picture as soon as it
 * is read. `draft.restored` says a draft came back (copy.draftRestored); `draft.discard()` forgets it
 * and empties the form back to `start`; `draft.sent()` forgets it once the post is written, after which
 * `draft.unsent()` is false, so the form may move on by itself without being asked to stay.
 */
export function usePostDraft(start: PostFormValues, key: string | null) {
  const [origin] = useState(start);
  const [stored] = useState(() => (key ? readDraft(key) : null));
  // The id a text post from this draft is written under, kept with the draft: sending it again (a
  // second press, a reload, another tab) lands on the first (backend/core/sentAgain.ts).
  const [postId] = useState(() => stored?.fields.postId || autoId());
  const form = usePostForm(stored ? { ...origin, ...pick(stored.fields) } : origin);
  const { values, change } = form;
  const [restored, setRestored] = useState(stored !== null);
  // Until the kept picture has been read back, nothing is written: the form's empty picture would
  // erase it.
  const [settled, setSettled] = useState(!stored?.picture);
  const sentRef = useRef(false);
  const latest = useRef(values);

  useEffect(() => {
    latest.current = values;
  });

  useEffect(() => {
    if (!key || settled) return;
    let live = true;
    void readDraftPicture(key).then((file) => {
      if (!live) return;
      // A picture chosen meanwhile wins over the kept one.
      if (file && !latest.current.image) change('image', file);
      setSettled(true);
    });
    return () => {
      live = false;
    };
  }, [key, settled, change]);

  useEffect(() => {
    if (!key || !settled || sentRef.current) return;
    if (!changedFrom(origin, values)) forgetDraft(key);
    else {
      keepDraft(key, {
        fields: { title: values.title, content: values.content, topic: values.topic, postId },
        picture: values.image !== null,
      });
    }
  }, [key, settled, origin, values, postId]);

  useEffect(() => {
    if (key && settled && !sentRef.current) void keepDraftPicture(key, values.image);
  }, [key, settled, values.image]);

  const forget = useCallback(() => {
    if (!key) return;
    forgetDraft(key);
    void keepDraftPicture(key, null);
  }, [key]);

  const discard = useCallback(() => {
    forget();
    for (const field of textFields) change(field, origin[field]);
    change('image', origin.image);
    setRestored(false);
  }, [forget, origin, change]);

  const sent = useCallback(() => {
    sentRef.current = true;
    forget();
  }, [forget]);

  const unsent = useCallback(
    () => !sentRef.current && changedFrom(origin, latest.current),
    [origin],
  );

  return { form, draft: { restored, discard, sent, unsent, postId } };
}

/** The kept texts that are fields of the form. */
function pick(fields: Record<string, string>): Partial<PostFormValues> {
  return Object.fromEntries(
    textFields.flatMap((field) => (field in fields ? [[field, fields[field]]] : [])),
  );
}
