import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Backend, Post } from '../../../../src/backend/types';
import { codeOf } from '../../../support/codeOf';
import { freshEmail } from '../auth';
import { pictures, type DataContractOptions, type MakeBackends } from './harness';

const deletesPicture = 'deletes its picture with a post, and only for the author';

/** The post as it is stored now. */
function postNow(backend: Backend, id: string): Promise<Post> {
  return new Promise((resolve, reject) => {
    const stop = backend.watchPost(
      id,
      (post) => {
        queueMicrotask(() => stop());
        if (post) resolve(post);
        else reject(new Error(`no post ${id}`));
      },
      reject,
    );
  });
}

/**
 * A deleted post leaves no picture behind in the adapter's picture store: checked by reading the picture
 * afterwards, not by watching which calls were made. Needs the picture store, like the data contract's
 * picture cases.
 */
export function postPictureContract(
  makeBackends: MakeBackends,
  { noStorage, readPicture, addTopic }: Omit<DataContractOptions, 'anotherClient' | 'pacedClient'>,
) {
  if (noStorage !== undefined) {
    console.log(`SKIPPED post picture contract case "${deletesPicture}": ${noStorage}`);
  }

  describe('post pictures', () => {
    let a: Backend;
    let b: Backend;

    beforeEach(async () => {
      [a, b] = await makeBackends();
      await addTopic('生活');
    });

    afterEach(async () => {
      await a.signOut();
      await b.signOut();
    });

    it.skipIf(noStorage !== undefined)(deletesPicture, async () => {
      await a.register(freshEmail(), 'secret1');
      await b.register(freshEmail(), 'secret1');
      const id = await a.publishPost(
        { title: '有圖的文章', content: '內容', topic: '生活' },
        pictures(),
      );
      const { imageUrl, thumbUrl } = await postNow(b, id);
      const picture = { path: `post-images/${id}`, url: imageUrl };
      const card = { path: `post-images/${id}_thumb`, url: thumbUrl };

      expect(await codeOf(b.deletePost(id))).toBe('permission-denied');
      expect(await readPicture(picture)).toBe('found');
      expect(await readPicture(card)).toBe('found');
      await a.deletePost(id);
      expect(await readPicture(picture)).toBe('missing');
      expect(await readPicture(card)).toBe('missing');
    });
  });
}
