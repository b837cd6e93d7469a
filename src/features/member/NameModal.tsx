import { useId, useState } from 'react';
import { CharCount } from '../../components/CharCount';
import { TextField } from '../../components/form/TextField';
import { copy } from '../../copy';
import { useRename } from '../../hooks/useMember';
import { errorMessage } from '../../lib/errorMessage';
import { limitMessage, tooLongMessage } from '../../lib/limitMessage';
import { FormModal } from '../../components/FormModal';

interface NameModalProps {
  current: string;
  onClose: () => void;
  /** After the new name is saved (the modal is closed then too). */
  onSaved: () => void;
}

export function NameModal({ current, onClose, onSaved }: NameModalProps) {
  const rename = useRename();
  const [name, setName] = useState(current);
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  async function confirm() {
    const refused = limitMessage('displayName', name, current);
    if (refused) setError(refused);
    else if ((await rename.run(name)).ok) {
      onClose();
      onSaved();
    }
  }

  return (
    <FormModal
      title={copy.nameModal}
      busy={rename.pending}
      error={rename.error && errorMessage(rename.error)}
      onCancel={onClose}
      onConfirm={() => void confirm()}
      focusId={id}
    >
      <TextField
        id={id}
        label={copy.nameRow}
        value={name}
        autoComplete="nickname"
        error={error ?? tooLongMessage('displayName', name)}
        onValue={(value) => {
          setName(value);
          // A refusal (taken, too fast, failed) was about the name as it was.
          setError(null);
          rename.clearError();
        }}
      />
      <CharCount kind="displayName" text={name} />
    </FormModal>
  );
}
