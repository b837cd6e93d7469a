/**
 * Seeds the database `dbName` from a worker (seedWorker.ts), off the page's thread: a fresh
 * profile's first visit had about 150 ms of tasks building and writing the demo content while its
 * first cards waited (Lighthouse's total blocking time). Resolves true once the worker has written
 * it, false where no worker could do it (no Worker, as in tests; a worker that failed), so the
 * caller seeds here instead; the seed's own marker keeps that from writing it twice.
 */
export function seedInWorker(dbName: string): Promise<boolean> {
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
