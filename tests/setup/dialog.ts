/**
 * jsdom (27) has `<dialog>` and its `open` attribute, not showModal() or close(). These follow the HTML
 * standard's steps for what the site uses, so a component test exercises the component's own part:
 * - showModal() opens a connected, closed dialog, remembers what had focus and focuses the first
 *   control in it (the dialog focusing steps, autofocus aside);
 * - close() closes it, gives focus back to what had it and fires `close` in a later task;
 * - Escape that no listener cancelled is a close request: a cancelable `cancel` at the newest modal
 *   dialog, which closes it unless cancelled.
 * Not modelled: the inert page behind (Tab can leave the dialog here) and the dimmer's layout. The
 * e2e tests check those in Chromium (tests/e2e/keyboard.e2e.ts, accessibility.e2e.ts).
 */
const controls = ['a[href]', 'button', 'input', 'select', 'textarea', '[tabindex]']
  .map((control) => `${control}:not([disabled])`)
  .join(', ');

const modals: HTMLDialogElement[] = [];
const openers = new WeakMap<HTMLDialogElement, Element | null>();

function showModal(this: HTMLDialogElement): void {
  if (this.open) throw new DOMException('The dialog is already open.', 'InvalidStateError');
  if (!this.isConnected)
    throw new DOMException('The dialog is not connected.', 'InvalidStateError');
  openers.set(this, document.activeElement);
  this.setAttribute('open', '');
  modals.push(this);
  this.querySelector<HTMLElement>(controls)?.focus();
}

function close(this: HTMLDialogElement): void {
  if (!this.open) return;
  this.removeAttribute('open');
  const index = modals.indexOf(this);
  if (index >= 0) modals.splice(index, 1);
  const opener = openers.get(this);
  openers.delete(this);
  if (opener instanceof HTMLElement && this.contains(document.activeElement)) opener.focus();
  setTimeout(() => this.dispatchEvent(new Event('close')));
}

if (!('showModal' in HTMLDialogElement.prototype)) {
  Object.assign(HTMLDialogElement.prototype, { showModal, close });
  // On the window, the last stop of a keydown: a browser handles the close request after the event.
  window.addEventListener('keydown', (event) => {
    // A dialog taken out of the document has left the top layer.
    const newest = modals.filter((dialog) => dialog.isConnected).pop();
    if (event.key !== 'Escape' || event.defaultPrevented || !newest) return;
    if (newest.dispatchEvent(new Event('cancel', { cancelable: true }))) newest.close();
  });
}
