import { useCallback, useContext, useMemo, useState } from 'react';
import { storedText } from '../../lib/mentions';
import { ParticipantsContext, type MentionNames } from './MentionBox';

/**
 * The names a box turns into mentions when its text is sent (issue 49): those picked from its list
 * (`picked`, name → id; an edit starts with the ones its comment holds), and every participant's, typed
 * in full after @ (names are unique). `stored` is the text as it will be stored (lib/mentions.ts
 * storedText): what the box counts and sends.
 */
export function useMentionNames(initialPicked?: Map<string, string>): MentionNames {
  const participants = useContext(ParticipantsContext);
  const [picked, setPicked] = useState(() => initialPicked ?? new Map<string, string>());
  const known = useMemo(() => {
    const names = new Map(picked);
    // A name shown for more than one member (使用者, for those who gave none) names no one when typed.
    const shared = new Set(
      participants
        .map(({ name }) => name)
        .filter((name, index, all) => all.indexOf(name) !== index),
    );
    for (const { name, uid } of participants) {
      if (name && !shared.has(name) && !names.has(name)) names.set(name, uid);
    }
    return names;
  }, [picked, participants]);
  const stored = useCallback((text: string) => storedText(text, known), [known]);
  return { setPicked, stored };
}
