import { useId, useState } from 'react';
import { TextField } from '../../components/form/TextField';
import { copy } from '../../copy';
import { useAuthActions } from '../../hooks/useAuth';
import { errorMessage } from '../../lib/errorMessage';
import { FormModal } from '../../components/FormModal';

/** Re-authenticates with 目前密碼, then sets 新密碼; the errors stay in the modal. */
export function PasswordModal({
  onClose,
  onSaved,
}: {
  onClose: () => void;
  /** After the new password is set (the modal is closed then too). */
  onSaved: () => void;
}) {
  const { changePassword } = useAuthActions();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const currentId = useId();
  const nextId = useId();

  async function confirm() {
    if ((await changePassword.run(current, next)).ok) {
      onClose();
      onSaved();
    }
  }

  return (
    <FormModal
      title={copy.passwordModal}
      busy={changePassword.pending}
      error={changePassword.error && errorMessage(changePassword.error, 'changePassword')}
      onCancel={onClose}
      onConfirm={() => void confirm()}
      focusId={currentId}
    >
      <TextField
        id={currentId}
        type="password"
        label={copy.currentPassword}
        value={current}
        autoComplete="current-password"
        onValue={setCurrent}
      />
      <TextField
        id={nextId}
        type="password"
        label={copy.newPassword}
        value={next}
        autoComplete="new-password"
        onValue={setNext}
      />
    </FormModal>
  );
}
