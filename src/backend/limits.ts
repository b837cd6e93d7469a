import { BackendError } from './errors';
import type { PostDraft } from './types';

/**
 * Sizes the security rules enforce (firestore.rules mirrors these numbers). Both adapters check them
 * before writing, so a caller gets `invalid-argument` instead of a bare permission error, and the
 * forms use them as maxLength.
 */
export const textLimits = {
  title: 100,
  content: 5000,
  topic: 50,
  comment: 1000,
} as const;

function isFilled(text: string, max: number): boolean {
  return text.trim().length > 0 && text.length <= max;
}

/** Throws `invalid-argument` unless the post's texts are non-blank and within the limits. */
export function checkPostTexts({ title, content, topic }: Omit<PostDraft, 'imageUrl'>): void {
  const ok =
    isFilled(title, textLimits.title) &&
    isFilled(content, textLimits.content) &&
    isFilled(topic, textLimits.topic);
  if (!ok) throw new BackendError('invalid-argument');
}

/** Throws `invalid-argument` unless the comment is non-blank and within the limit. */
export function checkCommentText(content: string): void {
  if (!isFilled(content, textLimits.comment)) throw new BackendError('invalid-argument');
}
