import { describe, expect, it } from 'vitest';
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
 * A store and a post kept in memory, each step logged, and any step made to fail: what a member's one
 * call to publishPost leaves behind is read from `post` and `stored`, not from which calls were made.
 */
function fakes({ fail }: { fail?: 'write' | 'upload' | 'attach' | 'retract' | 'remove' } = {}) {
  const log: string[] = [];
  const state = { post: null as PictureUrls | null, stored: false, retired: false };
  const step = (name: NonNullable<typeof fail>) => {
    log.push(name);
    if (fail === name) throw new Error(`${name} failed`);
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
    async write(written: PictureUrls) {
      step('write');
      state.post = written;
      return 'post-id';
    },
    async attach(attached: PictureUrls) {
      step('attach');
      state.post = attached;
    },
    async retract() {
      step('retract');
      state.post = null;
      state.retired = true;
    },
  };
  return { log, state, store, steps };
}

describe('publishWithPictures', () => {
  it('writes the post first, then stores its pictures, then gives the post their URLs', async () => {
    const { log, state, store, steps } = fakes();
    const progress: number[] = [];
    expect(await publishWithPictures(pictures, (f) => progress.push(f), store, steps)).toBe(
      'post-id',
    );
    expect(log).toEqual(['write', 'upload', 'attach']);
    expect(state).toEqual({ post: urls, stored: true, retired: false });
    expect(progress).toEqual([1]);
  });

  it('without pictures, writes the post alone, with no picture URLs', async () => {
    const { log, state, store, steps } = fakes();
    expect(await publishWithPictures(null, undefined, store, steps)).toBe('post-id');
    expect(log).toEqual(['write']);
    expect(state.post).toEqual({ imageUrl: '', thumbUrl: '' });
  });

  it('stores nothing when the post is refused', async () => {
    const { log, state, store, steps } = fakes({ fail: 'write' });
    await expect(publishWithPictures(pictures, undefined, store, steps)).rejects.toThrow(
      'write failed',
    );
    expect(log).toEqual(['write']);
    expect(state).toEqual({ post: null, stored: false, retired: false });
  });

  for (const fail of ['upload', 'attach'] as const) {
    it(`when the ${fail} fails, retracts the post and removes the pictures, then says why`, async () => {
      const { state, store, steps } = fakes({ fail });
      await expect(publishWithPictures(pictures, undefined, store, steps)).rejects.toThrow(
        `${fail} failed`,
      );
      expect(state).toEqual({ post: null, stored: false, retired: true });
    });
  }

  it('still removes the pictures, and reports the first failure, when retracting fails too', async () => {
    const { state, store, steps } = fakes({ fail: 'retract' });
    const failing = { ...steps, attach: () => Promise.reject(new Error('attach failed')) };
    await expect(publishWithPictures(pictures, undefined, store, failing)).rejects.toThrow(
      'attach failed',
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
