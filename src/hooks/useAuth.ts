import { createContext, createElement, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import type { AuthUser, DemoAccount } from '../backend/types';
import { useBackend } from './BackendProvider';
import { useMutation } from './write/useMutation';

export interface AuthState {
  /** False until the backend has said whether someone is signed in (a session may be restoring). */
  ready: boolean;
  user: AuthUser | null;
}

interface Auth extends AuthState {
  /**
   * Stores the result of a sign-in, registration or sign-out at once, in the same render as whatever
   * the caller does next, instead of waiting for the listener: guards then never see a stale state in
   * between. `welcome`: the member has just registered (useWelcome).
   */
  settle(user: AuthUser | null, welcome?: boolean): void;
  /** The member has just registered and has not moved on from where they landed. */
  welcome: boolean;
  endWelcome(): void;
}

const AuthContext = createContext<Auth | null>(null);

/** One auth subscription for the whole app; read it with useAuth(), act on it with useAuthActions(). */
export function AuthProvider({ children }: { children: ReactNode }) {
  const backend = useBackend();
  const [state, setState] = useState<AuthState>({ ready: false, user: null });
  // Set by a registration's settle, ended by any other settle (a sign-out) or by endWelcome.
  const [welcome, setWelcome] = useState(false);

  useEffect(() => backend.onAuthStateChanged((user) => setState({ ready: true, user })), [backend]);

  const value = useMemo(
    () => ({
      ...state,
      welcome,
      settle: (user: AuthUser | null, welcomed = false) => {
        setState({ ready: true, user });
        setWelcome(welcomed);
      },
      endWelcome: () => setWelcome(false),
    }),
    [state, welcome],
  );
  // createElement: a .ts file, as every resource hook file is.
  return createElement(AuthContext.Provider, { value }, children);
}

function useAuthContext(): Auth {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth must be used inside <AuthProvider>');
  return auth;
}

/** The signed-in member: `ready` false while unknown, then `user` (null for a visitor). */
export function useAuth(): AuthState {
  const { ready, user } = useAuthContext();
  return { ready, user };
}

/** A welcome for a member who has just registered, until `end` (they moved on from where they landed). */
export function useWelcome(): { user: AuthUser | null; shown: boolean; end: () => void } {
  const { user, welcome, endWelcome } = useAuthContext();
  return { user, shown: welcome, end: endWelcome };
}

/**
 * The signed-in member's uid, or undefined: for what also renders without the app's AuthProvider (a
 * post list on its own), which then reads as a visitor's.
 */
export function useSignedInUid(): string | undefined {
  return useContext(AuthContext)?.user?.uid;
}

/**
 * Signing in, registering, signing out, changing the password and resetting a forgotten one, each a
 * write of its own. A sign-in
 * or registration that succeeds changes the auth state (useAuth), and the guards take it from there.
 */
export function useAuthActions() {
  const { settle } = useAuthContext();
  const backend = useBackend();
  const signIn = useMutation(async (email: string, password: string) =>
    settle(await backend.signIn(email, password)),
  );
  const register = useMutation(async (email: string, password: string, displayName: string) =>
    settle(await backend.register(email, password, displayName), true),
  );
  const signOut = useMutation(async () => {
    await backend.signOut();
    settle(null);
  });
  const changePassword = useMutation((current: string, next: string) =>
    backend.changePassword(current, next),
  );
  const sendPasswordReset = useMutation((email: string) => backend.sendPasswordReset(email));
  const resetPassword = useMutation((code: string, newPassword: string) =>
    backend.resetPassword(code, newPassword),
  );
  return { signIn, register, signOut, changePassword, sendPasswordReset, resetPassword };
}

/** The sign-in the sign-in form starts filled with, where a demo account exists (else null). */
export function useDemoAccount(): DemoAccount | null {
  return useBackend().demoAccount;
}
