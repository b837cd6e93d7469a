/**
 * The writes as src/backend/firebase makes them (serverTimestamp, increment, the like record beside its
 * count, the `lastCommentId` that ties a comment to its count, the throttle stamps), so an allow here is
 * an allow for the app; their options bend one into an attack.
 */
import {
  Timestamp,
  deleteDoc,
  doc,
  getDoc,
  increment,
  serverTimestamp,
  setDoc,
  writeBatch,
  type DocumentData,
  type DocumentReference,
  type Firestore,
  type WriteBatch,
} from 'firebase/firestore';
import {
  claim,
  comment,
  commentId,
  idOf,
  like,
  newReservation,
  post,
  postId,
  postThrottle,
  reservation,
  throttle,
  tombstone,
} from './fixtures';
import { env, firestoreOf, uids, visitor } from './setup';

/** The stamp commitPaced adds to a batch: the server's time, naming the post it lets through. */
/**
 * A new post's stamp on the member's post budget, as commitPaced makes it: a new window at the
 * server's time (`more` false), or one more post counted in the open one; naming the post.
 */
export const postStamp = (id: string, more = false) =>
  more
    ? { postCount: increment(1), postId: id }
    : { postAt: serverTimestamp(), postCount: 1, postId: id };
/**
 * A comment's and a like's stamps on the post's own budgets (stampOn), as stampBudget makes them: a
 * new window at the server's time (`more` false), or one more write counted in the open one.
 */
export const commentStamp = (more = false) =>
  more ? { commentCount: increment(1) } : { commentAt: serverTimestamp(), commentCount: 1 };
export const likeStamp = (more = false) =>
  more ? { likeCount: increment(1) } : { likeAt: serverTimestamp(), likeCount: 1 };
/** An edit's stamp names the post, or `postId/commentId`. */
export const editStamp = (on: string) => ({ editAt: serverTimestamp(), editOn: on });

/**
 * Puts each of the caller's last paced writes a minute back (their comment on and like of `onPost`
 * too): a member writing at a normal pace.
 */
export async function paced(db: Firestore, onPost = postId) {
  const uid = uids.get(db);
  if (!uid) return;
  const aMinuteAgo = Timestamp.fromMillis(Date.now() - 60_000);
  await env.withSecurityRulesDisabled(async (context) => {
    const owner = firestoreOf(context);
    await setDoc(throttle(owner, uid), { postAt: aMinuteAgo, editAt: aMinuteAgo });
    await setDoc(postThrottle(owner, uid, onPost), {
      commentAt: aMinuteAgo,
      commentCount: 1,
      likeAt: aMinuteAgo,
      likeCount: 1,
    });
  });
}

/** Adds the caller's `stamp` to `batch`, as commitPaced does (none for a visitor). */
export function stampIn(batch: WriteBatch, db: Firestore, stamp: DocumentData) {
  const uid = uids.get(db);
  if (uid) batch.set(throttle(db, uid), stamp, { merge: true });
}

/** Adds the caller's like or comment `stamp` for post `id` to `batch` (none for a visitor). */
export function stampOn(batch: WriteBatch, db: Firestore, id: string, stamp: DocumentData) {
  const uid = uids.get(db);
  if (uid) batch.set(postThrottle(db, uid, id), stamp, { merge: true });
}

/**
 * The batch of an edit (updatePost, editComment): `changes` to `target` and the caller's edit stamp
 * naming `on`. Unless `pace` is false, the caller's last edit was a minute ago; `stamp: false` leaves
 * the stamp out.
 */
export async function editBatch(
  db: Firestore,
  target: DocumentReference,
  on: string,
  changes: DocumentData,
  { pace = true, stamp = true }: { pace?: boolean; stamp?: boolean } = {},
) {
  if (pace) await paced(db);
  const batch = writeBatch(db);
  batch.update(target, changes);
  if (stamp) stampIn(batch, db, editStamp(on));
  return batch.commit();
}

/** The batch updatePost commits for the post of the fixtures (or `id`). */
export const editPost = (
  db: Firestore,
  changes: DocumentData,
  { id = postId, ...options }: { id?: string; pace?: boolean; stamp?: boolean } = {},
) => editBatch(db, doc(db, 'posts', id), id, changes, options);

/**
 * The writes saveProfile adds to a batch: the profile, its name's claim, and (when the key changes)
 * the old name's claim deleted. `claim: false` and `release: false` leave a claim out.
 */
export function addProfile(
  batch: WriteBatch,
  db: Firestore,
  profile: { uid: string; displayName: string; photoURL: string },
  {
    previous = profile.displayName,
    withClaim = true,
    release = true,
  }: { previous?: string; withClaim?: boolean; release?: boolean } = {},
) {
  batch.set(doc(db, 'users', profile.uid), profile, { merge: true });
  if (withClaim && profile.displayName) {
    batch.set(claim(db, profile.displayName), { uid: profile.uid });
  }
  if (release && previous && previous.toLowerCase() !== profile.displayName.toLowerCase()) {
    batch.delete(claim(db, previous));
  }
}

/** The batch saveProfile commits for `uid`, whose stored name is `previous`. */
export function saveProfile(
  db: Firestore,
  uid: string,
  displayName: string,
  options: { previous?: string; withClaim?: boolean; release?: boolean; photoURL?: string } = {},
) {
  const batch = writeBatch(db);
  const { photoURL = '', previous = uid, ...rest } = options;
  addProfile(batch, db, { uid, displayName, photoURL }, { previous, ...rest });
  return batch.commit();
}

