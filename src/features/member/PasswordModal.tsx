import { useId, useState, type ChangeEvent } from 'react';
import { Form } from 'semantic-ui-react';
import { copy } from '../../copy';
import { useProfileSettings } from '../../hooks/useProfileSettings';
import { useSubmitOnce } from '../../hooks/useSubmitOnce';
import { errorMessage } from '../../lib/errorMessage';
import { FormModal } from './FormModal';

/** Re-authenticates with 目前密碼, then sets 新密碼; the errors stay in the modal. */
export function PasswordModal({ onClose }: { onClose: () => void }) {
  const { changePassword } = useProfileSettings();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, run] = useSubmitOnce();
  const currentId = useId();
  const nextId = useId();

  const confirm = () =>
    run(async () => {
      setFailure(null);
      try {
        await changePassword(current, next);
        onClose();
      } catch (e) {
        setFailure(errorMessage(e, 'changePassword'));
      }
    });

  return (
    <FormModal
      title={copy.passwordModal}
      busy={busy}
      error={failure}
      onCancel={onClose}
      onConfirm={() => void confirm()}
      focusId={currentId}
    >
      <Form.Field
        id={currentId}
        control="input"
        type="password"
        label={copy.currentPassword}
        value={current}
        autoComplete="current-password"
        onChange={(event: ChangeEvent<HTMLInputElement>) => setCurrent(event.target.value)}
      />
      <Form.Field
        id={nextId}
        control="input"
        type="password"
        label={copy.newPassword}
        value={next}
        autoComplete="new-password"
        onChange={(event: ChangeEvent<HTMLInputElement>) => setNext(event.target.value)}
      />
    </FormModal>
  );
}
