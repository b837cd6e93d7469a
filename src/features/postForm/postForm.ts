import { useCallback, useId, useMemo, useState } from 'react';
import { copy } from '../../copy';
import { checkImageFile, type ImageProblem } from '../../browser/imageFile';
import { limitMessage } from '../../lib/limitMessage';

export interface PostFormValues {
  title: string;
  content: string;
  topic: string;
  /** A newly chosen picture; null when none was chosen. */
  image: File | null;
}

export type PostField = keyof PostFormValues;
export type PostFormErrors = Partial<Record<PostField, string>>;

export const imageMessages: Record<ImageProblem, string> = {
  'not-image': copy.errNotImage,
  'too-large': copy.errImageTooLarge,
};

const fieldOrder: PostField[] = ['title', 'content', 'topic', 'image'];

/**
 * Every check that needs no write, so nothing is uploaded for a post the rules would refuse; decoding
 * the picture comes later, with the upload.
 */
export async function validatePostForm(values: PostFormValues): Promise<PostFormErrors> {
  const errors: PostFormErrors = {};
  const title = limitMessage('title', values.title);
  const content = limitMessage('content', values.content);
  if (title) errors.title = title;
  if (content) errors.content = content;
  if (!values.topic) errors.topic = copy.errNeedTopic;
  // The picture is optional: a post without one is a text post.
  if (values.image) {
    const problem = await checkImageFile(values.image);
    if (problem) errors.image = imageMessages[problem];
  }
  return errors;
}

/** The state of a post form: values, each field's error, and the ids that tie labels to inputs. */
export function usePostForm(initial: PostFormValues) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<PostFormErrors>({});
  const base = useId();
  const ids = useMemo(
    () =>
      Object.fromEntries(fieldOrder.map((field) => [field, `${base}-${field}`])) as Record<
        PostField,
        string
      >,
    [base],
  );

  /** Sets a field; its error goes (editing is the answer to it) unless a new one comes along. */
  const change = useCallback(
    <K extends PostField>(field: K, value: PostFormValues[K], error?: string) => {
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => {
        const next = { ...current };
        if (error) next[field] = error;
        else delete next[field];
        return next;
      });
    },
    [],
  );

  /** Shows the errors and moves focus to the first field with one; true when there are none. */
  const report = useCallback(
    (found: PostFormErrors) => {
      setErrors(found);
      const first = fieldOrder.find((field) => found[field]);
      if (first) document.getElementById(ids[first])?.focus();
      return !first;
    },
    [ids],
  );

  return { values, errors, ids, change, report };
}

export type PostForm = ReturnType<typeof usePostForm>;
