import { useId, useState, type ReactNode } from 'react';
import { Avatar } from '../../components/Avatar';
import { Button } from '../../components/Button';
import { copy } from '../../copy';
import { useMember } from '../../hooks/useMember';
import { AvatarModal } from './AvatarModal';
import { NameModal } from './NameModal';
import { PasswordModal } from './PasswordModal';
import './member.css';

/** /my/settings: name, picture and password, each changed in its own modal. */
export function MySettingsPage() {
  const user = useMember();
  return (
    <>
      <h1 className="page-heading">{copy.mySettings}</h1>
      <div className="settings panel">
        <SettingRow
          label={copy.nameRow}
          modal={(close) => <NameModal current={user.displayName} onClose={close} />}
        >
          {user.displayName || copy.defaultAuthor}
        </SettingRow>
        <SettingRow
          label={copy.avatarRow}
          modal={(close) => <AvatarModal current={user.photoURL} onClose={close} />}
        >
          <Avatar src={user.photoURL} alt={copy.avatarRow} size="tiny" />
        </SettingRow>
        <SettingRow label={copy.passwordRow} modal={(close) => <PasswordModal onClose={close} />}>
          {copy.passwordMask}
        </SettingRow>
      </div>
    </>
  );
}

interface SettingRowProps {
  label: string;
  /** The modal 修改 opens; it calls `close` when done or cancelled. */
  modal: (close: () => void) => ReactNode;
  children: ReactNode;
}

function SettingRow({ label, modal, children }: SettingRowProps) {
  const labelId = useId();
  const [open, setOpen] = useState(false);

  return (
    <div className="settings__row" role="group" aria-labelledby={labelId}>
      <span className="settings__label" id={labelId}>
        {label}
      </span>
      <span className="settings__value">{children}</span>
      <Button basic onClick={() => setOpen(true)}>
        {copy.modify}
      </Button>
      {open && modal(() => setOpen(false))}
    </div>
  );
}
