import { useMemo } from 'react';
import { useBackend } from './BackendProvider';
import type { Read } from './read/useRead';
import { useSharedRead } from './read/useSharedRead';
import { useSignedInUid } from './useAuth';

const none: ReadonlySet<string> = new Set();

/**
 * The members the signed-in member has blocked, newest first, live; read once for every list on
 * screen. A visitor blocks no one: nothing is read.
 */
export function useBlockedMembers(): Read<string[]> {
  const backend = useBackend();
  const uid = useSignedInUid();
  return useSharedRead(uid ? `blocked:${uid}` : null, (onValue, onError) =>
    backend.watchBlocked(uid ?? '', onValue, onError),
  );
}

/**
 * The blocked members as a set, for the lists that drop their posts and comments: empty for a visitor,
 * and until (or unless) the member's list is read.
 */
export function useBlocked(): ReadonlySet<string> {
  const { data } = useBlockedMembers();
  return useMemo(() => (data ? new Set(data) : none), [data]);
}
