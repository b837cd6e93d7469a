import { useContext } from 'react';
import { copy } from '../../copy';
import { useRefusedComments } from '../../hooks/useComments';
import { mentionsIn, shownText } from '../../lib/mentions';
import { ParticipantsContext } from './MentionBox';

/**
 * A comment or reply written in this box while the connection was out, and refused once it returned
 * (issue 50): its text back in the box, as the box shows mentions (`@name`; one whose member is not
 * on the page stays as stored, which still mentions them when sent), above anything typed since,
 * with why: the budget spent (errTooFast), or any other refusal (errQueuedRefused).
 */
export function useTakeBack(
  postId: string,
  answerOf: string | undefined,
  draft: { takeBack: (text: string, message: string) => void },
) {
  const participants = useContext(ParticipantsContext);
  useRefusedComments(postId, answerOf, ({ content, code }) => {
    const names = new Map(participants.map(({ uid, name }) => [uid, name]));
    const known = mentionsIn(content).filter((uid) => names.has(uid));
    const { text } = shownText(content, known, (uid) => names.get(uid) ?? '');
    draft.takeBack(text, code === 'rate-limited' ? copy.errTooFast : copy.errQueuedRefused);
  });
}
