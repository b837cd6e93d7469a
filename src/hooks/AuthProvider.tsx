import { createContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { AuthUser } from '../backend/types';
import { useBackend } from './BackendProvider';

export interface AuthState {
  /** False until the backend has said whether someone is signed in (a session may be restoring). */
  ready: boolean;
  user: AuthUser | null;
}

export interface Auth extends AuthState {
  signIn(email: string, password: string): Promise<void>;
  register(email: string, password: string, displayName: string): Promise<void>;
  signOut(): Promise<void>;
}

export const AuthContext = createContext<Auth | null>(null);

/** One auth subscription for the whole app; read it with useAuth(). */
export function AuthProvider({ children }: { children: ReactNode }) {
  const backend = useBackend();
  const [state, setState] = useState<AuthState>({ ready: false, user: null });

  useEffect(() => backend.onAuthStateChanged((user) => setState({ ready: true, user })), [backend]);

  const actions = useMemo(() => {
    // The result of a call is stored at once, in the same render as whatever the caller does next,
    // instead of waiting for the listener: guards then never see a stale state in between.
    const settle = (user: AuthUser | null) => setState({ ready: true, user });
    return {
      signIn: async (email: string, password: string) =>
        settle(await backend.signIn(email, password)),
      register: async (email: string, password: string, displayName: string) =>
        settle(await backend.register(email, password, displayName)),
      signOut: async () => {
        await backend.signOut();
        settle(null);
      },
    };
  }, [backend]);

  const value = useMemo(() => ({ ...state, ...actions }), [state, actions]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
