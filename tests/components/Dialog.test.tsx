import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useState } from 'react';
import { describe, expect, it } from 'vitest';
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

describe('Dialog', () => {
  it('is a named modal dialog with focus on the field asked for', async () => {
    const { dialog } = await opened();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('textbox', { name: '名稱' })).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside', async () => {
    const { user } = await opened();
    const field = screen.getByRole('textbox', { name: '名稱' });
    const confirm = screen.getByRole('button', { name: '確定' });
    await user.tab();
    expect(confirm).toHaveFocus();
    await user.tab();
    expect(field).toHaveFocus();
    await user.tab({ shift: true });
    expect(confirm).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the control that opened it', async () => {
    const { user, opener } = await opened();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on a click on the dimmer around it, not on a click inside', async () => {
    const { user, dialog } = await opened();
    await user.click(dialog);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(dialog.parentElement as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
