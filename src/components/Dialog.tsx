import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import './Dialog.css';

interface DialogProps {
  /** The id of the element that names the dialog (its title). */
  labelledBy: string;
  /** Escape or a click on the dimmer; the caller decides whether closing is allowed now. */
  onClose: () => void;
  /** The element to focus when the dialog opens; else the first control in it. */
  initialFocusId?: string | undefined;
  children: ReactNode;
}

const focusable = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/**
 * The open dialogs, the newest last. A dialog can open over another (leaving the post editor asks
 * copy.leaveConfirm over it): only the newest answers the keys, and the page stays dimmed until the
 * last one closes.
 */
const openDialogs: HTMLElement[] = [];

function controlsIn(box: HTMLElement): HTMLElement[] {
  return [...box.querySelectorAll<HTMLElement>(focusable)];
}

/**
 * A modal dialog over a dimmed page (its parts: `dialog__header`, `dialog__content`, `dialog__actions`).
 * Mounted means open. Keyboard focus moves in when it opens, Tab and Shift+Tab stay inside,
 * Escape closes it, and focus goes back to the control that opened it when it closes.
 */
export function Dialog({ labelledBy, onClose, initialFocusId, children }: DialogProps) {
  const box = useRef<HTMLDivElement>(null);
  // Read while rendering the opening: by the time an effect runs, focus may have moved.
  const [opener] = useState(() => document.activeElement);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  useEffect(() => {
    const dialog = box.current;
    if (!dialog) return;
    const initial = initialFocusId ? document.getElementById(initialFocusId) : null;
    (initial ?? controlsIn(dialog)[0] ?? dialog).focus();
    openDialogs.push(dialog);
    document.body.classList.add('dialog-open');

    // On the document, so the keys work wherever focus is, even on the page behind after a stray click.
    function onKeyDown(event: KeyboardEvent) {
      if (openDialogs[openDialogs.length - 1] !== dialog) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        close.current();
      } else if (event.key === 'Tab' && dialog) {
        keepTabInside(dialog, event);
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      openDialogs.splice(openDialogs.indexOf(dialog), 1);
      if (openDialogs.length === 0) document.body.classList.remove('dialog-open');
      returnFocus(opener);
    };
  }, [initialFocusId, opener]);

  return createPortal(
    // A press on the dimmer around the dialog closes it, as Escape does from the keyboard. (Not a click:
    // a text selection dragged out of the dialog ends in a click on the dimmer.)
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      className="dialog-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={box}
        className="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        tabIndex={-1}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}

/** From the last control Tab goes to the first, and Shift+Tab from the first to the last. */
function keepTabInside(dialog: HTMLElement, event: KeyboardEvent) {
  const controls = controlsIn(dialog);
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const inside = dialog.contains(document.activeElement);
  if (event.shiftKey && (document.activeElement === first || !inside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
    event.preventDefault();
    first.focus();
  }
}

/** Back to the opener; if it has gone (its post was deleted, say), to the page's main region. */
function returnFocus(opener: Element | null) {
  const target =
    opener instanceof HTMLElement && opener.isConnected
      ? opener
      : document.querySelector<HTMLElement>('main');
  target?.focus({ preventScroll: true });
}
