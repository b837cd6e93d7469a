/**
 * Drafts: what a member typed and has not sent, kept in this browser (not in the Backend: a draft is
 * nobody's data until it is sent). Texts live in localStorage, read synchronously, so a reloaded form
 * starts filled; a post's picture lives in IndexedDB, as its bytes (localStorage holds strings only).
 * Every key names the member, so on a shared browser nobody is shown another member's draft.
 */

/** The text fields of one draft, by field name. */
type DraftFields = Record<string, string>;

export interface StoredDraft {
  fields: DraftFields;
  /** Whether a picture was kept beside the texts (it is read asynchronously). */
  picture: boolean;
}

/** One draft's key: `place` is the form, such as `new-post`, `edit/{postId}`, `comment/{postId}`. */
export function draftKey(uid: string, place: string): string {
  return `draft:${uid}:${place}`;
}

export function readDraft(key: string): StoredDraft | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { fields, picture } = parsed as Record<string, unknown>;
    if (typeof fields !== 'object' || fields === null) return null;
    const strings = Object.entries(fields).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    );
    return { fields: Object.fromEntries(strings), picture: picture === true };
  } catch {
    // Storage refused (a privacy mode) or something else wrote the key: no draft.
    return null;
  }
}

/** Keeps the texts; a full or refused storage keeps nothing, and the form works on. */
export function keepDraft(key: string, draft: StoredDraft): void {
  try {
    localStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // Nothing to do: the draft is a convenience, never a condition for writing.
  }
}

/** Forgets the texts (a picture is forgotten with keepDraftPicture(key, null)). */
export function forgetDraft(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // As in keepDraft.
  }
}

const database = 'post-wall-drafts';
const store = 'pictures';

interface StoredPicture {
  name: string;
  type: string;
  lastModified: number;
  bytes: ArrayBuffer;
}

function openPictures(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(database, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(store);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function withPictures<T>(
  mode: IDBTransactionMode,
  act: (pictures: IDBObjectStore) => IDBRequest,
): Promise<T> {
  const db = await openPictures();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = db.transaction(store, mode);
      const request = act(transaction.objectStore(store));
      transaction.oncomplete = () => resolve(request.result as T);
      transaction.onerror = () => reject(transaction.error);
      transaction.onabort = () => reject(transaction.error);
    });
  } finally {
    db.close();
  }
}

// One write at a time, in the order asked: a picture chosen, then removed, must not land last.
let writes: Promise<void> = Promise.resolve();

/** Keeps `file` as the draft's picture, or forgets it (null). Failures keep no picture. */
export function keepDraftPicture(key: string, file: File | null): Promise<void> {
  writes = writes.then(async () => {
    try {
      if (!file) {
        await withPictures('readwrite', (pictures) => pictures.delete(key));
        return;
      }
      const { name, type, lastModified } = file;
      const picture: StoredPicture = { name, type, lastModified, bytes: await file.arrayBuffer() };
      await withPictures('readwrite', (pictures) => pictures.put(picture, key));
    } catch {
      // No IndexedDB (a privacy mode), or it is full: the picture is not kept, the texts are.
    }
  });
  return writes;
}

/** The draft's picture, once the writes asked before have landed; null if none was kept. */
export async function readDraftPicture(key: string): Promise<File | null> {
  await writes;
  try {
    const picture = await withPictures<StoredPicture | undefined>('readonly', (pictures) =>
      pictures.get(key),
    );
    if (!picture) return null;
    const { name, type, lastModified, bytes } = picture;
    return new File([bytes], name, { type, lastModified });
  } catch {
    return null;
  }
}
