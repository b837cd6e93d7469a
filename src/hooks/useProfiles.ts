import type { Profile } from '../backend/types';
import { useBackend } from './BackendProvider';
import type { Read } from './read/useRead';
import { idsKey, useSharedRead } from './read/useSharedRead';

const none = new Map<string, Profile>();

/**
 * Live profiles of the given members: one `watchProfiles` for the distinct uids, shared by every
 * component that asks for the same set, and opened again only when that set changes (not when the
 * array or its order does). Profiles already read stay until the new answer, so names do not flicker
 * as more authors scroll into view.
 */
export function useProfiles(uids: readonly string[]): Read<Map<string, Profile>> {
  const backend = useBackend();
  const key = idsKey(uids);
  const read = useSharedRead<Map<string, Profile>>(
    key ? `profiles:${key}` : null,
    (onValue, onError) => backend.watchProfiles(key.split('\n'), onValue, onError),
    { keepData: true },
  );
  return key ? read : { status: 'ready', data: none, stale: false, retry: read.retry };
}
