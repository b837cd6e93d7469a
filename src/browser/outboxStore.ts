/**
 * The outbox: what a member did that the page shows as done and the backend has not yet confirmed
 * (hooks/machinery/outbox.ts sends it). Kept in localStorage under the member's uid, written
 * synchronously at the moment the page shows the action, so a reload or a closed tab a moment later
 * cannot drop it; another member signing in on the same browser never sees it.
 */

export type Intention =
  | { kind: 'like' | 'bookmark'; postId: string; on: boolean }
  | { kind: 'comment'; postId: string; id: string; content: string; at: number };

/** One intention per thing: the last wish for a toggle, each comment by the id chosen for it. */
export function intentionKey(item: Intention): string {
  return item.kind === 'comment' ? `comment:${item.id}` : `${item.kind}:${item.postId}`;
}

const storageKey = (uid: string) => `outbox:${uid}`;

const listeners = new Set<() => void>();
// Snapshots by their stored text, so that readers see the same array until something changes.
const parsed = new Map<string, { raw: string | null; items: readonly Intention[] }>();

function isIntention(value: unknown): value is Intention {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  if (typeof item.postId !== 'string') return false;
  if (item.kind === 'like' || item.kind === 'bookmark') return typeof item.on === 'boolean';
  return item.kind === 'comment' && typeof item.id === 'string' && typeof item.content === 'string';
}

function rawOf(uid: string): string | null {
  try {
    return localStorage.getItem(storageKey(uid));
  } catch {
    // Storage refused (a privacy mode): nothing kept, and the writes go as they always did.
    return null;
  }
}

/** The member's intentions, oldest first (the same array while nothing changes). */
export function readOutbox(uid: string): readonly Intention[] {
  const raw = rawOf(uid);
  const known = parsed.get(uid);
  if (known && known.raw === raw) return known.items;
  let items: Intention[] = [];
  try {
    const value: unknown = JSON.parse(raw ?? '[]');
    if (Array.isArray(value)) items = value.filter(isIntention);
  } catch {
    // Something else wrote the key: nothing of ours is there.
  }
  parsed.set(uid, { raw, items });
  return items;
}

function store(uid: string, items: readonly Intention[]): void {
  try {
    if (items.length === 0) localStorage.removeItem(storageKey(uid));
    else localStorage.setItem(storageKey(uid), JSON.stringify(items));
  } catch {
    // A full or refused storage keeps nothing: the write is still sent, as before the outbox.
  }
  notifyOutbox();
}

/** Keeps `item`, replacing the intention it supersedes (the same toggle, the same comment). */
export function keepIntention(uid: string, item: Intention): void {
  const key = intentionKey(item);
  store(uid, [...readOutbox(uid).filter((kept) => intentionKey(kept) !== key), item]);
}

/** Whether `item` itself is still kept: not answered, nor replaced by a newer wish. */
export function stillKept(uid: string, item: Intention): boolean {
  const same = JSON.stringify(item);
  return readOutbox(uid).some((kept) => JSON.stringify(kept) === same);
}

/** Forgets `item` once answered, unless a newer wish has replaced it meanwhile. */
export function dropIntention(uid: string, item: Intention): void {
  const same = JSON.stringify(item);
  const items = readOutbox(uid);
  const left = items.filter((kept) => JSON.stringify(kept) !== same);
  if (left.length !== items.length) store(uid, left);
}

/** Tells this tab's readers that the outbox, or what is on its way, changed. */
export function notifyOutbox(): void {
  for (const listener of listeners) listener();
}

/** Calls `listener` on every change, this tab's or another's (the storage event). */
export function watchOutbox(listener: () => void): () => void {
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith('outbox:')) listener();
  };
  listeners.add(listener);
  addEventListener('storage', fromOtherTab);
  return () => {
    listeners.delete(listener);
    removeEventListener('storage', fromOtherTab);
  };
}
