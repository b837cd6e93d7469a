import { copy } from '../copy';
import { textProblem, type LimitedText, type TextProblem } from './limits';
import { normalizeName } from './names';

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
 * so one of invisible characters only is blank.
 */
export function limitMessage(kind: TypedText, text: string): string | undefined {
  const problem = textProblem(kind, sent(kind, text));
  return problem && messages[kind][problem];
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
