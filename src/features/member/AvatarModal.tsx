import { useId, useState } from 'react';
import { copy } from '../../copy';
import { useChangeAvatar } from '../../hooks/usePictureWrites';
import { errorMessage } from '../../lib/errorMessage';
import { ImagePicker } from '../postForm/ImagePicker';
import { imageMessages } from '../postForm/postForm';
import { FormModal } from '../../components/FormModal';

/** A new picture, checked like a post's, cropped to its centre square (<= 512 px). */
export function AvatarModal({
  current,
  onClose,
  onSaved,
}: {
  current: string;
  onClose: () => void;
  /** After the new picture is saved (the modal is closed then too). */
  onSaved: () => void;
}) {
  const changeAvatar = useChangeAvatar();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  // A picture that could not be decoded is the field's problem; any other failure is the form's.
  const failure = changeAvatar.error;
  const fieldError = error ?? (failure === 'not-image' ? errorMessage(failure) : null);

  async function confirm() {
    if (!file) setError(copy.errNeedImage);
    else if (!fieldError && (await changeAvatar.run(file)).ok) {
      onClose();
      onSaved();
    }
  }

  return (
    <FormModal
      title={copy.avatarModal}
      busy={changeAvatar.pending}
      error={failure && failure !== 'not-image' ? errorMessage(failure) : null}
      onCancel={onClose}
      onConfirm={() => void confirm()}
      focusId={id}
    >
      <ImagePicker
        id={id}
        label={copy.avatarRow}
        file={file}
        currentUrl={current}
        error={fieldError ?? undefined}
        round
        onPick={(picked, problem) => {
          changeAvatar.clearError();
          setFile(picked);
          setError(problem ? imageMessages[problem] : null);
        }}
      />
    </FormModal>
  );
}
