import {
  doc,
  getDoc,
  serverTimestamp,
  writeBatch,
  type DocumentData,
  type Firestore,
  type DocumentSnapshot,
  type Timestamp,
  type WriteBatch,
} from 'firebase/firestore';
import { nameKey } from '../../lib/names';
import { hasClaimKey } from '../../lib/storedNames';
import { BackendError } from '../errors';
import type { ProfilesApi } from '../core/profilesApi';
import type { ErrorListener, Listener, Profile, Unsubscribe } from '../types';
import type { FirebaseContext } from './context';
import { firebaseCode } from './firebaseErrors';
import { watch } from './live';
import { watchEach } from '../../lib/watchEach';
import { sentWrites } from './writePolicy';

function toProfile(snapshot: DocumentSnapshot<DocumentData>): Profile {
  const data = snapshot.data() ?? {};
  return {
    uid: snapshot.id,
    displayName: typeof data.displayName === 'string' ? data.displayName : '',
    photoURL: typeof data.photoURL === 'string' ? data.photoURL : '',
    ...('joinedAt' in data && { joinedAt: (data.joinedAt as Timestamp).toMillis() }),
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
export function addProfile(
  batch: WriteBatch,
  db: Firestore,
  profile: Profile,
  previous: string,
  joined = false,
) {
  const { uid, displayName, photoURL } = profile;
  // Registration stamps when the member joined (memberSince); later writes leave it (merge).
  const fields = { uid, displayName, photoURL, ...(joined && { joinedAt: serverTimestamp() }) };
  batch.set(doc(db, 'users', uid), fields, { merge: true });
  // A name stored before names were checked may not be a claim's id: it has no claim to take or give
  // up (and the rules refuse to write it again). One from before the allow-list has one, which a
  // rename gives up.
  if (hasClaimKey(displayName)) batch.set(claim(db, displayName), { uid });
  if (hasClaimKey(previous) && nameKey(previous) !== nameKey(displayName)) {
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
async function saveProfile(
  db: Firestore,
  profile: Profile,
  previous: string,
  joined?: boolean,
): Promise<void> {
  const batch = writeBatch(db);
  addProfile(batch, db, profile, previous, joined);
  await commitNamed(db, profile.uid, profile.displayName, () => batch.commit());
}

/**
 * Live profiles of exactly the given members, each read by its id: firestore.rules let no one list
 * the profiles, so there is no member directory to page through. One listener per member (the SDK
 * carries them all on one stream, and bills one read each, as a query would); calls back once every
 * one has answered, then on every change. An unknown uid is left out.
 */
function watchProfiles(
  db: Firestore,
  uids: readonly string[],
  callback: Listener<Map<string, Profile>>,
  onError: ErrorListener | undefined,
): Unsubscribe {
  return watchEach<Profile | null>(
    uids.filter((uid) => uid !== ''),
    (uid, next, failed) =>
      watch(
        doc(db, 'users', uid),
        (snapshot, freshness) => next(snapshot.exists() ? toProfile(snapshot) : null, freshness),
        failed,
      ),
    (answers, freshness) => {
      const profiles = [...answers.values()].filter((profile) => profile !== null);
      callback(new Map(profiles.map((profile) => [profile.uid, profile])), freshness);
    },
    (error) => onError?.(error),
  );
}

export function createProfilesApi({ db }: Pick<FirebaseContext, 'db'>): ProfilesApi {
  return {
    watchProfiles: (uids, callback, onError) => watchProfiles(db, uids, callback, onError),
  };
}

/** The profile writes the auth concern makes (auth.ts, AuthDependencies), with Firestore. */
export interface ProfileWrites {
  /** `joined`: the member registers now (users/{uid}.joinedAt). */
  saveProfile(profile: Profile, previous: string, joined?: boolean): Promise<void>;
  /** Whether any member holds the claim of `name` (a stored name). */
  nameTaken(name: string): Promise<boolean>;
}

export function createProfileWrites({ db }: Pick<FirebaseContext, 'db'>): ProfileWrites {
  // Through the write policy (writePolicy.ts): refused at once while the connection is known to be
  // down, a name check too, as a write is, so the sign-up form says so.
  return sentWrites(db, {
    saveProfile: (profile: Profile, previous: string, joined?: boolean) =>
      saveProfile(db, profile, previous, joined),
    nameTaken: (name: string) => nameTaken(db, name),
  });
}
