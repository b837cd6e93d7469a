import { Glyph } from '../../components/Glyph';
import { bookmark, bookmarkOutline, heart } from '../../components/icons/actions';
import { heartOutline } from '../../components/icons/shell';

/** Each toggle's icon: filled when on, its outline when off. */
const icons = {
  heart: { on: heart, off: heartOutline },
  bookmark: { on: bookmark, off: bookmarkOutline },
};

interface ToggleButtonProps {
  label: string;
  icon: 'heart' | 'bookmark';
  /**
   * Undefined until the member's own state is read: then the button is neither pressed nor unpressed
   * (no aria-pressed) and cannot be pressed, for there is nothing to toggle from.
   */
  on: boolean | undefined;
  onToggle: () => void;
}

/** A pressed/unpressed button: the icon filled blue when on, an outline in grey when off. */
export function ToggleButton({ label, icon, on, onToggle }: ToggleButtonProps) {
  return (
    <button
      type="button"
      className={
        on ? 'button button--basic post-toggle post-toggle--on' : 'button button--basic post-toggle'
      }
      aria-pressed={on}
      disabled={on === undefined}
      onClick={onToggle}
    >
      <Glyph glyph={on ? icons[icon].on : icons[icon].off} />
      {label}
    </button>
  );
}
