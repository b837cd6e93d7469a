import type { AuthUser } from '../backend/types';
import { useAuth } from './useAuth';

/**
 * The signed-in member, for what renders under RequireMember: it shows its children only once there is
 * one, and replaces them the moment there is none, so here the member is never missing.
 */
export function useMember(): AuthUser {
  const { user } = useAuth();
  if (!user) throw new Error('useMember is for pages under <RequireMember>');
  return user;
}
