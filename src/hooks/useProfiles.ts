import { useCallback, useMemo } from 'react';
import type { Profile } from '../backend/types';
import { useBackend } from './machinery/BackendProvider';
import { useRead, type Read, type Subscribe } from './machinery/useRead';

const none = new Map<string, Profile>();

/**
 * Live profiles of the given members: one `watchProfiles` for the distinct uids, opened again only when
 * that set changes (not when the array or its order does). Profiles already read stay until the new
 * answer, so names do not flicker as more authors scroll into view.
 */
export function useProfiles(uids: readonly string[]): Read<Map<string, Profile>> {
  const backend = useBackend();
  const key = [...new Set(uids)].sort().join('\n');
  const distinct = useMemo(() => (key ? key.split('\n') : []), [key]);
  const subscribe = useCallback<Subscribe<Map<string, Profile>>>(
    (onValue, onError) => backend.watchProfiles(distinct, onValue, onError),
    [backend, distinct],
  );
  const read = useRead(distinct.length > 0 ? subscribe : null, { keepData: true });
  return distinct.length > 0
    ? read
    : { status: 'ready', data: none, stale: false, retry: read.retry };
}
