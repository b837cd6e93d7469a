import { LocalDatabase } from './db';
import { seedDatabase } from './seed';

/**
 * The demo content, written from a worker (seedInWorker.ts): building the records and IndexedDB's
 * cloning of them take this thread's time, not the page's, on a fresh profile's first visit.
 */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<string>) => void) | null;
  postMessage(message: { ok: boolean }): void;
};

scope.onmessage = ({ data: dbName }) => {
  const db = new LocalDatabase(dbName);
  seedDatabase(db)
    // A failure needs no detail: the page then writes the seed itself (seedInWorker.ts).
    .then(
      () => scope.postMessage({ ok: true }),
      () => scope.postMessage({ ok: false }),
    )
    .finally(() => db.close());
};
