/**
 * Where a post's pictures and a seed avatar may point: this post's own Storage objects, the Storage
 * emulator's address on the emulators only, and in production this project's bucket only.
 */
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { doc, setDoc, writeBatch, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { readRules } from '../../../scripts/rulesFill.mjs';
import { emailOf, idOf, newPost, newReservation, postId, projectId, storageUrl } from './fixtures';
import { bob, env, firestoreOf, firestoreRulesSuite, uids } from './setup';
import { addProfile, publish } from './writes';

firestoreRulesSuite(() => {
  describe('posts: creating', () => {
    it("the picture is a Storage download URL of this post's own object, or none", async () => {
      const posts = (imageUrl: string) => publish(bob, idOf('new'), newPost('bob', { imageUrl }));
      await assertFails(posts('https://tracker.example/pixel.gif'));
      await assertFails(posts('https://firebasestorage.googleapis.com.tracker.example/x.gif'));
      await assertFails(posts(storageUrl(postId)));
      await assertFails(posts(storageUrl(idOf('new')).replace('https:', 'http:')));
      await assertFails(posts('javascript:alert(1)'));
      await assertSucceeds(posts(storageUrl(idOf('new'))));
    });

    it("the card copy is a Storage download URL of this post's own card object, or none", async () => {
      let count = 0;
      const posts = (thumbUrl: string) => {
        count += 1;
        const id = idOf(`card${count}`);
        return publish(
          bob,
          id,
          newPost('bob', { imageUrl: storageUrl(id), thumbUrl: thumbUrl.replace('{id}', id) }),
        );
      };
      await assertFails(posts('https://tracker.example/pixel.gif'));
      await assertFails(posts(storageUrl('{id}')));
      await assertFails(posts(storageUrl('other_thumb')));
      // A picture without its card copy: a post is written whole.
      await assertFails(posts(''));
      await assertSucceeds(posts(storageUrl('{id}_thumb')));
    });

    it("on the emulators, the Storage emulator's address of this post's object is a picture too; seed pictures are not a new post's", async () => {
      const emulated = storageUrl(idOf('new')).replace(
        'https://firebasestorage.googleapis.com',
        'http://127.0.0.1:9199',
      );
      const posts = (imageUrl: string) => publish(bob, idOf('new'), newPost('bob', { imageUrl }));
      await assertFails(posts('/seed/../x.svg'));
      await assertFails(posts('/seed/post-01.svg'));
      await assertFails(posts(emulated.replace(idOf('new'), postId)));
      await assertSucceeds(posts(emulated));
    });
  });

  // The group's name from round two of the rules (docs/security.md), kept so each test keeps its name.
  describe('round two: floods, offsets, providers, seed pictures, production pictures', () => {
    it("a seed avatar is a seeded member's own only (on the emulators)", async () => {
      const seedAvatar = '/seed/avatar-1.svg';
      const withPicture = (uid: string) => {
        const db = firestoreOf(
          env.authenticatedContext(uid, {
            email: emailOf(uid),
            email_verified: false,
            name: uid,
            picture: seedAvatar,
            firebase: { sign_in_provider: 'password', identities: {} },
          }),
        );
        uids.set(db, uid);
        return db;
      };
      await env.withSecurityRulesDisabled((context) =>
        setDoc(doc(firestoreOf(context), 'users', 'seeded'), {
          uid: 'seeded',
          displayName: 'seeded',
          photoURL: seedAvatar,
        }),
      );
      const as = (uid: string) =>
        newPost(uid, { author: { uid, displayName: uid, photoURL: seedAvatar } });
      await assertFails(publish(withPicture('eve'), idOf('new'), as('eve')));
      await assertFails(
        setDoc(doc(withPicture('eve'), 'users', 'eve'), {
          uid: 'eve',
          displayName: 'eve',
          photoURL: seedAvatar,
        }),
      );
      await assertSucceeds(publish(withPicture('seeded'), idOf('new'), as('seeded')));
    });

    describe('production rules (the emulator switch off)', () => {
      let production: RulesTestEnvironment;
      let member2: Firestore;
      const productionId = 'demo-post-wall-production';

      beforeAll(async () => {
        production = await initializeTestEnvironment({
          projectId: productionId,
          firestore: {
            rules: readRules('firestore.rules', {
              bucket: `${projectId}.appspot.com`,
              onEmulators: false,
            }),
          },
        });
        member2 = firestoreOf(
          production.authenticatedContext('bob', {
            email: emailOf('bob'),
            email_verified: false,
            name: 'bob',
            firebase: { sign_in_provider: 'password', identities: {} },
          }),
        );
      });

      afterAll(async () => {
        await production?.cleanup();
      });

      beforeEach(async () => {
        await production.clearFirestore();
        await production.withSecurityRulesDisabled((context) =>
          setDoc(doc(firestoreOf(context), 'topics', '運動'), { name: '運動', order: 0 }),
        );
      });

      /** A post with pictures, closing bob's reservation of its id (made with rules off). */
      async function publishThere(imageUrl: string) {
        const id = idOf('new');
        await production.withSecurityRulesDisabled((context) =>
          setDoc(doc(firestoreOf(context), 'pendingPosts', id), newReservation('bob')),
        );
        const batch = writeBatch(member2);
        const thumbUrl = storageUrl(`${id}_thumb`);
        batch.set(doc(member2, 'posts', id), newPost('bob', { imageUrl, thumbUrl }));
        addProfile(batch, member2, { uid: 'bob', displayName: 'bob', photoURL: '' });
        batch.delete(doc(member2, 'pendingPosts', id));
        return batch.commit();
      }

      it("refuse the emulator's host, seed files and another project's bucket; take this project's", async () => {
        const own = storageUrl(idOf('new'));
        await assertFails(
          publishThere(
            own.replace('https://firebasestorage.googleapis.com', 'http://localhost:9199'),
          ),
        );
        await assertFails(
          publishThere(
            own.replace('https://firebasestorage.googleapis.com', 'http://127.0.0.1:9199'),
          ),
        );
        await assertFails(publishThere('/seed/post-01.svg'));
        await assertFails(
          publishThere(own.replace(`${projectId}.appspot.com`, 'someone-else.appspot.com')),
        );
        await assertSucceeds(publishThere(own));
      });
    });
  });
});
