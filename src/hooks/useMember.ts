import type { AuthUser } from '../backend/types';
import { useBackend } from './BackendProvider';
import { useMutation } from './write/useMutation';
import { useAuth } from './useAuth';

// The avatar, a picture, is changed with useChangeAvatar (usePictureWrites.ts); the password with
// useAuthActions.

/**
 * The signed-in member, for what renders under RequireMember: it shows its children only once there is
 * one, and replaces them the moment there is none, so here the member is never missing.
 */
export function useMember(): AuthUser {
  const { user } = useAuth();
  if (!user) throw new Error('useMember is for pages under <RequireMember>');
  return user;
}

/**
 * The member's new name, trimmed. The auth state announces it, so useAuth() and the profiles on screen
 * follow without a reload.
 */
export function useRename() {
  const backend = useBackend();
  return useMutation((displayName: string) => backend.updateDisplayName(displayName.trim()));
}
