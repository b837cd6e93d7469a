import { getDoc, onSnapshot, type DocumentReference } from 'firebase/firestore';
import { firebaseCode } from './firebaseErrors';

/**
 * Resolves once the SDK says the server cannot be reached, now or later while `sent` waits. Now: the
 * post read after the commit (so answered after the SDK has queued it) comes from the cache, or is
 * not there offline. Later: the post's snapshot, once from the server, comes from the cache again
 * (the post page follows the post, so this listener shares its target and costs no read). A comment
 * sent online whose answer is slow, and then the connection goes, is released too: it waits in the
 * SDK's queue, shown pending, and the box is free for the next one.
 */
export function unreachable(postRef: DocumentReference, sent: Promise<void>): Promise<true> {
  return new Promise((resolve) => {
    let heard = false;
    const stop = onSnapshot(
      postRef,
      { includeMetadataChanges: true },
      (snapshot) => {
        if (!snapshot.metadata.fromCache) heard = true;
        else if (heard) resolve(true);
      },
      // A refused listener says nothing of the connection: the commit's answer decides.
      () => {},
    );
    getDoc(postRef).then(
      (answer) => answer.metadata.fromCache && resolve(true),
      (error: unknown) => firebaseCode(error) === 'unavailable' && resolve(true),
    );
    sent.then(stop, stop);
  });
}
