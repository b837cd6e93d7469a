import { onIdTokenChanged, type Auth, type User } from 'firebase/auth';

export interface ModeratorClaim {
  /** Whether `user`'s ID token, as last read, carries the claim (false until it is read). */
  isModerator(user: User): boolean;
  /** Resolves once `user`'s claim has been read, or could not be (offline on an expired token). */
  known(user: User): Promise<void>;
}

/**
 * Whether the signed-in member's ID token carries the `moderator` claim (set by
 * scripts/adminModerator.mjs), read again whenever the token changes: a sign-in, or a refresh. A
 * member given the claim learns it with their next token (after signing out and in, at the latest
 * within the hour). `changed` is called when the answer changes.
 */
export function followModeratorClaim(auth: Auth, changed: () => void): ModeratorClaim {
  let known: { uid: string; moderator: boolean } | null = null;
  function read(user: User): Promise<void> {
    return user.getIdTokenResult().then(
      ({ claims }) => {
        const moderator = claims.moderator === true;
        if (known?.uid === user.uid && known.moderator === moderator) return;
        known = { uid: user.uid, moderator };
        changed();
      },
      // Without a token now, the next one answers.
      () => {},
    );
  }
  onIdTokenChanged(auth, (user) => {
    if (user) void read(user);
  });
  return {
    isModerator: (user) => known?.uid === user.uid && known.moderator,
    known: (user) => (known?.uid === user.uid ? Promise.resolve() : read(user)),
  };
}
