import type { ErrorListener, Listener, Profile, Unsubscribe } from '../types';

/** Members' public profiles: what each adapter's profiles.ts provides (createProfilesApi). */
export interface ProfilesApi {
  /**
   * Live profiles of the given members (any count), each read by its id: profiles cannot be listed.
   * Unknown uids are left out.
   */
  watchProfiles(
    uids: readonly string[],
    callback: Listener<Map<string, Profile>>,
    onError?: ErrorListener,
  ): Unsubscribe;
}
