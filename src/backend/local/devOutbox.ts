import { autoId } from '../core/ids';
import type { DevMail, ErrorListener, Listener, Unsubscribe } from '../types';
import type { LocalDatabase } from './db';
import { watch } from './live';

/** How long a reset link works, as Firebase's password reset links do. */
export const resetCodeLifetimeMs = 60 * 60 * 1000;

/** What it lists: the newest mails, enough for any development session. */
const listedMails = 50;

/**
 * Instead of sending the reset mail: a single-use code for `uid` and a mail to `to` linking to the
 * reset page with it, kept in the outbox. Runs inside the caller's transaction (outbox, resetCodes).
 */
export async function keepResetMail(
  db: LocalDatabase,
  uid: string,
  to: string,
  link: (code: string) => string,
): Promise<void> {
  const code = `${autoId()}${autoId()}`;
  const sentAt = Date.now();
  await db.resetCodes.add({ code, uid, expiresAt: sentAt + resetCodeLifetimeMs });
  await db.outbox.add({ id: autoId(), to, sentAt, link: link(code) });
}

/** Live: the kept mails, newest first. */
export function watchDevOutbox(
  db: LocalDatabase,
  callback: Listener<DevMail[]>,
  onError?: ErrorListener,
): Unsubscribe {
  return watch(
    () => db.outbox.orderBy('sentAt').reverse().limit(listedMails).toArray(),
    callback,
    onError,
  );
}
