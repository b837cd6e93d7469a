// Types only: comments.ts, in the Firestore chunk, reads the claim too, and a visitor's feed loads
// no Auth.
import type { Auth, User } from 'firebase/auth';

export interface ModeratorClaim {
  /** Whether `user`'s ID token, as last read, carries the claim (false until it is read). */
  isModerator(user: User): boolean;
  /** Resolves once `user`'s claim has been read, or could not be (offline on an expired token). */
  known(user: User): Promise<void>;
}

/**
 * Whether `user`'s ID token carries the `moderator` claim (set by scripts/adminModerator.mjs): the one
 * reader of it. Rejects without a token to read (offline on an expired one).
 */
export function moderatorOf(user: User): Promise<boolean> {
  return Promise.resolve()
    .then(() => user.getIdTokenResult())
    .then(({ claims }) => claims.moderator === true);
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
    return moderatorOf(user).then(
      (moderator) => {
        if (known?.uid === user.uid && known.moderator === moderator) return;
        known = { uid: user.uid, moderator };
        changed();
      },
      // Without a token now, the next one answers.
      () => {},
    );
  }
  auth.onIdTokenChanged((user) => {
    if (user) void read(user);
  });
  return {
    isModerator: (user) => known?.uid === user.uid && known.moderator,
    known: (user) => (known?.uid === user.uid ? Promise.resolve() : read(user)),
  };
}
