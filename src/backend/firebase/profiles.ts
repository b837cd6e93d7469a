import {
  collection,
  doc,
  documentId,
  getDoc,
  limit,
  query,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
  type QueryDocumentSnapshot,
  type WriteBatch,
} from 'firebase/firestore';
import { nameKey } from '../../lib/names';
import { nameProblem } from '../../lib/storedNames';
import { BackendError } from '../errors';
import type { ProfilesApi } from '../core/profilesApi';
import type { ErrorListener, Listener, Profile, Unsubscribe } from '../types';
import { listLimits } from '../../lib/limits';
import type { FirebaseContext } from './context';
import { firebaseCode } from './firebaseErrors';
import { watch } from './live';
import { sentWrites } from './writePolicy';

/** Firestore answers `documentId() in [...]` for at most 30 ids, as many as the rules let a query list. */
const batchSize = listLimits.profiles;

function toProfile(snapshot: QueryDocumentSnapshot<DocumentData>): Profile {
  const data = snapshot.data();
  return {
    uid: snapshot.id,
    displayName: typeof data.displayName === 'string' ? data.displayName : '',
    photoURL: typeof data.photoURL === 'string' ? data.photoURL : '',
  };
}

const claim = (db: Firestore, name: string) => doc(db, 'names', nameKey(name));

/** Whether a member other than `uid` (anyone, without one) holds the claim of `name`. */
async function nameTaken(db: Firestore, name: string, uid?: string): Promise<boolean> {
  const holder = (await getDoc(claim(db, name))).get('uid') as unknown;
  return holder !== undefined && holder !== uid;
}

/**
 * Adds to `batch` the profile `users/{uid}` as firestore.rules take it: with the claim of its name
 * (written again when the member already holds it, which changes nothing) and without the claim of
 * `previous`, the name it had, when the key changes.
 */
export function addProfile(batch: WriteBatch, db: Firestore, profile: Profile, previous: string) {
  const { uid, displayName, photoURL } = profile;
  batch.set(doc(db, 'users', uid), { uid, displayName, photoURL }, { merge: true });
  // A name stored before names were checked may not be a claim's id: it has no claim to take or give
  // up (and the rules refuse to write it again).
  if (!nameProblem(displayName)) batch.set(claim(db, displayName), { uid });
  if (previous && !nameProblem(previous) && nameKey(previous) !== nameKey(displayName)) {
    batch.delete(claim(db, previous));
  }
}

/**
 * Runs `commit`, a write that gives `uid` the claim of `name`; a refusal while another member holds
 * that claim is 'name-taken'.
 */
export async function commitNamed(
  db: Firestore,
  uid: string,
  name: string,
  commit: () => Promise<void>,
): Promise<void> {
  try {
    await commit();
  } catch (error) {
    if (firebaseCode(error) !== 'permission-denied' || !name) throw error;
    if (await nameTaken(db, name, uid).catch(() => false)) {
      throw new BackendError('name-taken', { cause: error });
    }
    throw error;
  }
}

/**
 * Writes `users/{uid}` and its name's claim in one batch, giving up the claim of `previous`, the name
 * the profile held.
 */
async function saveProfile(db: Firestore, profile: Profile, previous: string): Promise<void> {
  const batch = writeBatch(db);
  addProfile(batch, db, profile, previous);
  await commitNamed(db, profile.uid, profile.displayName, () => batch.commit());
}

/**
 * Live profiles of exactly the given members: one listener per 30 ids, answers merged. Calls back once
 * every batch has answered, then on every change.
 */
function watchProfiles(
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
    watch(
      query(collection(db, 'users'), where(documentId(), 'in', ids), limit(batchSize)),
      (snapshot, freshness) => {
        answers[index] = snapshot.docs.map(toProfile);
        stale[index] = freshness.stale;
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

export function createProfilesApi({ db }: Pick<FirebaseContext, 'db'>): ProfilesApi {
  return {
    watchProfiles: (uids, callback, onError) => watchProfiles(db, uids, callback, onError),
  };
}

/** The profile writes the auth concern makes (auth.ts, AuthDependencies), with Firestore. */
export interface ProfileWrites {
  saveProfile(profile: Profile, previous: string): Promise<void>;
  /** Whether any member holds the claim of `name` (a stored name). */
  nameTaken(name: string): Promise<boolean>;
}

export function createProfileWrites({ db }: Pick<FirebaseContext, 'db'>): ProfileWrites {
  // Through the write policy (writePolicy.ts): refused at once while the connection is known to be
  // down, a name check too, as a write is, so the sign-up form says so.
  return sentWrites(db, {
    saveProfile: (profile: Profile, previous: string) => saveProfile(db, profile, previous),
    nameTaken: (name: string) => nameTaken(db, name),
  });
}
