import { useId, useState } from 'react';
import { PasswordField } from '../../components/form/PasswordField';
import { useFormErrors } from '../../hooks/ui/useFormErrors';
import { copy } from '../../copy';
import { useAuthActions } from '../../hooks/useAuth';
import { FormModal } from '../../components/FormModal';

type FieldName = 'current' | 'next' | 'again';

/**
 * Re-authenticates with 目前密碼, then sets 新密碼, typed twice; each error stays in the modal, under
 * the field it is about.
 */
export function PasswordModal({
  onClose,
  onSaved,
}: {
  onClose: () => void;
  /** After the new password is set (the modal is closed then too). */
  onSaved: () => void;
}) {
  const { changePassword } = useAuthActions();
  const [entries, setEntries] = useState<Record<FieldName, string>>({
    current: '',
    next: '',
    again: '',
  });
  const errors = useFormErrors<FieldName>(
    changePassword,
    { 'wrong-password': 'current', 'invalid-credential': 'current', 'weak-password': 'next' },
    'changePassword',
  );
  const id = useId();
  const fieldId = (field: FieldName) => `${id}-${field}`;
  const { current, next, again } = entries;

  function change(field: FieldName, value: string) {
    setEntries((now) => ({ ...now, [field]: value }));
    errors.changed(field);
  }

  async function confirm() {
    const failed = errors.check({
      current: current ? undefined : copy.errNeedPassword,
      next: next ? undefined : copy.errNeedPassword,
      again: again === next ? undefined : copy.errPasswordMismatch,
    });
    if (failed) {
      document.getElementById(fieldId(failed))?.focus();
      return;
    }
    if ((await changePassword.run(current, next)).ok) {
      onClose();
      onSaved();
    }
  }

  return (
    <FormModal
      title={copy.passwordModal}
      busy={changePassword.pending}
      error={errors.form}
      onCancel={onClose}
      onConfirm={() => void confirm()}
      focusId={fieldId('current')}
    >
      <PasswordField
        id={fieldId('current')}
        label={copy.currentPassword}
        value={current}
        autoComplete="current-password"
        error={errors.of('current')}
        onValue={(value) => change('current', value)}
      />
      <PasswordField
        id={fieldId('next')}
        label={copy.newPassword}
        value={next}
        autoComplete="new-password"
        hint={copy.passwordRule}
        error={errors.of('next')}
        onValue={(value) => change('next', value)}
      />
      <PasswordField
        id={fieldId('again')}
        label={copy.confirmPassword}
        value={again}
        autoComplete="new-password"
        error={errors.of('again')}
        onValue={(value) => change('again', value)}
      />
    </FormModal>
  );
}
