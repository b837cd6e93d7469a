import { useEffect, useMemo, useState } from 'react';
import type { Profile } from '../backend/types';
import { useBackend } from './BackendProvider';

const none = new Map<string, Profile>();

/**
 * Live profiles of the given members: one `watchProfiles` for the distinct uids, opened again only when
 * that set changes (not when the array or its order does). Profiles already read stay until the new
 * answer, so names do not flicker as more authors scroll into view.
 */
export function useProfiles(uids: readonly string[]): Map<string, Profile> {
  const backend = useBackend();
  const key = [...new Set(uids)].sort().join('\n');
  const [profiles, setProfiles] = useState(none);
  const distinct = useMemo(() => (key ? key.split('\n') : []), [key]);

  useEffect(() => {
    if (distinct.length === 0) return;
    let active = true;
    const unsubscribe = backend.watchProfiles(distinct, (next) => {
      if (active) setProfiles(next);
    });
    return () => {
      active = false;
      unsubscribe();
    };
  }, [backend, distinct]);

  return profiles;
}
