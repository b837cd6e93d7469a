import { Icon } from 'semantic-ui-react';

interface ToggleButtonProps {
  label: string;
  icon: 'heart' | 'bookmark';
  on: boolean;
  /** Until the member's own state is read, there is nothing to toggle from. */
  disabled?: boolean;
  onToggle: () => void;
}

/** A pressed/unpressed button: the icon filled blue when on, an outline in grey when off. */
export function ToggleButton({ label, icon, on, disabled = false, onToggle }: ToggleButtonProps) {
  // A plain button in Semantic's classes: its Button sets aria-pressed only with `toggle`, whose
  // active look is a solid green.
  return (
    <button
      type="button"
      className={on ? 'ui basic blue button post-toggle' : 'ui basic button post-toggle'}
      aria-pressed={on}
      disabled={disabled}
      onClick={onToggle}
    >
      <Icon name={on ? icon : `${icon} outline`} color={on ? 'blue' : 'grey'} />
      {label}
    </button>
  );
}
