import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import './Dialog.css';

interface DialogProps {
  /** The id of the element that names the dialog (its title). */
  labelledBy: string;
  /** Escape or a press on the dimmer; the caller decides whether closing is allowed now. */
  onClose: () => void;
  /** The element to focus when the dialog opens; else the browser's choice, the first control in it. */
  initialFocusId?: string | undefined;
  children: ReactNode;
}

/**
 * A modal dialog over a dimmed page (its parts: `dialog__header`, `dialog__content`, `dialog__actions`).
 * Mounted means open. It is the browser's `<dialog>` opened with showModal(): the browser keeps Tab
 * off the page behind (past the last control it visits its own, then comes back), makes the page
 * behind inert, dims it (`::backdrop`) and stacks a dialog opened over another (leaving the post
 * editor asks copy.leaveConfirm over it). Left to us: Escape and a press on the dimmer
 * only ask `onClose` (a form whose call is on its way stays open), focus goes to `initialFocusId`, and
 * back to the control that opened the dialog when it closes.
 */
export function Dialog({ labelledBy, onClose, initialFocusId, children }: DialogProps) {
  const box = useRef<HTMLDialogElement>(null);
  // Read while rendering the opening: by the time an effect runs, focus may have moved.
  const [opener] = useState(() => document.activeElement);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  // A layout effect: the dialog is open by the first paint, and still in the document when it closes.
  useLayoutEffect(() => {
    const dialog = box.current;
    if (!dialog) return;
    let mounted = true;
    dialog.showModal();
    if (initialFocusId) document.getElementById(initialFocusId)?.focus();
    document.body.classList.add('dialog-open');

    // Escape is handled here, before the browser sees it: a browser lets a page refuse its Escape only
    // once without a click or a key in between, then closes the dialog itself. On the document, so it
    // works even when a click inside left focus on the page's body.
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape' || !isNewest(dialog)) return;
      event.preventDefault();
      close.current();
    }
    // The browser's other ways to close (Android's Back) ask too.
    function onCancel(event: Event) {
      event.preventDefault();
      close.current();
    }
    // Where the browser closed it regardless (a second Back it no longer lets us refuse), mounted
    // still means open.
    function onClosed() {
      if (mounted && dialog && !dialog.open) dialog.showModal();
    }
    document.addEventListener('keydown', onKeyDown);
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onClosed);
    return () => {
      mounted = false;
      document.removeEventListener('keydown', onKeyDown);
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onClosed);
      dialog.close();
      if (!document.querySelector('dialog[open]')) document.body.classList.remove('dialog-open');
      returnFocus(opener);
    };
  }, [initialFocusId, opener]);

  return createPortal(
    // A press on the dimmer (the dialog's ::backdrop, whose events reach the dialog) closes it, as
    // Escape does from the keyboard. Not a click: a text selection dragged out of the dialog ends in a
    // click on the dimmer.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={box}
      className="dialog"
      aria-labelledby={labelledBy}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && outside(event.currentTarget, event)) onClose();
      }}
    >
      {children}
    </dialog>,
    document.body,
  );
}

/** The newest open dialog answers the keys: portals append to the body, so it is the last one. */
function isNewest(dialog: HTMLDialogElement | null): boolean {
  const open = document.querySelectorAll('dialog[open]');
  return open[open.length - 1] === dialog;
}

function outside(box: Element, { clientX, clientY }: { clientX: number; clientY: number }) {
  const { left, right, top, bottom } = box.getBoundingClientRect();
  return clientX < left || clientX > right || clientY < top || clientY > bottom;
}

/** Back to the opener; if it has gone (its post was deleted, say), to the page's main region. */
function returnFocus(opener: Element | null) {
  const target =
    opener instanceof HTMLElement && opener.isConnected
      ? opener
      : document.querySelector<HTMLElement>('main');
  target?.focus({ preventScroll: true });
}
