import { onIdTokenChanged, type Auth, type User } from 'firebase/auth';

/**
 * Whether the signed-in member's ID token carries the `moderator` claim (set by
 * scripts/adminModerator.mjs), read again whenever the token changes: a sign-in, or a refresh. A
 * member given the claim learns it with their next token (after signing out and in, at the latest
 * within the hour). `changed` is called when the answer changes.
 */
export function followModeratorClaim(auth: Auth, changed: () => void): (user: User) => boolean {
  let known: { uid: string; moderator: boolean } | null = null;
  onIdTokenChanged(auth, (user) => {
    if (!user) return;
    user.getIdTokenResult().then(
      ({ claims }) => {
        const moderator = claims.moderator === true;
        if (known?.uid === user.uid && known.moderator === moderator) return;
        known = { uid: user.uid, moderator };
        changed();
      },
      // Without a token now, the next one answers.
      () => {},
    );
  });
  return (user) => known?.uid === user.uid && known.moderator;
}
