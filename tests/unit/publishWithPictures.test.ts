import { describe, expect, it } from 'vitest';
import { BackendError } from '../../src/backend/errors';
import type { PictureUrls } from '../../src/backend/core/pictureNames';
import {
  publishWithPictures,
  type PostPictureStore,
} from '../../src/backend/core/publishWithPictures';
import { inListOrder } from '../../src/backend/core/topics';

const pictures = {
  full: new Blob(['full'], { type: 'image/jpeg' }),
  card: new Blob(['card'], { type: 'image/jpeg' }),
};
const urls = { imageUrl: 'https://example.test/full', thumbUrl: 'https://example.test/card' };

/**
 * A store, a reservation and a post kept in memory, each step logged, and any step made to fail: what a
 * member's one call to publishPost leaves behind is read from `state`, not from which calls were made.
 */
function fakes({
  fail,
  failWith = (name) => new Error(`${name} failed`),
}: {
  fail?: 'reserve' | 'upload' | 'write' | 'release' | 'remove';
  failWith?: (name: string) => Error;
} = {}) {
  const log: string[] = [];
  const state = { reserved: false, post: null as PictureUrls | null, stored: false };
  const step = (name: NonNullable<typeof fail>) => {
    log.push(name);
    if (fail === name) throw failWith(name);
  };
  const store: PostPictureStore = {
    async upload(_pictures, onProgress) {
      step('upload');
      state.stored = true;
      onProgress?.(1);
      return urls;
    },
    async remove() {
      step('remove');
      state.stored = false;
    },
  };
  const steps = {
    async reserve() {
      step('reserve');
      state.reserved = true;
    },
    async write(written: PictureUrls) {
      step('write');
      state.post = written;
      state.reserved = false;
      return 'post-id';
    },
    async release() {
      step('release');
      state.reserved = false;
    },
  };
  return { log, state, store, steps };
}

const fresh = { reserved: false };

describe('publishWithPictures', () => {
  it('reserves the id, stores the pictures, then writes the whole post (closing the reservation)', async () => {
    const { log, state, store, steps } = fakes();
    const progress: number[] = [];
    const onProgress = (f: number) => progress.push(f);
    expect(await publishWithPictures(pictures, { onProgress, ...fresh }, store, steps)).toBe(
      'post-id',
    );
    expect(log).toEqual(['reserve', 'upload', 'write']);
    expect(state).toEqual({ reserved: false, post: urls, stored: true });
    expect(progress).toEqual([1]);
  });

  it('without pictures, writes the post alone, with no picture URLs and no reservation', async () => {
    const { log, state, store, steps } = fakes();
    expect(await publishWithPictures(null, fresh, store, steps)).toBe('post-id');
    expect(log).toEqual(['write']);
    expect(state.post).toEqual({ imageUrl: '', thumbUrl: '' });
  });

  it('stores nothing when the reservation is refused', async () => {
    const { log, state, store, steps } = fakes({ fail: 'reserve' });
    await expect(publishWithPictures(pictures, fresh, store, steps)).rejects.toThrow(
      'reserve failed',
    );
    expect(log).toEqual(['reserve']);
    expect(state).toEqual({ reserved: false, post: null, stored: false });
  });

  for (const fail of ['upload', 'write'] as const) {
    it(`when the ${fail} fails, removes the pictures and the reservation, then says why`, async () => {
      const { state, store, steps } = fakes({ fail });
      await expect(publishWithPictures(pictures, fresh, store, steps)).rejects.toThrow(
        `${fail} failed`,
      );
      expect(state).toEqual({ reserved: false, post: null, stored: false });
    });
  }

  it('keeps the pictures and the reservation of a write left unanswered (the SDK still sends it)', async () => {
    const { state, store, steps } = fakes({
      fail: 'write',
      failWith: () => new BackendError('unavailable'),
    });
    await expect(publishWithPictures(pictures, fresh, store, steps)).rejects.toThrow('unavailable');
    expect(state).toEqual({ reserved: true, post: null, stored: true });
  });

  it('finishing an incomplete post keeps it incomplete when its upload fails', async () => {
    const { log, state, store, steps } = fakes({ fail: 'upload' });
    state.reserved = true;
    await expect(publishWithPictures(pictures, { reserved: true }, store, steps)).rejects.toThrow(
      'upload failed',
    );
    expect(log).toEqual(['upload', 'remove']);
    expect(state).toEqual({ reserved: true, post: null, stored: false });
  });

  it('a cancelled publish stores nothing and leaves no reservation', async () => {
    const { state, store, steps } = fakes();
    const cancel = new AbortController();
    const cancelling = {
      ...store,
      async upload(...args: Parameters<PostPictureStore['upload']>) {
        const stored = await store.upload(...args);
        cancel.abort();
        return stored;
      },
    };
    await expect(
      publishWithPictures(pictures, { signal: cancel.signal, ...fresh }, cancelling, steps),
    ).rejects.toMatchObject({ code: 'cancelled' });
    expect(state).toEqual({ reserved: false, post: null, stored: false });
  });

  it('still removes the pictures, and reports the first failure, when releasing fails too', async () => {
    const { state, store, steps } = fakes({ fail: 'release' });
    const failing = { ...steps, write: () => Promise.reject(new Error('write failed')) };
    await expect(publishWithPictures(pictures, fresh, store, failing)).rejects.toThrow(
      'write failed',
    );
    expect(state.stored).toBe(false);
  });
});

describe('inListOrder', () => {
  it('lists topics by their order, those without one last by name, as id and name only', () => {
    expect(
      inListOrder([
        { id: '科技', name: '科技', order: 4 },
        { id: 'b', name: 'b' },
        { id: '電影', name: '電影', order: 0 },
        { id: 'a', name: 'a', order: 'first' },
        { id: '美食', name: '美食', order: 1 },
      ]),
    ).toEqual([
      { id: '電影', name: '電影' },
      { id: '美食', name: '美食' },
      { id: '科技', name: '科技' },
      { id: 'a', name: 'a' },
      { id: 'b', name: 'b' },
    ]);
  });
});
