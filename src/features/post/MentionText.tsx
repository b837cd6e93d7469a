import { Link } from 'react-router-dom';
import { splitMentions } from '../../lib/mentions';
import { paths } from '../../lib/paths';
import { LinkedText } from './LinkedText';

interface MentionTextProps {
  text: string;
  /** The members the comment lists as mentioned: only their `<@uid>` become names. */
  mentions: readonly string[] | undefined;
  nameOf: (uid: string) => string;
}

/** A comment's text with its mentions as @name (their current name), each linking to their page. */
export function MentionText({ text, mentions, nameOf }: MentionTextProps) {
  return (
    <>
      {splitMentions(text, mentions ?? []).map((piece, index) =>
        'uid' in piece ? (
          <Link key={index} className="mention" to={paths.user(piece.uid)}>
            @{nameOf(piece.uid)}
          </Link>
        ) : (
          <LinkedText key={index} text={piece.text} />
        ),
      )}
    </>
  );
}
