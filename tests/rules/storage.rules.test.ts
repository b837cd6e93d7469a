/**
 * storage.rules against docs/security.md: pictures under post-images/ are public to fetch by name and
 * never listed; every object belongs to a post or a member. `post-images/{postId}` and its `_thumb`
 * copy are written only by the author of posts/{postId}, or before the post is written by the holder
 * of its reservation pendingPosts/{postId} (both read from Firestore), `post-images/{uid}` only by
 * that member, and no other name is taken. Uploads are JPEG, PNG,
 * WebP or GIF under 5 MB, carry `owner` metadata with the uploader's uid and no Content-Disposition or
 * Cache-Control; deleting is for the recorded owner, also once the post is gone. Each refusal sits
 * next to the same legitimate write succeeding, so no refusal passes because the test's upload is out
 * of date. Runs on the Storage emulator beside the Firestore emulator (`npm run test:emulators` sets
 * FIREBASE_STORAGE_EMULATOR_HOST and FIRESTORE_EMULATOR_HOST); where it is not running, the suite is
 * skipped and one line says so.
 *
 * Uploads are shaped as src/backend/firebase/pictures.ts makes them: the blob's content type and
 * `customMetadata: { owner }`.
 */
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  deleteObject,
  getBytes,
  getMetadata,
  list,
  listAll,
  ref,
  updateMetadata,
  uploadBytes,
  type FirebaseStorage,
} from 'firebase/storage';
import { deleteDoc, doc, setDoc, type Firestore } from 'firebase/firestore';
import { readRules } from '../../scripts/rulesFill.mjs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { codeOf } from '../support/codeOf';

const emulatorHost = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
const projectId = 'demo-post-wall';

if (!emulatorHost) {
  console.log(
    'SKIPPED Storage rules suite (tests/rules/storage.rules.test.ts): FIREBASE_STORAGE_EMULATOR_HOST is not set; ' +
      'the Storage emulator needs Java 21 and a one-time download (run `npm run test:emulators` where both exist)',
  );
}

const megabyte = 1024 * 1024;
/** A post id as the adapters draw them (20 of [A-Za-z0-9]). */
const idOf = (name: string) => name.padEnd(20, '0');
const alicePost = idOf('alicepost');
const bobPost = idOf('bobpost');
/** A small PNG-sized payload; the rules look at the declared type and the size, not the bytes. */
const picture = new Uint8Array(2048).fill(7);

function upload(
  storage: FirebaseStorage,
  name: string,
  {
    owner,
    contentType = 'image/png',
    bytes = picture,
    served = {},
  }: {
    owner?: string;
    contentType?: string;
    bytes?: Uint8Array;
    served?: { contentDisposition?: string; cacheControl?: string };
  },
) {
  return uploadBytes(ref(storage, `post-images/${name}`), bytes, {
    contentType,
    ...served,
    ...(owner === undefined ? {} : { customMetadata: { owner } }),
  });
}

