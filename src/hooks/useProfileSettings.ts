import { useMemo } from 'react';
import { shrinkAvatar } from '../lib/imageFile';
import { useBackend } from './BackendProvider';

/**
 * The member's profile changes. The auth state announces the new name and picture, so useAuth() and
 * the profiles on screen follow without a reload. Avatar: NotAnImageError when it cannot be decoded.
 */
export function useProfileSettings() {
  const backend = useBackend();
  return useMemo(
    () => ({
      rename: (displayName: string) => backend.updateDisplayName(displayName.trim()),
      changeAvatar: async (image: Blob) => {
        await backend.updateAvatar(await shrinkAvatar(image));
      },
      changePassword: (current: string, next: string) => backend.changePassword(current, next),
    }),
    [backend],
  );
}
