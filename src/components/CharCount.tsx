import { counterFrom, textLength, textLimits } from '../lib/limits';
import type { TypedText } from '../lib/limitMessage';
import { copy } from '../copy';
import './CharCount.css';

/**
 * `n/max` under a text field once its text nears the limit, so the member sees the end coming; past
 * the limit it turns red (the field's own message says what to do). Nothing is cut.
 */
export function CharCount({ kind, text, id }: { kind: TypedText; text: string; id?: string }) {
  const max = textLimits[kind];
  const length = textLength(text.trim());
  if (length < max * counterFrom) return null;
  return (
    <div id={id} className={`char-count${length > max ? ' char-count--over' : ''}`}>
      {copy.charCount.replace('{n}', String(length)).replace('{max}', String(max))}
    </div>
  );
}
