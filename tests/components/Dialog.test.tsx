import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from '../../src/components/Dialog';

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <StrictMode>
      <button type="button" onClick={() => setOpen(true)}>
        開啟
      </button>
      {open && (
        <Dialog labelledBy="dialog-title" onClose={() => setOpen(false)} initialFocusId="name">
          <h2 id="dialog-title">對話框</h2>
          <input id="name" aria-label="名稱" />
          <button type="button">確定</button>
        </Dialog>
      )}
    </StrictMode>
  );
}

async function opened() {
  const user = userEvent.setup();
  render(<Opener />);
  const opener = screen.getByRole('button', { name: '開啟' });
  await user.click(opener);
  return { user, opener, dialog: await screen.findByRole('dialog', { name: '對話框' }) };
}

/** The same dialog with a second one that opens over it, the way the leave question opens over a form. */
function Stacked({ onCloseUnder }: { onCloseUnder: () => void }) {
  const [over, setOver] = useState(false);
  return (
    <Dialog labelledBy="under-title" onClose={onCloseUnder}>
      <h2 id="under-title">表單</h2>
      <button type="button" onClick={() => setOver(true)}>
        離開
      </button>
      {over && (
        <Dialog labelledBy="over-title" onClose={() => setOver(false)}>
          <h2 id="over-title">確定要離開嗎？</h2>
          <button type="button">繼續編輯</button>
        </Dialog>
      )}
    </Dialog>
  );
}

// Tab staying inside and the inert page behind are the browser's (showModal): jsdom does not model them,
// tests/e2e/keyboard.e2e.ts checks them in Chromium.
describe('Dialog', () => {
  it('is a named dialog with focus on the field asked for', async () => {
    const { dialog } = await opened();
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByRole('textbox', { name: '名稱' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the control that opened it', async () => {
    const { user, opener } = await opened();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('stays open on Escape while its owner refuses to close (a call on its way)', async () => {
    const user = userEvent.setup();
    render(
      <Dialog labelledBy="busy-title" onClose={() => undefined}>
        <h2 id="busy-title">儲存中</h2>
        <button type="button">確定</button>
      </Dialog>,
    );
    await user.keyboard('{Escape}{Escape}');
    expect(screen.getByRole('dialog', { name: '儲存中' })).toHaveAttribute('open');
  });

  it('closes only the newest of two stacked dialogs on Escape', async () => {
    const user = userEvent.setup();
    const onCloseUnder = vi.fn();
    render(<Stacked onCloseUnder={onCloseUnder} />);
    await user.click(screen.getByRole('button', { name: '離開' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: '確定要離開嗎？' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: '表單' })).toHaveAttribute('open');
    expect(onCloseUnder).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '離開' })).toHaveFocus();
  });

  it('closes on a press on the dimmer around it, not on a press inside', async () => {
    const { user, dialog } = await opened();
    // jsdom lays nothing out: the dialog's box is given, 300 by 200 at (100, 100).
    vi.spyOn(dialog, 'getBoundingClientRect').mockReturnValue(new DOMRect(100, 100, 300, 200));
    // The dimmer is the dialog's ::backdrop: its presses reach the dialog, outside its box.
    const press = (clientX: number, clientY: number) =>
      user.pointer({ keys: '[MouseLeft]', target: dialog, coords: { clientX, clientY } });
    await user.click(screen.getByRole('heading', { name: '對話框' }));
    await press(150, 150);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await press(50, 50);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
