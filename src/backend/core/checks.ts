import { commentWindow, textProblem, type LimitedText } from '../../lib/limits';
import { maxMentions, mentionsIn } from '../../lib/mentions';
import { normalizeName } from '../../lib/names';
import { nameProblem } from '../../lib/storedNames';
import { BackendError } from '../errors';
import type { PostDraft } from '../types';

/**
 * Both adapters check the size policy (src/lib/limits.ts) before writing, so a caller gets
 * `invalid-argument` rather than the bare refusal the security rules would give.
 */
function check(kind: LimitedText, text: string): void {
  if (textProblem(kind, text)) throw new BackendError('invalid-argument');
}

export function checkPostTexts({ title, content, topic }: PostDraft): void {
  check('title', title);
  check('content', content);
  check('topic', topic);
}

export function checkCommentText(content: string): void {
  check('comment', content);
}

/**
 * The members a comment's text mentions (lib/mentions.ts), each once: more than maxMentions is
 * refused with `invalid-argument`, as firestore.rules refuse it.
 */
export function mentionsOf(content: string): string[] {
  const mentions = mentionsIn(content);
  if (mentions.length > maxMentions) throw new BackendError('invalid-argument');
  return mentions;
}

/**
 * The name to store for a typed one (lib/names.ts): normalised, and refused with `invalid-argument`
 * when nothing visible is left, it is over the limit, it holds a character off the allow-list
 * (lib/storedNames.ts), or its key cannot be a claim's id. The name the member holds, `current`, is
 * taken as it is, as firestore.rules take a name a profile keeps.
 */
export function storedDisplayName(typed: string, current = ''): string {
  const name = normalizeName(typed);
  if (nameProblem(name) && (name !== current || name === '')) {
    throw new BackendError('invalid-argument');
  }
  return name;
}

/** A comment window's size as both adapters read it: a whole number from 1 to commentWindow.max. */
export function windowOf(newest: number): number {
  return Math.min(Math.max(Math.floor(newest) || 1, 1), commentWindow.max);
}
