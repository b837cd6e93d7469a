import {
  collection,
  doc,
  documentId,
  limit,
  query,
  setDoc,
  where,
  type DocumentData,
  type Firestore,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import type { ErrorListener, Listener, Profile, Unsubscribe } from '../types';
import { watchQuery } from './live';

/** Firestore answers `documentId() in [...]` for at most 30 ids. */
const batchSize = 30;

function toProfile(snapshot: QueryDocumentSnapshot<DocumentData>): Profile {
  const data = snapshot.data();
  return {
    uid: snapshot.id,
    displayName: typeof data.displayName === 'string' ? data.displayName : '',
    photoURL: typeof data.photoURL === 'string' ? data.photoURL : '',
  };
}

export function saveProfile(db: Firestore, { uid, displayName, photoURL }: Profile): Promise<void> {
  return setDoc(doc(db, 'users', uid), { uid, displayName, photoURL }, { merge: true });
}

/**
 * Live profiles of exactly the given members: one listener per 30 ids, answers merged. Calls back once
 * every batch has answered, then on every change.
 */
export function watchProfiles(
  db: Firestore,
  uids: readonly string[],
  callback: Listener<Map<string, Profile>>,
  onError: ErrorListener | undefined,
): Unsubscribe {
  const unique = [...new Set(uids)].filter((uid) => uid !== '');
  if (unique.length === 0) {
    callback(new Map(), { stale: false });
    return () => {};
  }
  const batches: string[][] = [];
  for (let start = 0; start < unique.length; start += batchSize) {
    batches.push(unique.slice(start, start + batchSize));
  }
  const answers: (Profile[] | undefined)[] = batches.map(() => undefined);
  const stale = batches.map(() => false);
  const stops = batches.map((ids, index) =>
    watchQuery(
      query(collection(db, 'users'), where(documentId(), 'in', ids), limit(batchSize)),
      (snapshot) => {
        answers[index] = snapshot.docs.map(toProfile);
        stale[index] = snapshot.metadata.fromCache;
        if (answers.every((answer) => answer !== undefined)) {
          callback(
            new Map(
              answers.flatMap((answer) => answer ?? []).map((profile) => [profile.uid, profile]),
            ),
            { stale: stale.some(Boolean) },
          );
        }
      },
      onError,
    ),
  );
  return () => stops.forEach((stop) => stop());
}
