import { useId, useState } from 'react';
import { copy } from '../../copy';
import { useProfileSettings } from '../../hooks/useProfileSettings';
import { useSubmitOnce } from '../../hooks/useSubmitOnce';
import { errorMessage } from '../../lib/errorMessage';
import { NotAnImageError } from '../../lib/imageFile';
import { ImagePicker } from '../../components/postForm/ImagePicker';
import { imageMessages } from '../../components/postForm/postForm';
import { FormModal } from './FormModal';

/** A new picture, checked like a post's, cropped to its centre square (<= 512 px). */
export function AvatarModal({ current, onClose }: { current: string; onClose: () => void }) {
  const { changeAvatar } = useProfileSettings();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, run] = useSubmitOnce();
  const id = useId();

  const confirm = () =>
    run(async () => {
      setFailure(null);
      if (!file) {
        setError(copy.errNeedImage);
        return;
      }
      if (error) return;
      try {
        await changeAvatar(file);
        onClose();
      } catch (e) {
        if (e instanceof NotAnImageError) setError(copy.errNotImage);
        else setFailure(errorMessage(e));
      }
    });

  return (
    <FormModal
      title={copy.avatarModal}
      busy={busy}
      error={failure}
      onCancel={onClose}
      onConfirm={() => void confirm()}
      focusId={id}
    >
      <ImagePicker
        id={id}
        label={copy.avatarRow}
        file={file}
        currentUrl={current}
        error={error ?? undefined}
        round
        onPick={(picked, problem) => {
          setFile(picked);
          setError(problem ? imageMessages[problem] : null);
        }}
      />
    </FormModal>
  );
}
