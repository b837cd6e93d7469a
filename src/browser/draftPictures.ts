/**
 * A post draft's picture (browser/draftStore.ts keeps the texts), in IndexedDB as its bytes and name,
 * under the draft's key: localStorage holds strings only. Where IndexedDB is refused, no picture is
 * kept and the texts still are.
 */

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
