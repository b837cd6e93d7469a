import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '../../components/Button';
import type { GlyphData } from '../../components/Glyph';
import { copy } from '../../copy';
import '../../styles/popupList.css';
import './moreMenu.css';

/** ⋯: three dots on the icon set's grid (components/Glyph.tsx). */
const ellipsis: GlyphData = {
  name: 'ellipsis',
  advance: 512,
  d:
    'M8-192a56 56 0 1 0 112 0a56 56 0 1 0-112 0Z' +
    'M200-192a56 56 0 1 0 112 0a56 56 0 1 0-112 0Z' +
    'M392-192a56 56 0 1 0 112 0a56 56 0 1 0-112 0Z',
};

export interface MoreMenuItem {
  label: string;
  onSelect: () => void;
  disabled?: boolean;
}

interface MoreMenuProps {
  items: MoreMenuItem[];
  /** Whose ⋯ this is, for a screen reader among many (更多, then the item's label). */
  describedBy?: string | undefined;
}

/**
 * ⋯ (更多): the WAI-ARIA menu button. The button has aria-haspopup and aria-expanded; Enter, Space
 * or ArrowDown open the menu on its first item, ArrowUp on its last; in it, the arrows move round,
 * Home and End go to the ends, Enter and Space (or a click) choose, Escape closes it with the focus
 * back on ⋯, and Tab or a press outside close it. Choosing gives the focus back to ⋯ first, so a
 * dialog the item opens returns there when it closes (components/Dialog.tsx).
 */
export function MoreMenu({ items, describedBy }: MoreMenuProps) {
  const [open, setOpen] = useState<false | 'first' | 'last'>(false);
  const [active, setActive] = useState(0);
  const buttonId = useId();
  const menuId = useId();
  // The site's Button takes no ref (React 18, no forwardRef): found by its id.
  const button = () => document.getElementById(buttonId);
  const menu = useRef<HTMLUListElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);

  // Opened whole in the viewport (issue 49): below ⋯, or above it where the screen ends below, and
  // from its right edge where it would pass the screen's right; placed before it is painted.
  const [place, setPlace] = useState({ up: false, right: false });
  useLayoutEffect(() => {
    const list = menu.current?.getBoundingClientRect();
    const at = document.getElementById(buttonId)?.getBoundingClientRect();
    if (!open || !list || !at) return;
    const up = list.bottom > window.innerHeight && at.top - list.height - 4 >= 0;
    setPlace({ up, right: list.right > document.documentElement.clientWidth });
  }, [open, buttonId]);

  useEffect(() => {
    if (!open) return;
    // In view already: focusing it scrolls nothing beneath it.
    itemRefs.current[open === 'first' ? 0 : items.length - 1]?.focus({ preventScroll: true });
    // A press anywhere else closes it (the focus stays where that press put it).
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !document.getElementById(buttonId)?.contains(target)) {
        setOpen(false);
      }
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open, items.length, buttonId]);

  function openAt(where: 'first' | 'last') {
    setPlace({ up: false, right: false });
    setActive(where === 'first' ? 0 : items.length - 1);
    setOpen(where);
  }

  function close() {
    setOpen(false);
    button()?.focus();
  }

  function move(to: number) {
    const next = (to + items.length) % items.length;
    setActive(next);
    itemRefs.current[next]?.focus({ preventScroll: true });
  }

  function onButtonKey(event: KeyboardEvent) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  }

  function onMenuKey(event: KeyboardEvent) {
    const keys: Record<string, () => void> = {
      ArrowDown: () => move(active + 1),
      ArrowUp: () => move(active - 1),
      Home: () => move(0),
      End: () => move(items.length - 1),
      Escape: close,
    };
    if (event.key === 'Tab') setOpen(false);
    const act = keys[event.key];
    if (!act) return;
    event.preventDefault();
    act();
  }

  function choose(item: MoreMenuItem) {
    close();
    item.onSelect();
  }

  if (items.length === 0) return null;
  return (
    <span className="more-menu">
      <Button
        id={buttonId}
        type="button"
        basic
        size="small"
        icon={ellipsis}
        aria-label={copy.more}
        aria-describedby={describedBy}
        title={copy.more}
        aria-haspopup="menu"
        aria-expanded={open ? true : false}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? setOpen(false) : openAt('first'))}
        onKeyDown={onButtonKey}
      />
      {open && (
        <ul
          ref={menu}
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          className={`popup-list more-menu__list${place.up ? ' more-menu__list--up' : ''}${
            place.right ? ' more-menu__list--right' : ''
          }`}
          onKeyDown={onMenuKey}
        >
          {items.map((item, index) => (
            <li key={item.label} role="none">
              <button
                ref={(element) => {
                  itemRefs.current[index] = element;
                }}
                type="button"
                role="menuitem"
                className="popup-list__choice more-menu__item"
                tabIndex={index === active ? 0 : -1}
                aria-disabled={item.disabled || undefined}
                onClick={() => !item.disabled && choose(item)}
              >
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </span>
  );
}
