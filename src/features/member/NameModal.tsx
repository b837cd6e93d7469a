import { useId, useState, type ChangeEvent } from 'react';
import { Form } from 'semantic-ui-react';
import { CharCount } from '../../components/CharCount';
import { copy } from '../../copy';
import { useProfileSettings } from '../../hooks/useProfileSettings';
import { errorMessage } from '../../lib/errorMessage';
import { limitMessage, tooLongMessage } from '../../lib/limitMessage';
import { FormModal } from './FormModal';

export function NameModal({ current, onClose }: { current: string; onClose: () => void }) {
  const { rename } = useProfileSettings();
  const [name, setName] = useState(current);
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  async function confirm() {
    const refused = limitMessage('displayName', name);
    if (refused) setError(refused);
    else if ((await rename.run(name)).ok) onClose();
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
      <Form.Field
        id={id}
        control="input"
        label={copy.nameRow}
        value={name}
        autoComplete="nickname"
        error={error ?? tooLongMessage('displayName', name)}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          setName(event.target.value);
          setError(null);
        }}
      />
      <CharCount kind="displayName" text={name} />
    </FormModal>
  );
}
