/**
 * Display names: one claim each, unique ignoring case and width, made only of the characters of the
 * allow-list (src/lib/storedNames.ts); a name from before the allow-list works until it is changed.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  setDoc,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { claim, emailOf, idOf, newComment, newPost, storageUrl, throttle } from './fixtures';
import { alice, bob, env, firestoreOf, firestoreRulesSuite, member, uids, visitor } from './setup';
import { commentBatch, paced, postStamp, publish, saveProfile } from './writes';

firestoreRulesSuite(() => {
  describe('names: unique ignoring case and width, free of invisible characters', () => {
    // dave has no profile yet; alice, bob and carol hold their names (beforeEach).
    let dave: Firestore;
    beforeEach(() => {
      dave = member('dave');
    });

    /** A member whose ID token carries `name` (set through the Auth API), with no profile. */
    const tokenNamed = (uid: string, name?: string) => {
      const db = firestoreOf(
        env.authenticatedContext(uid, {
          email: emailOf(uid),
          email_verified: false,
          ...(name === undefined ? {} : { name }),
          firebase: { sign_in_provider: 'password', identities: {} },
        }),
      );
      uids.set(db, uid);
      return db;
    };

    it("refuses another member's name, also in another case or in full-width letters", async () => {
      await assertFails(saveProfile(dave, 'dave', 'alice', { previous: '' }));
      await assertFails(saveProfile(dave, 'dave', 'ALICE', { previous: '' }));
      await assertFails(saveProfile(dave, 'dave', 'Alice', { previous: '', withClaim: false }));
      // Full-width letters are stored as ASCII by the adapters (NFKC); the rules refuse them.
      await assertFails(saveProfile(dave, 'dave', 'ａｌｉｃｅ', { previous: '' }));
      await assertFails(saveProfile(dave, 'dave', 'Ａlice', { previous: '' }));
      await assertSucceeds(saveProfile(dave, 'dave', 'Dave', { previous: '' }));
      expect((await getDoc(claim(visitor, 'dave'))).get('uid')).toBe('dave');
    });

    it.each([
      ['a zero-width space', 'ali\u200bce'],
      ['a right-to-left override', '\u202eecila'],
      ['a zero-width joiner', 'alice\u200d'],
      ['a blank-looking Hangul filler', '\u3164'],
      ['the braille blank', '\u2800'],
      ['leading spaces', ' dave'],
      ['trailing spaces', 'dave '],
      ['a double space', 'da  ve'],
      ['a no-break space', 'da\u00a0ve'],
      ['an ideographic space', 'da\u3000ve'],
      ['mathematical letters', '𝐝𝐚𝐯𝐞'],
      ['a capital beyond A-Z', 'Émilie'],
    ])('refuses a name with %s, with its own claim', async (_, name) => {
      await assertFails(saveProfile(dave, 'dave', name, { previous: '' }));
    });

    it('takes names as the adapters store them', async () => {
      await assertSucceeds(saveProfile(dave, 'dave', 'Dave 小編', { previous: '' }));
      await assertSucceeds(saveProfile(dave, 'dave', 'émilie', { previous: 'Dave 小編' }));
      await assertSucceeds(saveProfile(dave, 'dave', 'ジョン・スミス', { previous: 'émilie' }));
      await assertSucceeds(
        saveProfile(dave, 'dave', '김민준 ㄅㄆ', { previous: 'ジョン・スミス' }),
      );
      await assertSucceeds(saveProfile(dave, 'dave', 'D.A.V.E_2-3', { previous: '김민준 ㄅㄆ' }));
    });

    // Issue 29: each name looks like a plain one (often another member's) and was taken as new.
    it.each([
      ['a Mongolian variation selector', 'alice\u180b'],
      ['the fourth Mongolian variation selector', 'alice\u180f'],
      ['an invisible operator (U+2065)', 'alice\u2065'],
      ['a specials code point (U+FFF0)', 'alice\ufff0'],
      ['an unassigned code point', 'alice\u0378'],
      ['a Cyrillic а among Latin letters', '\u0430lice'],
      ['a Greek ο among Latin letters', 'b\u03bfb'],
      ['a compatibility ideograph (金 U+F90A)', '\uf90a'],
      ['a Kangxi radical (⼈ U+2F08)', '\u2f08'],
      ['e and a combining accent', 'e\u0301milie'],
      ['an emoji', '阿哲😀'],
    ])('refuses a name with %s, and takes the same write with a plain name', async (_, name) => {
      await assertFails(saveProfile(dave, 'dave', name, { previous: '' }));
      await assertSucceeds(saveProfile(dave, 'dave', 'dave', { previous: '' }));
    });

    it('a member whose name is from before the allow-list keeps it until they rename', async () => {
      const legacy = '阿哲😀';
      await env.withSecurityRulesDisabled(async (context) => {
        const db = firestoreOf(context);
        await setDoc(doc(db, 'users', 'eve'), { uid: 'eve', displayName: legacy, photoURL: '' });
        await setDoc(claim(db, legacy), { uid: 'eve' });
      });
      const eve = tokenNamed('eve', legacy);
      const author = { author: { uid: 'eve', displayName: legacy, photoURL: '' } };
      const text = { imageUrl: '', thumbUrl: '' };
      await assertSucceeds(publish(eve, idOf('new'), newPost('eve', { ...author, ...text })));
      await assertSucceeds(commentBatch(eve, newComment('eve', author)));
      await assertSucceeds(
        saveProfile(eve, 'eve', legacy, { previous: legacy, photoURL: storageUrl('eve') }),
      );
      // A new name is judged: another such name is refused, a plain one taken and the old one freed.
      await assertFails(saveProfile(eve, 'eve', '阿哲😎', { previous: legacy }));
      await assertSucceeds(saveProfile(eve, 'eve', '阿哲', { previous: legacy }));
      expect((await getDoc(claim(visitor, legacy))).exists()).toBe(false);
      await assertFails(saveProfile(eve, 'eve', legacy, { previous: '阿哲' }));
    });

    it("a claim is its member's own, for the name their profile holds, and no one lists them", async () => {
      await assertFails(setDoc(claim(dave, 'zed'), { uid: 'alice' }));
      await assertFails(setDoc(claim(dave, 'zed'), { uid: 'dave' }));
      await assertFails(
        saveProfile(dave, 'dave', 'zed', { previous: '' }).then(() =>
          setDoc(claim(dave, 'zed2'), { uid: 'dave', extra: 1 }),
        ),
      );
      await assertFails(setDoc(claim(dave, 'zed2'), { uid: 'dave' }));
      await assertFails(getDocs(query(collection(visitor, 'names'), limit(10))));
      await assertSucceeds(getDoc(claim(visitor, 'alice')));
      expect((await getDoc(claim(visitor, 'zed'))).get('uid')).toBe('dave');
    });

    it('a claim is given up only by its member, once their profile no longer holds the name', async () => {
      await assertFails(deleteDoc(claim(bob, 'alice')));
      await assertFails(deleteDoc(claim(alice, 'alice')));
      await assertFails(updateDoc(claim(bob, 'alice'), { uid: 'bob' }));
      await assertSucceeds(saveProfile(alice, 'alice', 'Alicia', { previous: 'alice' }));
      expect((await getDoc(claim(visitor, 'alice'))).exists()).toBe(false);
    });

    it('a rename without its claim, or keeping the old claim, is refused', async () => {
      await assertFails(updateDoc(doc(alice, 'users', 'alice'), { displayName: 'Alicia' }));
      await assertFails(saveProfile(alice, 'alice', 'Alicia', { withClaim: false }));
      await assertFails(saveProfile(alice, 'alice', 'Alicia', { release: false }));
      await assertSucceeds(saveProfile(alice, 'alice', 'Alicia'));
      // The old name is free for others now.
      await assertSucceeds(saveProfile(dave, 'dave', 'alice', { previous: '' }));
    });

    it('a member renames at normal pace: twice, back to an old name, and in another case', async () => {
      await assertSucceeds(saveProfile(alice, 'alice', 'Alicia'));
      await assertSucceeds(saveProfile(alice, 'alice', '愛麗絲', { previous: 'Alicia' }));
      await assertSucceeds(saveProfile(alice, 'alice', 'alice', { previous: '愛麗絲' }));
      await assertSucceeds(saveProfile(alice, 'alice', 'ALICE', { previous: 'alice' }));
      const stored = await getDoc(doc(visitor, 'users', 'alice'));
      expect(stored.get('displayName')).toBe('ALICE');
      expect((await getDoc(claim(visitor, 'alice'))).get('uid')).toBe('alice');
    });

    it('an author snapshot carries the name the profile holds, not one set through Auth alone', async () => {
      // eve set her ID token's name to alice's through the Auth API; her profile holds no name.
      const eve = tokenNamed('eve', 'alice');
      const posted = (db: Firestore, uid: string, name: string) => {
        const batch = writeBatch(db);
        batch.set(
          doc(db, 'posts', idOf('new')),
          newPost(uid, {
            author: { uid, displayName: name, photoURL: '' },
            imageUrl: '',
            thumbUrl: '',
          }),
        );
        batch.set(throttle(db, uid), postStamp(idOf('new')), { merge: true });
        return batch.commit();
      };
      const asAuthor = (uid: string, name: string) =>
        newComment(uid, { author: { uid, displayName: name, photoURL: '' } });
      await paced(eve);
      await assertFails(posted(eve, 'eve', 'alice'));
      const text = { imageUrl: '', thumbUrl: '' };
      await assertFails(
        publish(eve, idOf('new'), newPost('eve', { ...asAuthor('eve', 'alice'), ...text })),
      );
      await assertFails(commentBatch(eve, asAuthor('eve', 'alice')));
      // The same writes by a member whose profile holds the name.
      await paced(bob);
      await assertSucceeds(posted(bob, 'bob', 'bob'));
      await assertSucceeds(commentBatch(bob, asAuthor('bob', 'bob')));
      // A member who never set a name writes as one without a name.
      const nameless = tokenNamed('nameless');
      await assertSucceeds(commentBatch(nameless, asAuthor('nameless', ''), { id: idOf('c3') }));
    });
  });
});
