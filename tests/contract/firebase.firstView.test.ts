import { getApp } from 'firebase/app';
import { getFirestore, setLogLevel, terminate } from 'firebase/firestore';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { connectData } from '../../src/backend/firebase/data';
import type { Backend, Post, PostCursor, PostFilter, PostRange } from '../../src/backend/types';
import { emulatorHosts, loadFirestoreRules, makeFirebaseBackend } from './emulatorEnv';
import { freshEmail } from './suites/auth';

// A feed's first page read through firebase/firestore/lite and handed to the live listener
// (src/backend/firebase/firstView.ts), on a real Firestore: needs the Auth and Firestore emulators
// (`npm run test:emulators`). tests/unit/firstView.test.ts checks the hand-over's order with fakes.
const available = Boolean(emulatorHosts.auth && emulatorHosts.firestore);

if (!available) {
  console.log(
    'SKIPPED the lite first page on the emulator: it needs the Auth and Firestore emulators ' +
      '(FIREBASE_AUTH_EMULATOR_HOST and FIRESTORE_EMULATOR_HOST); run it through `npm run test:emulators`',
  );
}

type Delivery = { ids: string[]; end: PostCursor | null; fullSdk: boolean };

// Counts the clients whose full Firestore (the chunk the hand-over keeps for after the first card) runs.
vi.mock('../../src/backend/firebase/data', async (importOriginal) => {
  const data = await importOriginal<typeof import('../../src/backend/firebase/data')>();
  return { ...data, connectData: vi.fn(data.connectData) };
});
const fullFirestores = () => vi.mocked(connectData).mock.calls.length;

/** The first answer of a window, from a client whose full Firestore runs. */
function liveWindow(backend: Backend, filter: PostFilter, range: PostRange) {
  return new Promise<{ posts: Post[]; end: PostCursor | null }>((resolve, reject) => {
    const stop = backend.watchPosts(
      filter,
      range,
      (posts, end) => {
        resolve({ posts, end });
        queueMicrotask(stop);
      },
      reject,
    );
  });
}

describe.runIf(available)("a feed's first page on the Firestore emulator: lite, then live", () => {
  let writer: Backend;
  let filter: PostFilter;
  /** Newest first. */
  const ids: string[] = [];

  beforeAll(async () => {
    await loadFirestoreRules();
    setLogLevel('error');
    writer = await makeFirebaseBackend();
    await writer.register(freshEmail(), 'secret1');
    // A topic of its own, so the database's other posts stay out of these windows.
    const topic = `交接${Date.now().toString(36)}`;
    filter = { kind: 'topic', topic };
    for (let i = 1; i <= 6; i++) {
      ids.unshift(await writer.publishPost({ title: `第 ${i} 篇`, content: '內容', topic }, null));
    }
  });

  it('answers first from lite, then follows the list live without a second copy of the page, a gap or a doubled card', async () => {
    const appName = `first-view-${Date.now()}`;
    const reader = await makeFirebaseBackend(appName);
    const before = fullFirestores();
    const deliveries: Delivery[] = [];
    const stop = reader.watchPosts(filter, { limit: 4 }, (posts, end) =>
      deliveries.push({ ids: posts.map((p) => p.id), end, fullSdk: fullFirestores() > before }),
    );
    try {
      await expect.poll(() => deliveries.length, { timeout: 15_000 }).toBe(1);
      expect(deliveries[0]).toMatchObject({ ids: ids.slice(0, 4), fullSdk: false });

      // The live listener takes over: wait for the reader's full Firestore, and a live answer of the
      // same window (the hand-over's listener answers the same query first).
      await expect.poll(() => fullFirestores(), { timeout: 15_000 }).toBe(before + 1);
      const live = await liveWindow(reader, filter, { limit: 4 });
      // Exactly what the lite page said, cursor included: the hand-over passes nothing on for it.
      expect(live.posts.map((p) => p.id)).toEqual(deliveries[0]?.ids);
      expect(live.end).toEqual(deliveries[0]?.end);
      expect(deliveries).toHaveLength(1);

      // A new post reaches the page live: the newest four, nothing doubled or lost at the edge.
      const newest = await writer.publishPost(
        { title: '第 7 篇', content: '內容', topic: (filter as { topic: string }).topic },
        null,
      );
      await expect.poll(() => deliveries.length, { timeout: 15_000 }).toBe(2);
      expect(deliveries[1]?.ids).toEqual([newest, ...ids.slice(0, 3)]);
      ids.unshift(newest);
    } finally {
      stop();
      await terminate(getFirestore(getApp(appName)));
    }
  });

  it("continues after the lite page's cursor with the live SDK: the next page starts right after it", async () => {
    const reader = await makeFirebaseBackend();
    const first = await new Promise<{ ids: string[]; end: PostCursor | null }>((resolve) => {
      const stop = reader.watchPosts(filter, { limit: 3 }, (posts, end) => {
        resolve({ ids: posts.map((p) => p.id), end });
        queueMicrotask(stop);
      });
    });
    expect(first.ids).toEqual(ids.slice(0, 3));
    const next = await liveWindow(reader, filter, { after: first.end ?? undefined, limit: 3 });
    expect(next.posts.map((p) => p.id)).toEqual(ids.slice(3, 6));
    const whole = await liveWindow(writer, filter, { limit: 6 });
    expect([...first.ids, ...next.posts.map((p) => p.id)]).toEqual(whole.posts.map((p) => p.id));
  });
});
