import { useId, useState, type ChangeEvent } from 'react';
import { Form } from 'semantic-ui-react';
import { CharCount } from '../../components/CharCount';
import { copy } from '../../copy';
import { useProfileSettings } from '../../hooks/useProfileSettings';
import { useSubmitOnce } from '../../hooks/useSubmitOnce';
import { errorMessage } from '../../lib/errorMessage';
import { limitMessage, tooLongMessage } from '../../lib/limitMessage';
import { FormModal } from './FormModal';

export function NameModal({ current, onClose }: { current: string; onClose: () => void }) {
  const { rename } = useProfileSettings();
  const [name, setName] = useState(current);
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, run] = useSubmitOnce();
  const id = useId();

  const confirm = () =>
    run(async () => {
      setFailure(null);
      const refused = limitMessage('displayName', name);
      if (refused) {
        setError(refused);
        return;
      }
      try {
        await rename(name);
        onClose();
      } catch (e) {
        setFailure(errorMessage(e));
      }
    });

  return (
    <FormModal
      title={copy.nameModal}
      busy={busy}
      error={failure}
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
