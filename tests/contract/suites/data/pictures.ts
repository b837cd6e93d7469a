import { describe, expect, it } from 'vitest';
import type { Backend, AuthUser } from '../../../../src/backend/types';
import { codeOf } from '../../../support/codeOf';
import {
  dataContractHarness,
  unique,
  png,
  pictures,
  type DataContractOptions,
  type MakeBackends,
} from './harness';

/** The cases that store pictures (publishPost and updatePost with pictures, updateAvatar). */
const storageCases = {
  publish: 'publishes with pictures: one progress, and an id whose post shows both URLs',
  cleanup: 'leaves no picture behind when publishing fails once the upload has begun',
  edit: 'replaces the pictures of a post for its author only',
  avatar: 'changes the avatar of the member and of their profile',
} as const;

/** Pictures: publishing, editing and avatars store them; a failed publish leaves none behind. */
export function picturesContract(makeBackends: MakeBackends, options: DataContractOptions) {
  const { noStorage, readPicture, repeatPostId } = options;
  if (noStorage !== undefined) {
    console.log(
      `SKIPPED ${Object.keys(storageCases).length} data contract cases that store pictures ` +
        `(${Object.values(storageCases)
          .map((name) => `"${name}"`)
          .join(', ')}): ${noStorage}`,
    );
  }
  const withStorage = it.skipIf(noStorage !== undefined);
  describe('data contract', () => {
    let a: Backend;
    let b: Backend;
    const { newTopic, record, posts, post, profilesOf, signUp, publish } = dataContractHarness(
      makeBackends,
      options,
      (...clients) => ([a, b] = clients),
    );

    describe('pictures and profiles', () => {
      withStorage(storageCases.publish, async () => {
        await signUp(a);
        const progress: number[] = [];
        const draft = { title: '有圖', content: '內容', topic: '生活' };
        const id = await a.publishPost(draft, pictures(), (fraction) => progress.push(fraction));
        const written = await post(b, id);
        expect(written).toMatchObject(draft);
        const { imageUrl = '', thumbUrl = '' } = written ?? {};
        expect(imageUrl).toMatch(/\S/);
        expect(thumbUrl).toMatch(/\S/);
        expect(await readPicture({ path: `post-images/${id}`, url: imageUrl })).toBe('found');
        expect(await readPicture({ path: `post-images/${id}_thumb`, url: thumbUrl })).toBe('found');
        // One progress for both pictures: rising to 1, never past it.
        expect(progress.at(-1)).toBe(1);
        expect(progress).toEqual([...progress].sort((x, y) => x - y));

        const text = new Blob(['not a picture'], { type: 'text/plain' });
        const topic = await newTopic();
        expect(await codeOf(a.publishPost({ ...draft, topic }, { full: text, card: png() }))).toBe(
          'permission-denied',
        );
        expect(await posts(b, { kind: 'topic', topic }, { limit: 4 })).toEqual([]);
      });

      withStorage(storageCases.cleanup, async () => {
        await signUp(a);
        const topic = await newTopic();
        const draft = { title: '留不下', content: '內容', topic };
        const stored = async (id: string) => [
          await readPicture({ path: `post-images/${id}` }),
          await readPicture({ path: `post-images/${id}_thumb` }),
        ];
        const text = new Blob(['not a picture'], { type: 'text/plain' });

        // The picture is stored, then its card copy is refused.
        const halfStored = unique('half');
        repeatPostId(halfStored);
        expect(await codeOf(a.publishPost(draft, { full: png(), card: text }))).toBe(
          'permission-denied',
        );
        expect(await stored(halfStored)).toEqual(['missing', 'missing']);

        // Both are stored, then the post is refused: its id is retired.
        const retired = await publish(a);
        await a.deletePost(retired);
        repeatPostId(retired);
        expect(await codeOf(a.publishPost(draft, pictures()))).toBe('permission-denied');
        expect(await stored(retired)).toEqual(['missing', 'missing']);
        expect(await posts(b, { kind: 'topic', topic }, { limit: 4 })).toEqual([]);
      });

      withStorage(storageCases.edit, async () => {
        await signUp(a);
        await signUp(b);
        const id = await publish(a, { title: '換圖' });
        const progress: number[] = [];
        await a.updatePost(id, { content: '新內容' }, pictures(), (f) => progress.push(f));
        const edited = await post(b, id);
        expect(edited).toMatchObject({ title: '換圖', content: '新內容' });
        const { imageUrl = '', thumbUrl = '' } = edited ?? {};
        expect(await readPicture({ path: `post-images/${id}`, url: imageUrl })).toBe('found');
        expect(await readPicture({ path: `post-images/${id}_thumb`, url: thumbUrl })).toBe('found');
        expect(progress.at(-1)).toBe(1);

        expect(await codeOf(b.updatePost(id, {}, pictures()))).toBe('permission-denied');
        expect(await post(b, id)).toMatchObject({ imageUrl, thumbUrl });
        expect(await readPicture({ path: `post-images/${id}`, url: imageUrl })).toBe('found');
      });

      withStorage(storageCases.avatar, async () => {
        const member = await signUp(a);
        const states = record<AuthUser | null>((next) => a.onAuthStateChanged(next));
        const url = await a.updateAvatar(png());

        expect(a.currentUser()?.photoURL).toBe(url);
        await expect.poll(() => states.last()?.photoURL).toBe(url);
        const profiles = await profilesOf(b, [member.uid]);
        expect(profiles.get(member.uid)?.photoURL).toBe(url);
      });
    });
  });
}
