import { shrinkAvatar } from '../lib/imageFile';
import { useBackend } from './BackendProvider';
import { useMutation } from './useMutation';

/**
 * The member's profile changes. The auth state announces the new name and picture, so useAuth() and
 * the profiles on screen follow without a reload. An avatar the browser cannot decode fails with
 * 'not-image'.
 */
export function useProfileSettings() {
  const backend = useBackend();
  const rename = useMutation((displayName: string) =>
    backend.updateDisplayName(displayName.trim()),
  );
  const changeAvatar = useMutation(async (image: Blob) =>
    backend.updateAvatar(await shrinkAvatar(image)),
  );
  const changePassword = useMutation((current: string, next: string) =>
    backend.changePassword(current, next),
  );
  return { rename, changeAvatar, changePassword };
}
