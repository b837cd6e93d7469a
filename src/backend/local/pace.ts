import { paceSeconds, type PaceKind } from '../../lib/limits';
import { BackendError } from '../errors';
import type { LocalDatabase } from './db';

/**
 * The member's throttles/{uid} of firestore.rules: when each kind of paced write last went through.
 * Kept in `meta` (no table of its own), so the tabs of one browser share it as Firebase's are shared.
 */
interface ThrottleRecord {
  key: string;
  at: Partial<Record<PaceKind, number>>;
}

/** The key of `uid`'s throttle record in `meta`. */
export const throttleKey = (uid: string) => `throttle:${uid}`;

/**
 * Stamps the member's throttle for `kind`, or refuses with 'rate-limited' while the last stamp of that
 * kind is within its interval, as firestore.rules do. Called inside the write's own transaction (which
 * must include db.meta), only when it writes: the refusal then stores nothing.
 */
export async function stampPace(db: LocalDatabase, uid: string, kind: PaceKind): Promise<void> {
  const key = throttleKey(uid);
  const record = (await db.meta.get(key)) as ThrottleRecord | undefined;
  const now = Date.now();
  const last = record?.at[kind];
  if (last !== undefined && now < last + paceSeconds[kind] * 1000) {
    throw new BackendError('rate-limited');
  }
  const stamped: ThrottleRecord = { key, at: { ...record?.at, [kind]: now } };
  await db.meta.put(stamped);
}
