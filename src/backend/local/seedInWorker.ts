/**
 * Seeds the database `dbName` from a worker (seedWorker.ts), off the page's thread: a fresh
 * profile's first visit had about 150 ms of tasks building and writing the demo content while its
 * first cards waited (Lighthouse's total blocking time). Resolves true once the worker has written
 * it, false where no worker could do it (no Worker, as in tests; a worker that failed), so the
 * caller seeds here instead; the seed's own marker keeps that from writing it twice.
 */
export function seedInWorker(dbName: string): Promise<boolean> {
  let seeding = workers.get(dbName);
  if (!seeding) workers.set(dbName, (seeding = runWorker(dbName)));
  return seeding;
}

/** One worker per database and page: the early start and the database's first open share it. */
const workers = new Map<string, Promise<boolean>>();

/** Set once this profile's database holds the seed, so a later visit starts no worker early. */
const seededHint = (dbName: string) => `${dbName}:seeded`;

/**
 * On a profile's first visit (no hint), the worker starts as the page's code does, before the first
 * render, rather than when the database first opens, after it: its chunk's download and the seed
 * overlap the render (about 500 ms sooner to the first card at Lighthouse's mobile pace). A worker
 * started on a database that is already seeded finds the seed's marker and writes nothing.
 */
export function seedEarly(dbName: string, storage: Storage): void {
  if (!storage.getItem(seededHint(dbName))) void seedInWorker(dbName);
}

export function noteSeeded(dbName: string, storage: Storage): void {
  storage.setItem(seededHint(dbName), '1');
}

function runWorker(dbName: string): Promise<boolean> {
  if (typeof Worker === 'undefined') return Promise.resolve(false);
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./seedWorker.ts', import.meta.url), { type: 'module' });
    } catch {
      resolve(false);
      return;
    }
    const done = (seeded: boolean) => {
      worker.terminate();
      resolve(seeded);
    };
    worker.onmessage = ({ data }: MessageEvent<{ ok: boolean }>) => done(data.ok);
    worker.onerror = () => done(false);
    worker.postMessage(dbName);
  });
}
