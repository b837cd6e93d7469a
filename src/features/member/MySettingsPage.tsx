import { useEffect, useId, useState, type ReactNode } from 'react';
import { Avatar } from '../../components/Avatar';
import { Button } from '../../components/Button';
import { copy } from '../../copy';
import { useDocumentTitle } from '../../hooks/ui/useDocumentTitle';
import { useMember } from '../../hooks/useMember';
import { AvatarModal } from './AvatarModal';
import { BlockedList } from '../safety/BlockedList';
import { NameModal } from './NameModal';
import { PasswordModal } from './PasswordModal';
import '../../components/Notice.css';
import './member.css';

/** How long 已儲存 stays after a change. */
const savedShownMs = 4000;

/**
 * /my/settings: name, picture and password, each changed in its own modal and confirmed with 已儲存;
 * the sign-in address, the member's own to see, read-only.
 */
export function MySettingsPage() {
  const user = useMember();
  useDocumentTitle(copy.mySettings);
  // Counts the changes saved; each one shows 已儲存 afresh.
  const [saved, setSaved] = useState(0);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (saved === 0) return;
    const timer = setTimeout(() => setShown(false), savedShownMs);
    return () => clearTimeout(timer);
  }, [saved]);
  const onSaved = () => {
    setShown(true);
    setSaved((n) => n + 1);
  };

  return (
    <>
      <div className="settings__header">
        <h1 className="page-heading">{copy.mySettings}</h1>
        {/* In the page from the start, so a screen reader announces what appears in it. */}
        <div className="settings__status" role="status">
          {shown && <span className="notice notice--positive">{copy.saved}</span>}
        </div>
      </div>
      <div className="settings panel">
        <SettingRow
          label={copy.nameRow}
          modal={(close) => (
            <NameModal current={user.displayName} onClose={close} onSaved={onSaved} />
          )}
        >
          {user.displayName || copy.defaultAuthor}
        </SettingRow>
        <SettingRow
          label={copy.avatarRow}
          modal={(close) => (
            <AvatarModal current={user.photoURL} onClose={close} onSaved={onSaved} />
          )}
        >
          {/* Without a picture, the letter the rest of the site shows for this member (issue 49). */}
          <Avatar
            src={user.photoURL}
            alt={copy.avatarRow}
            name={user.displayName || copy.defaultAuthor}
            size="tiny"
          />
        </SettingRow>
        <SettingRow label={copy.emailRow}>{user.email}</SettingRow>
        <SettingRow
          label={copy.passwordRow}
          modal={(close) => <PasswordModal onClose={close} onSaved={onSaved} />}
        >
          {copy.passwordMask}
        </SettingRow>
      </div>
      <BlockedList />
    </>
  );
}

interface SettingRowProps {
  label: string;
  /** The modal 修改 opens; it calls `close` when done or cancelled. Without one, the row is read-only. */
  modal?: (close: () => void) => ReactNode;
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
      {modal && (
        <Button basic onClick={() => setOpen(true)}>
          {copy.modify}
        </Button>
      )}
      {open && modal?.(() => setOpen(false))}
    </div>
  );
}
