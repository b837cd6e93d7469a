import { copy } from '../copy';
import { textProblem, type LimitedText, type TextProblem } from './limits';
import { normalizeName } from './names';
import { nameProblem } from './storedNames';

/** Each field's own words for blank and over-long text; a topic is chosen, never typed. */
const messages: Record<Exclude<LimitedText, 'topic'>, Record<TextProblem, string>> = {
  title: { blank: copy.errNeedTitle, 'too-long': copy.errTitleTooLong },
  content: { blank: copy.errNeedContent, 'too-long': copy.errContentTooLong },
  comment: { blank: copy.errEmptyComment, 'too-long': copy.errCommentTooLong },
  displayName: { blank: copy.errNeedName, 'too-long': copy.errNameTooLong },
};

export type TypedText = keyof typeof messages;

/**
 * What a form says of `text` as the field's value: its message, or undefined when it can be sent. The
 * form sends the text trimmed, so that is what is measured; a name as it will be stored (lib/names.ts),
 * so one of invisible characters only is blank, and one with a character off the allow-list
 * (lib/storedNames.ts) is refused, unless it is `kept`, the name the member holds (from before the
 * allow-list: it stays theirs until they rename).
 */
export function limitMessage(kind: TypedText, text: string, kept?: string): string | undefined {
  const value = sent(kind, text);
  const problem = textProblem(kind, value);
  if (problem) return messages[kind][problem];
  if (kind === 'displayName' && value !== kept && nameProblem(value)) return copy.errNameChars;
  return undefined;
}

/** Only the over-long message: shown while typing, before the member tries to send. */
export function tooLongMessage(kind: TypedText, text: string): string | undefined {
  return textProblem(kind, sent(kind, text)) === 'too-long'
    ? messages[kind]['too-long']
    : undefined;
}

function sent(kind: TypedText, text: string): string {
  return kind === 'displayName' ? normalizeName(text) : text.trim();
}
