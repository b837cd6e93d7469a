import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type {
  Backend,
  ErrorListener,
  IncompletePost,
  Post,
  PostDraft,
  Unsubscribe,
} from '../../../../src/backend/types';
import { codeOf } from '../../../support/codeOf';
import { freshEmail } from '../auth';
import { pictures, type DataContractOptions, type MakeBackends } from './harness';

/**
 * What a publish with a picture leaves when it is cut short after its first step (the tab closed, the
 * connection went before the upload ended): the adapter's own reservation of the id, and nothing else.
 * Returns the id.
 */
export type InterruptPublish = (backend: Backend, draft: PostDraft) => Promise<string>;

export interface IncompletePostsOptions extends Pick<
  DataContractOptions,
  'noStorage' | 'readPicture' | 'repeatPostId' | 'addTopic'
> {
  interruptPublish: InterruptPublish;
}

type Subscribe<T> = (next: (value: T) => void, onError: ErrorListener) => Unsubscribe;

/** The first value a live read delivers; it stops there. */
function once<T>(subscribe: Subscribe<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const stop = subscribe(
      (value) => {
        queueMicrotask(() => stop());
        resolve(value);
      },
      (error) => {
        queueMicrotask(() => stop());
        reject(error);
      },
    );
  });
}

const finishedWithPictures = 'publishes with pictures and leaves no incomplete post behind';
const cancelled = 'a cancelled publish leaves nothing: no post, no picture, no incomplete post';
const discarded = 'discards an incomplete post, for its author only';

/**
 * Incomplete posts (docs/data-model.md): a post is public only once whole. What a publish cut short
 * leaves is its author's alone to see, finish or discard.
 */
export function incompletePostsContract(
  makeBackends: MakeBackends,
  { noStorage, readPicture, repeatPostId, addTopic, interruptPublish }: IncompletePostsOptions,
) {
  if (noStorage !== undefined) {
    console.log(
      `SKIPPED incomplete posts contract cases "${finishedWithPictures}", "${cancelled}", ` +
        `"${discarded}": ${noStorage}`,
    );
  }
  const withStorage = it.skipIf(noStorage !== undefined);

  describe('incomplete posts', () => {
    let a: Backend;
    let b: Backend;
    let uidA = '';
    const draft = { title: '還沒傳完', content: '內容', topic: '生活' };

    beforeEach(async () => {
      [a, b] = await makeBackends();
      await addTopic('生活');
      uidA = (await a.register(freshEmail(), 'secret1')).uid;
      await b.register(freshEmail(), 'secret1');
    });

    afterEach(async () => {
      await a.signOut();
      await b.signOut();
    });

    const incomplete = (backend: Backend, uid: string) =>
      once<IncompletePost[]>((next, onError) => backend.watchIncompletePosts(uid, next, onError));
    const post = (backend: Backend, id: string) =>
      once<Post | null>((next, onError) => backend.watchPost(id, next, onError));
    const byAuthor = (backend: Backend, uid: string) =>
      once<Post[]>((next, onError) =>
        backend.watchPosts({ kind: 'author', uid }, { limit: 20 }, next, onError),
      );

    it('is its author’s alone: listed for them, nowhere for anyone else', async () => {
      const id = await interruptPublish(a, draft);
      expect(await incomplete(a, uidA)).toEqual([
        expect.objectContaining({ id, ...draft, createdAt: expect.any(Number) }),
      ]);
      expect(await codeOf(incomplete(b, uidA))).toBe('permission-denied');
      expect(await post(b, id)).toBeNull();
      expect(await post(a, id)).toBeNull();
      expect(await byAuthor(b, uidA)).toEqual([]);
      expect(await byAuthor(a, uidA)).toEqual([]);
    });

    it('is finished in its place, once, by its author only', async () => {
      const id = await interruptPublish(a, draft);
      expect(await codeOf(b.publishPost(draft, null, undefined, { finish: id }))).toMatch(
        /^(permission-denied|not-found)$/,
      );
      const finished = { ...draft, title: '補完了' };
      expect(await a.publishPost(finished, null, undefined, { finish: id })).toBe(id);
      expect(await post(b, id)).toMatchObject({ ...finished, imageUrl: '', thumbUrl: '' });
      expect(await incomplete(a, uidA)).toEqual([]);
      expect(await codeOf(a.publishPost(finished, null, undefined, { finish: id }))).toBe(
        'not-found',
      );
      expect(await byAuthor(b, uidA)).toHaveLength(1);
    });

    it('holds its id: no other post, with or without a picture, can take it', async () => {
      const id = await interruptPublish(a, draft);
      repeatPostId(id);
      expect(await codeOf(b.publishPost(draft, null))).toBe('permission-denied');
      repeatPostId(id);
      expect(await codeOf(a.publishPost(draft, null))).toBe('permission-denied');
      expect(await post(b, id)).toBeNull();
      expect(await incomplete(a, uidA)).toHaveLength(1);
    });

    withStorage(finishedWithPictures, async () => {
      const id = await a.publishPost(draft, pictures());
      const whole = await post(b, id);
      expect(whole?.imageUrl).toMatch(/\S/);
      expect(await readPicture({ path: `post-images/${id}`, url: whole?.imageUrl })).toBe('found');
      expect(await incomplete(a, uidA)).toEqual([]);
    });

    withStorage(cancelled, async () => {
      const cancel = new AbortController();
      cancel.abort();
      const half = 'cancelledPost0000001';
      repeatPostId(half);
      expect(
        await codeOf(a.publishPost(draft, pictures(), undefined, { signal: cancel.signal })),
      ).toBe('cancelled');
      expect(await post(b, half)).toBeNull();
      expect(await readPicture({ path: `post-images/${half}` })).toBe('missing');
      expect(await incomplete(a, uidA)).toEqual([]);
    });

    withStorage(discarded, async () => {
      const id = await interruptPublish(a, draft);
      expect(await codeOf(b.discardIncompletePost(id))).toMatch(/^(permission-denied|not-found)$/);
      expect(await incomplete(a, uidA)).toHaveLength(1);
      await a.discardIncompletePost(id);
      expect(await incomplete(a, uidA)).toEqual([]);
      expect(await post(b, id)).toBeNull();
    });
  });
}
