import { useContext } from 'react';
import { AuthContext, type Auth } from './AuthProvider';

/** The signed-in member (`ready` false while unknown) and the auth actions. */
export function useAuth(): Auth {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth must be used inside <AuthProvider>');
  return auth;
}
