import type { Profile } from '../backend/types';
import { copy } from '../copy';

/**
 * Who wrote something, as the reader should see them: the current profile when it has been read, the
 * snapshot stored with the post or comment until then, 使用者 when neither has a name. One rule for
 * the cards, the post and its comments.
 */
export function shownAuthor(
  snapshot: { displayName: string; photoURL: string },
  profile: Profile | undefined,
): { name: string; photo: string } {
  return {
    name: profile?.displayName || snapshot.displayName || copy.defaultAuthor,
    photo: profile ? profile.photoURL : snapshot.photoURL,
  };
}
