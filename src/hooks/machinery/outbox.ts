import { useCallback, useSyncExternalStore } from 'react';
import type { Backend } from '../../backend/types';
import { draftKey, keepDraft, readDraft } from '../../browser/draftStore';
import { browserOffline, whenBackOnline } from '../../browser/online';
import {
  dropIntention,
  intentionKey,
  keepIntention,
  notifyOutbox,
  readOutbox,
  stillKept,
  watchOutbox,
  type Intention,
} from '../../browser/outboxStore';
import { errorCodeOf } from '../../lib/errorCodes';
import { writeSpacing } from './writeSpacing';

/*
 * The member's intentions (browser/outboxStore.ts) as writes: each is kept before the page shows it
 * done, sent, and forgotten when the backend answers. Unanswered for want of a connection, it stays,
 * shown with a pending mark, and is sent again after a reload, when the connection returns or when the
 * member signs in again; the ids chosen for it once (a comment's) and the toggles' fixed records make
 * sending it again harmless.
 */

export type { Intention };
export { keepIntention };

// Being sent by the control that made them: shown as done, not as pending, while on their way.
const fromControl = new Set<string>();
// Being sent again by this tab's replay.
const replaying = new Set<string>();

export function backendWrite(backend: Backend, item: Intention): Promise<unknown> {
  if (item.kind === 'comment') return backend.addComment(item.postId, item.content, item.id);
  return item.kind === 'like'
    ? backend.setLike(item.postId, item.on)
    : backend.setBookmark(item.postId, item.on);
}

/**
 * Sends a kept intention: 'sent' once answered (and forgotten), 'kept' while the connection is out
 * (it stays pending). A refusal forgets it and is thrown: the page settles to what is stored.
 */
export async function sendIntention(
  backend: Backend,
  uid: string,
  item: Intention,
  control = false,
): Promise<'sent' | 'kept'> {
  if (browserOffline()) return 'kept';
  const key = `${uid}/${intentionKey(item)}`;
  if (control) fromControl.add(key);
  try {
    await backendWrite(backend, item);
    dropIntention(uid, item);
    return 'sent';
  } catch (caught) {
    const code = errorCodeOf(caught);
    // Sent again after a reload within the pace of the write just before it (a like, then an unlike):
    // not refused for good, only too soon, so it waits its turn (replayOutbox asks again shortly).
    if (code === 'unavailable' || (!control && code === 'rate-limited')) return 'kept';
    dropIntention(uid, item);
    throw caught;
  } finally {
    if (control && fromControl.delete(key)) notifyOutbox();
  }
}

/** How often kept intentions are tried again while the page is open. */
const replayEveryMs = 20_000;

/** Sends one kept intention again; true when it was kept for being too soon (the pace). */
async function replayOne(backend: Backend, uid: string, item: Intention, key: string) {
  // A like waits its pace after the member's last one, as the buttons' do (writeSpacing.ts).
  const spacing = item.kind === 'like' ? writeSpacing(uid, 'like') : undefined;
  if (spacing) {
    await spacing.ready();
    // Replaced meanwhile by a press of its button, which sends the newer wish itself.
    if (fromControl.has(key) || !stillKept(uid, item)) return false;
  }
  const result = await sendIntention(backend, uid, item);
  if (result === 'sent') spacing?.sent();
  return result === 'kept' && !browserOffline();
}

/** Sends what the outbox holds; true when something was kept for being too soon (the pace). */
async function replay(backend: Backend, uid: string): Promise<boolean> {
  let paced = false;
  for (const item of readOutbox(uid)) {
    const key = `${uid}/${intentionKey(item)}`;
    if (fromControl.has(key) || replaying.has(key)) continue;
    replaying.add(key);
    try {
      paced = (await replayOne(backend, uid, item, key)) || paced;
    } catch {
      // Refused for good (the post is gone, say): a comment's text goes back into its box unless
      // something else is being written there, so nothing typed is lost.
      if (item.kind === 'comment') {
        const draft = draftKey(uid, `comment/${item.postId}`);
        if (!readDraft(draft)) keepDraft(draft, { fields: { text: item.content }, picture: false });
      }
    } finally {
      replaying.delete(key);
    }
  }
  return paced;
}

/** How soon a replay kept for the pace is tried again: the longest pace (lib/limits.ts) is 2 s. */
const pacedRetryMs = 2_500;

/**
 * Sends the member's kept intentions now and each time the browser is back online, until the returned
 * call. With several tabs open, one sends at a time (a Web Lock per member; a tab that finds it held
 * leaves the work to the holder).
 */
export function replayOutbox(backend: Backend, uid: string): () => void {
  let retry: ReturnType<typeof setTimeout> | undefined;
  const once = () => {
    if (browserOffline() || readOutbox(uid).length === 0) return;
    const again = (paced: boolean | undefined) => {
      if (paced) retry = setTimeout(once, pacedRetryMs);
    };
    const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
    if (!locks) return void replay(backend, uid).then(again);
    void locks
      .request(`outbox:${uid}`, { ifAvailable: true }, (lock) =>
        lock ? replay(backend, uid) : undefined,
      )
      .then(async (paced) => again(await paced));
  };
  once();
  // A write given up on while the browser stayed online (a network that stopped answering) hears no
  // `online` event when it answers again: asked again at a pace, it is sent and forgotten.
  const timer = setInterval(once, replayEveryMs);
  const stop = whenBackOnline(once);
  return () => {
    clearInterval(timer);
    clearTimeout(retry);
    stop();
  };
}

const none: readonly Intention[] = [];
let cache: { items: readonly Intention[]; control: string; pending: readonly Intention[] } | null =
  null;

function pendingOf(uid: string): readonly Intention[] {
  const items = readOutbox(uid);
  const control = [...fromControl].join();
  if (cache?.items !== items || cache.control !== control) {
    const shown = items.filter((item) => !fromControl.has(`${uid}/${intentionKey(item)}`));
    cache = { items, control, pending: shown.length === items.length ? items : shown };
  }
  return cache.pending;
}

/**
 * The member's intentions that wait for the backend (not those a control is sending this moment):
 * what the page shows with the pending mark. Live, across tabs.
 */
export function usePendingIntentions(uid: string | undefined): readonly Intention[] {
  const snapshot = useCallback(() => (uid ? pendingOf(uid) : none), [uid]);
  return useSyncExternalStore(watchOutbox, snapshot, snapshot);
}