describe.skipIf(!emulatorHost)('storage.rules (Storage emulator)', () => {
  let env: RulesTestEnvironment;
  let alice: FirebaseStorage;
  let bob: FirebaseStorage;
  let carol: FirebaseStorage;
  let visitor: FirebaseStorage;

  // The test library hands out compat instances; the modular API unwraps them.
  const storageOf = (context: RulesTestContext) => context.storage() as unknown as FirebaseStorage;
  const firestoreOf = (context: RulesTestContext) => context.firestore() as unknown as Firestore;

  /** A member as the site signs them in: with e-mail and password. */
  const member = (uid: string, provider: 'password' | 'anonymous' = 'password') =>
    env.authenticatedContext(uid, { firebase: { sign_in_provider: provider, identities: {} } });

  beforeAll(async () => {
    env = await initializeTestEnvironment({
      projectId,
      // The Storage rules read posts/{postId} from the Firestore emulator.
      firestore: { rules: readRules('firestore.rules') },
      storage: { rules: readRules('storage.rules') },
    });
    alice = storageOf(member('alice'));
    bob = storageOf(member('bob'));
    carol = storageOf(member('carol'));
    visitor = storageOf(env.unauthenticatedContext());
  });

  afterAll(async () => {
    await env?.cleanup();
  });

  // alice's post with its picture, bob's post without one yet, and alice's avatar.
  beforeEach(async () => {
    await env.clearFirestore();
    await env.withSecurityRulesDisabled(async (context) => {
      const db = firestoreOf(context);
      await setDoc(doc(db, 'posts', alicePost), { uid: 'alice' });
      await setDoc(doc(db, 'posts', bobPost), { uid: 'bob' });
      const storage = storageOf(context);
      // clearStorage() only empties the bucket's top level; the pictures live one folder down.
      const { items } = await listAll(ref(storage, 'post-images'));
      await Promise.all(items.map((item) => deleteObject(item)));
      await upload(storage, alicePost, { owner: 'alice' });
      await upload(storage, 'alice', { owner: 'alice' });
    });
  });

  describe('reading', () => {
    it('visitors read pictures and their metadata', async () => {
      const stored = ref(visitor, `post-images/${alicePost}`);
      const metadata = await assertSucceeds(getMetadata(stored));
      expect(metadata.customMetadata?.owner).toBe('alice');
      await assertSucceeds(getBytes(stored));
    });

    it('no one lists the pictures', async () => {
      await assertFails(listAll(ref(visitor, 'post-images')));
      await assertFails(list(ref(bob, 'post-images'), { maxResults: 10 }));
      await assertSucceeds(getMetadata(ref(bob, `post-images/${alicePost}`)));
    });
  });

  describe('uploading', () => {
    it("a post's author uploads its picture and card copy; a member their avatar", async () => {
      await assertSucceeds(upload(bob, bobPost, { owner: 'bob', contentType: 'image/jpeg' }));
      await assertSucceeds(upload(bob, `${bobPost}_thumb`, { owner: 'bob' }));
      await assertSucceeds(upload(bob, 'bob', { owner: 'bob', contentType: 'image/webp' }));
    });

    it("no one claims another member's post id, or one whose post is not written yet", async () => {
      await assertFails(upload(bob, `${alicePost}_thumb`, { owner: 'bob' }));
      await assertFails(upload(bob, idOf('unwritten'), { owner: 'bob' }));
      await assertFails(upload(bob, `${idOf('unwritten')}_thumb`, { owner: 'bob' }));
      await assertSucceeds(upload(alice, `${alicePost}_thumb`, { owner: 'alice' }));
      await assertSucceeds(upload(bob, `${bobPost}_thumb`, { owner: 'bob' }));
    });

    it("the holder of a post's reservation uploads its pictures before the post is written; no one else", async () => {
      const reserved = idOf('reserved');
      await env.withSecurityRulesDisabled((context) =>
        setDoc(doc(firestoreOf(context), 'pendingPosts', reserved), { uid: 'bob' }),
      );
      await assertFails(upload(carol, reserved, { owner: 'carol' }));
      await assertFails(upload(carol, `${reserved}_thumb`, { owner: 'carol' }));
      await assertSucceeds(upload(bob, reserved, { owner: 'bob' }));
      await assertSucceeds(upload(bob, `${reserved}_thumb`, { owner: 'bob' }));
    });

    it("no one writes another member's avatar", async () => {
      await assertFails(upload(bob, 'carol', { owner: 'bob' }));
      await assertSucceeds(upload(carol, 'carol', { owner: 'carol' }));
    });

    it('a session of another sign-in provider is not a member', async () => {
      const anonymous = storageOf(member('anon', 'anonymous'));
      await assertFails(upload(anonymous, 'anon', { owner: 'anon' }));
      await assertSucceeds(upload(bob, 'bob', { owner: 'bob' }));
    });

    it("how a picture is served is not the uploader's to set: no Content-Disposition, no Cache-Control", async () => {
      const as = (served: { contentDisposition?: string; cacheControl?: string }) =>
        upload(bob, bobPost, { owner: 'bob', served });
      await assertFails(as({ contentDisposition: 'attachment; filename="invoice.exe"' }));
      await assertFails(as({ cacheControl: 'public, max-age=31536000' }));
      await assertSucceeds(as({}));
    });

    it('a visitor cannot upload', async () => {
      await assertFails(upload(visitor, bobPost, { owner: 'bob' }));
      await assertSucceeds(upload(bob, bobPost, { owner: 'bob' }));
    });

    it('every upload names its uploader as owner', async () => {
      await assertFails(upload(bob, bobPost, {}));
      await assertFails(upload(bob, bobPost, { owner: 'alice' }));
      await assertSucceeds(upload(bob, bobPost, { owner: 'bob' }));
    });

    it('only JPEG, PNG, WebP and GIF pictures are taken: no SVG, no other file', async () => {
      const text = new TextEncoder().encode('not a picture');
      const svg = new TextEncoder().encode(
        '<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>',
      );
      const as = (contentType: string, bytes = picture) =>
        upload(bob, bobPost, { owner: 'bob', contentType, bytes });
      await assertFails(as('text/plain', text));
      await assertFails(as('application/pdf'));
      await assertFails(as('image/svg+xml', svg));
      await assertFails(as('image/pngx'));
      await assertFails(as('text/html; image/png'));
      for (const contentType of ['image/jpeg', 'image/png', 'image/webp', 'image/gif']) {
        await assertSucceeds(as(contentType));
      }
    });

    it('a 6 MB upload is refused', async () => {
      const big = new Uint8Array(6 * megabyte);
      await assertFails(
        upload(bob, bobPost, { owner: 'bob', contentType: 'image/jpeg', bytes: big }),
      );
      await assertSucceeds(upload(bob, bobPost, { owner: 'bob', contentType: 'image/jpeg' }));
    });

    it("a picture is named by a post's id (with _thumb for its card copy) or the member's uid, nothing else", async () => {
      for (const name of ['x'.repeat(64), 'a.b', `${bobPost}_card`, `${bobPost}x`, 'bob_thumb']) {
        await assertFails(upload(bob, name, { owner: 'bob' }));
      }
      await assertSucceeds(upload(bob, bobPost, { owner: 'bob' }));
      await assertSucceeds(upload(bob, `${bobPost}_thumb`, { owner: 'bob' }));
      await assertSucceeds(upload(bob, 'bob', { owner: 'bob' }));
    });

    it('the limit is under 5 MB', async () => {
      const justUnder = new Uint8Array(5 * megabyte - 1);
      const exactly = new Uint8Array(5 * megabyte);
      await assertSucceeds(upload(bob, bobPost, { owner: 'bob', bytes: justUnder }));
      await assertFails(upload(bob, `${bobPost}_thumb`, { owner: 'bob', bytes: exactly }));
    });
  });

  describe('replacing', () => {
    // Storage judges an upload over an existing object by the `create` rule (firebase-tools #4329).
    it('a member replaces their own picture', async () => {
      await assertSucceeds(upload(alice, alicePost, { owner: 'alice', contentType: 'image/jpeg' }));
      await assertSucceeds(upload(alice, 'alice', { owner: 'alice' }));
    });

    it("overwriting another member's picture is refused", async () => {
      await assertFails(upload(bob, alicePost, { owner: 'bob' }));
      await assertFails(upload(bob, alicePost, { owner: 'alice' }));
      await assertFails(upload(bob, 'alice', { owner: 'bob' }));
      await assertSucceeds(upload(alice, alicePost, { owner: 'alice' }));
      expect(
        (await getMetadata(ref(visitor, `post-images/${alicePost}`))).customMetadata?.owner,
      ).toBe('alice');
    });

    it('what another member stored under a name before this policy is replaced by its rightful writer', async () => {
      await env.withSecurityRulesDisabled(async (context) => {
        await upload(storageOf(context), bobPost, { owner: 'carol' });
        await upload(storageOf(context), 'bob', { owner: 'carol' });
      });
      await assertFails(upload(carol, bobPost, { owner: 'carol' }));
      await assertSucceeds(upload(bob, bobPost, { owner: 'bob' }));
      await assertSucceeds(upload(bob, 'bob', { owner: 'bob' }));
    });

    it("changing a picture's metadata follows the same rule", async () => {
      const mine = ref(alice, `post-images/${alicePost}`);
      await assertSucceeds(updateMetadata(mine, { customMetadata: { owner: 'alice' } }));
      await assertFails(
        updateMetadata(ref(bob, `post-images/${alicePost}`), { customMetadata: { owner: 'bob' } }),
      );
      await assertFails(updateMetadata(mine, { contentType: 'text/plain' }));
    });
  });

  describe('deleting', () => {
    it('a member deletes their own picture', async () => {
      await assertSucceeds(deleteObject(ref(alice, `post-images/${alicePost}`)));
    });

    it("a post's pictures are deleted by their owner after the post is gone", async () => {
      await env.withSecurityRulesDisabled((context) =>
        deleteDoc(doc(firestoreOf(context), 'posts', alicePost)),
      );
      await assertFails(deleteObject(ref(bob, `post-images/${alicePost}`)));
      await assertSucceeds(deleteObject(ref(alice, `post-images/${alicePost}`)));
    });

    it("no one deletes another member's picture", async () => {
      await assertFails(deleteObject(ref(bob, `post-images/${alicePost}`)));
      await assertFails(deleteObject(ref(bob, 'post-images/alice')));
      await assertFails(deleteObject(ref(visitor, `post-images/${alicePost}`)));
      await assertSucceeds(deleteObject(ref(alice, `post-images/${alicePost}`)));
      await expect(getMetadata(ref(visitor, `post-images/${alicePost}`))).rejects.toThrow();
    });

    it('deleting a picture that is not there is not refused: it is not found', async () => {
      expect(await codeOf(deleteObject(ref(bob, 'post-images/missing')))).toBe(
        'storage/object-not-found',
      );
    });
  });

  it('nothing outside post-images/ is readable or writable', async () => {
    await assertFails(uploadBytes(ref(bob, 'other/x'), picture, { contentType: 'image/png' }));
    await assertFails(getMetadata(ref(visitor, 'other/x')));
  });
});