/** The batch that reserves `id` before an upload: the reservation and the caller's post stamp. */
export async function reserve(
  db: Firestore,
  id: string,
  data = newReservation(uids.get(db) ?? ''),
) {
  await paced(db);
  const batch = writeBatch(db);
  batch.set(reservation(db, id), data);
  const uid = uids.get(db);
  if (uid) batch.set(throttle(db, uid), postStamp(id), { merge: true });
  return batch.commit();
}

/**
 * The batch publishPost commits: the post and its author's profile with the name's claim. A post
 * with pictures closes the caller's reservation of its id, made first (with a valid draft, so that
 * only the post's own batch decides); one without has the caller's throttle stamped with the same
 * time. Unless `pace` is false, the caller's last post was a minute ago; `more` counts the post in the
 * open window instead of opening one.
 */
export async function publish(
  db: Firestore,
  id: string,
  data: DocumentData,
  {
    pace = true,
    more = false,
    reserved = typeof data.imageUrl === 'string' && data.imageUrl !== '',
  } = {},
) {
  const uid = uids.get(db);
  if (reserved && uid) {
    // A fresh reservation per attempt: one left by a refused attempt would refuse the next.
    await env.withSecurityRulesDisabled((context) =>
      deleteDoc(reservation(firestoreOf(context), id)),
    );
    await reserve(db, id);
  }
  if (pace) await paced(db);
  const batch = writeBatch(db);
  batch.set(doc(db, 'posts', id), data);
  const author = data.author as { uid: string; displayName: string; photoURL: string } | undefined;
  if (uid && author?.uid === uid && typeof author.displayName === 'string') {
    addProfile(batch, db, author);
  }
  if (reserved) batch.delete(reservation(db, id));
  else if (uid) batch.set(throttle(db, uid), postStamp(id, more), { merge: true });
  return batch.commit();
}

export async function countOf(): Promise<unknown> {
  return (await getDoc(post(visitor))).get('commentsCount');
}

/**
 * The batch addComment commits: the comment, the post's count naming it, and the caller's throttle.
 * Unless `pace` is false, the caller's last comment was a minute ago.
 */
export async function commentBatch(
  db: Firestore,
  data: DocumentData,
  {
    id = idOf('c2'),
    delta = 1,
    names = id,
    pace = true,
    more = false,
  }: { id?: string; delta?: number; names?: string; pace?: boolean; more?: boolean } = {},
) {
  if (pace) await paced(db);
  const batch = writeBatch(db);
  batch.set(comment(db, id), data);
  batch.update(post(db), { commentsCount: increment(delta), lastCommentId: names });
  stampOn(batch, db, postId, commentStamp(more));
  return batch.commit();
}

export const likeCountOf = async () => (await getDoc(post(visitor))).get('likeCount') as unknown;

/**
 * The write setLike makes: the member's like record created (delta 1) or deleted (-1), the count
 * moved by `delta`, and the caller's like stamp. `record` and `counted` bend it into an attack;
 * `stamp: false` leaves the stamp out. Unless `pace` is false, the caller's last like was a minute ago.
 */
export async function likeBatch(
  db: Firestore,
  uid: string,
  {
    delta = 1,
    record = delta > 0 ? 'create' : 'delete',
    counted = delta,
    id = postId,
    pace = true,
    stamp = true,
    more = false,
    likedAt = null,
  }: {
    delta?: number;
    record?: 'create' | 'delete' | 'none';
    counted?: number;
    id?: string;
    pace?: boolean;
    stamp?: boolean;
    /** The stamp counts one more in the open window (likeStamp). */
    more?: boolean;
    /** A post's lastLikedAt set with it (no client does since issue 47); null: left as it is. */
    likedAt?: unknown;
  } = {},
) {
  if (pace) await paced(db, id);
  const batch = writeBatch(db);
  if (record === 'create') batch.set(like(db, uid, id), { createdAt: serverTimestamp() });
  if (record === 'delete') batch.delete(like(db, uid, id));
  const stamped = likedAt === null ? {} : { lastLikedAt: likedAt };
  if (counted !== 0) {
    batch.update(doc(db, 'posts', id), { likeCount: increment(counted), ...stamped });
  }
  if (stamp) stampOn(batch, db, id, likeStamp(more));
  return batch.commit();
}

/** The batch deletePost commits: the post, and the tombstone that retires its id. */
export function deletePostBatch(db: Firestore, uid = 'alice') {
  const batch = writeBatch(db);
  batch.delete(post(db));
  batch.set(tombstone(db), { uid });
  return batch.commit();
}

/** The batch deleteComment commits. */
export function uncommentBatch(db: Firestore, id = commentId) {
  const batch = writeBatch(db);
  batch.delete(comment(db, id));
  batch.update(post(db), { commentsCount: increment(-1), lastCommentId: id });
  return batch.commit();
}

/**
 * A change of comment `id` that shows it to readers again or takes it from them (a moderator's hide or
 * restore, its author's clearing), with the post's count moved by `step` naming it in the same batch,
 * as setHidden and deleteComment write it (src/backend/core/commentCount.ts); `step` 0 moves nothing.
 */
export function recountBatch(
  db: Firestore,
  changes: DocumentData,
  { id = commentId, step }: { id?: string; step: -1 | 0 | 1 },
) {
  const batch = writeBatch(db);
  batch.update(comment(db, id), changes);
  if (step !== 0) batch.update(post(db), { commentsCount: increment(step), lastCommentId: id });
  return batch.commit();
}
