import type { KeyboardEvent } from 'react';
import { copy } from '../../copy';

export type Mode = 'signIn' | 'register';

const modes: readonly Mode[] = ['signIn', 'register'];
const labels: Record<Mode, string> = { signIn: copy.tabSignIn, register: copy.tabRegister };

export const tabId = (idPrefix: string, mode: Mode) => `${idPrefix}-tab-${mode}`;

interface ModeTabsProps {
  mode: Mode;
  onChange: (mode: Mode) => void;
  idPrefix: string;
  panelId: string;
  disabled: boolean;
}

/**
 * The 登入 / 註冊 tabs, following the WAI-ARIA tabs pattern: one tab stop, arrow keys (and Home/End)
 * move between tabs and select them.
 */
export function ModeTabs({ mode, onChange, idPrefix, panelId, disabled }: ModeTabsProps) {
  function select(next: Mode) {
    onChange(next);
    document.getElementById(tabId(idPrefix, next))?.focus();
  }

  function handleKeyDown(event: KeyboardEvent) {
    if (disabled) return;
    const index = modes.indexOf(mode);
    const target = {
      ArrowRight: modes[(index + 1) % modes.length],
      ArrowLeft: modes[(index - 1 + modes.length) % modes.length],
      Home: modes[0],
      End: modes[modes.length - 1],
    }[event.key];
    if (!target) return;
    event.preventDefault();
    select(target);
  }

  return (
    <div className="mode-tabs" role="tablist">
      {modes.map((m) => (
        <button
          key={m}
          type="button"
          role="tab"
          id={tabId(idPrefix, m)}
          className={m === mode ? 'mode-tabs__tab mode-tabs__tab--active' : 'mode-tabs__tab'}
          aria-selected={m === mode}
          aria-controls={panelId}
          tabIndex={m === mode ? 0 : -1}
          // While a call is pending the mode stays put, so its answer lands in the mode that asked.
          disabled={disabled}
          aria-disabled={disabled}
          onClick={() => onChange(m)}
          onKeyDown={handleKeyDown}
        >
          {labels[m]}
        </button>
      ))}
    </div>
  );
}
