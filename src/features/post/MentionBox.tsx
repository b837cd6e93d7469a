import {
  createContext,
  useContext,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type Dispatch,
  type KeyboardEvent,
  type SetStateAction,
  type SyntheticEvent,
} from 'react';
import { maxMentions, mentionQuery, mentionsIn } from '../../lib/mentions';
import '../../styles/popupList.css';
import './mentions.css';

/** A member the box may suggest: one who took part in this post (its author, its commenters). */
export interface Participant {
  uid: string;
  name: string;
}

/**
 * The members who took part in the post on screen, by their names as shown: the post page provides
 * them from what it already read (the post, the thread), so suggesting costs no read and lists no
 * one else (there is no member directory: docs/security.md).
 */
export const ParticipantsContext = createContext<Participant[]>([]);

/** How many suggestions show at once. */
const shown = 6;

/** What the box keeps of the names chosen (useMentionNames.ts). */
export interface MentionNames {
  setPicked: Dispatch<SetStateAction<Map<string, string>>>;
  /** The text as it will be stored (lib/mentions.ts storedText). */
  stored: (text: string) => string;
}

/**
 * Typing @ in a comment, reply or edit box suggests the post's participants by name: the WAI-ARIA
 * combobox with a list box (aria-expanded, aria-controls, aria-activedescendant). ArrowDown and
 * ArrowUp move through the names, Enter (or a click) puts `@name ` in place of what was typed, Escape
 * closes the list (and only the list). `names` keeps each name chosen with its member's id
 * (useMentionNames.ts); once the text names maxMentions members, nothing more is suggested.
 */
export function useMentionBox(text: string, change: (next: string) => void, names: MentionNames) {
  const participants = useContext(ParticipantsContext);
  const [caret, setCaret] = useState<number | null>(null);
  const [active, setActive] = useState(0);
  const [closedAt, setClosedAt] = useState<number | null>(null);
  // The box, as its own events last gave it: a click on a name puts it there.
  const box = useRef<HTMLTextAreaElement | null>(null);
  const listId = useId();
  const at = caret === null ? null : mentionQuery(text, caret);
  const full = mentionsIn(names.stored(text)).length >= maxMentions;
  const matches =
    at && !full && closedAt !== at.start
      ? participants
          .filter((member) => member.name && member.name.startsWith(at.query))
          .slice(0, shown)
      : [];
  const open = matches.length > 0;
  const current = Math.min(active, matches.length - 1);

  // Opened whole in the viewport, over what follows and moving none of it (issue 49): placed against
  // the box, below it, or above it where the screen (a phone's, the keyboard up) ends below; measured
  // before it is painted, as the ⋯ menu is (MoreMenu.tsx).
  const listRef = useRef<HTMLUListElement>(null);
  const [place, setPlace] = useState<{ top: number; left: number; width: number } | null>(null);
  useLayoutEffect(() => {
    const list = listRef.current;
    const field = box.current;
    if (!open || !list || !field) return;
    const screen = window.visualViewport?.height ?? window.innerHeight;
    const at = field.getBoundingClientRect();
    const gap = 4;
    const up =
      at.bottom + gap + list.offsetHeight > screen && at.top - gap - list.offsetHeight >= 0;
    setPlace({
      top: up
        ? field.offsetTop - gap - list.offsetHeight
        : field.offsetTop + field.offsetHeight + gap,
      left: field.offsetLeft,
      width: field.offsetWidth,
    });
  }, [open, matches.length]);

  // The caret goes after the name picked as the box takes its new text, before anything else can be
  // typed: a frame later, a key typed meanwhile (right after a click on a name) landed before it.
  const placed = useRef<{ box: HTMLTextAreaElement; place: number } | null>(null);
  useLayoutEffect(() => {
    placed.current?.box.setSelectionRange(placed.current.place, placed.current.place);
    placed.current = null;
  }, [text]);

  function pick(member: Participant, box: HTMLTextAreaElement) {
    if (!at || caret === null) return;
    const inserted = `@${member.name} `;
    const next = text.slice(0, at.start) + inserted + text.slice(caret);
    names.setPicked((before) => new Map(before).set(member.name, member.uid));
    change(next);
    const place = at.start + inserted.length;
    setCaret(place);
    setActive(0);
    placed.current = { box, place };
  }

  /** The box's own keys while the list is open; true when the key was the list's. */
  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>): boolean {
    box.current = event.currentTarget;
    if (!open || event.nativeEvent.isComposing) return false;
    const moves: Record<string, () => void> = {
      ArrowDown: () => setActive((current + 1) % matches.length),
      ArrowUp: () => setActive((current - 1 + matches.length) % matches.length),
      Enter: () => {
        const member = matches[current];
        if (member) pick(member, event.currentTarget);
      },
      Escape: () => setClosedAt(at?.start ?? null),
    };
    const move = moves[event.key];
    if (!move || event.ctrlKey || event.metaKey) return false;
    event.preventDefault();
    move();
    return true;
  }

  function track(event: SyntheticEvent<HTMLTextAreaElement>) {
    box.current = event.currentTarget;
    const place = event.currentTarget.selectionStart;
    if (place !== caret) {
      setCaret(place);
      setActive(0);
    }
  }

  const optionId = (index: number) => `${listId}-${index}`;
  return {
    onKeyDown,
    /** What the textarea takes: the combobox's role and state, and the caret followed. */
    boxProps: {
      role: 'combobox',
      'aria-autocomplete': 'list' as const,
      'aria-expanded': open,
      'aria-controls': listId,
      'aria-activedescendant': open ? optionId(current) : undefined,
      // The caret with each change of the text (in the same render as the text), and as it moves.
      onInput: track,
      onSelect: track,
      onKeyUp: track,
      onClick: track,
    },
    list: (
      <ul
        ref={listRef}
        id={listId}
        role="listbox"
        className="popup-list mention-box__list"
        hidden={!open}
        style={place ?? undefined}
      >
        {matches.map((member, index) => (
          // The keyboard chooses in the box itself (aria-activedescendant), not on the option.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={member.uid}
            id={optionId(index)}
            role="option"
            aria-selected={index === current}
            className="popup-list__choice mention-box__option"
            // A press keeps the focus in the box: the choice is made there.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              if (box.current) pick(member, box.current);
            }}
          >
            @{member.name}
          </li>
        ))}
      </ul>
    ),
  };
}
