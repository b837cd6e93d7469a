/** Publishing a post: whole, in one batch, as its member, within the limits. */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { Timestamp, doc, getDoc, setDoc, type DocumentData } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { characters, emailOf, idOf, newPost, past, postId, repeat, storageUrl } from './fixtures';
import { alice, bob, env, firestoreOf, firestoreRulesSuite, visitor } from './setup';
import { editPost, publish } from './writes';

firestoreRulesSuite(() => {
  describe('posts: creating', () => {
    it('a member publishes a complete post in one write', async () => {
      await assertSucceeds(publish(bob, idOf('new'), newPost('bob')));
      const stored = await getDoc(doc(visitor, 'posts', idOf('new')));
      expect(stored.get('uid')).toBe('bob');
    });

    it('titles up to 100, contents up to 5,000 and topics up to 50 characters are accepted, one more refused', async () => {
      await env.withSecurityRulesDisabled((context) =>
        setDoc(doc(firestoreOf(context), 'topics', characters(50)), {
          name: characters(50),
          order: 9,
        }),
      );
      const posts = (changes: DocumentData) => publish(bob, idOf('new'), newPost('bob', changes));
      await assertFails(posts({ title: characters(101) }));
      await assertFails(posts({ content: characters(5001) }));
      await assertFails(posts({ topic: characters(51) }));
      await assertSucceeds(
        posts({ title: characters(100), content: characters(5000), topic: characters(50) }),
      );
    });

    it('a post goes in a topic of `topics` only, looked up by its name', async () => {
      // The document a topic holding '/' would name if it were split into path segments: the
      // refusal must not depend on how the rules read it.
      await env.withSecurityRulesDisabled((context) =>
        setDoc(doc(firestoreOf(context), 'topics', '運動', 'x', 'y'), { name: 'y', order: 9 }),
      );
      const posts = (topic: string) => publish(bob, idOf('new'), newPost('bob', { topic }));
      await assertFails(posts('音樂'));
      await assertFails(posts('運動/x/y'));
      await assertFails(posts('運動/x'));
      await assertSucceeds(posts('運動'));
    });

    it('a post published without pictures takes their URLs in a following edit of its author', async () => {
      const bare = newPost('bob', { imageUrl: '', thumbUrl: '' });
      await assertSucceeds(publish(bob, idOf('new'), bare));
      const urls = {
        imageUrl: storageUrl(idOf('new')),
        thumbUrl: storageUrl(`${idOf('new')}_thumb`),
      };
      await assertFails(editPost(alice, urls, { id: idOf('new') }));
      await assertFails(
        editPost(bob, { ...urls, imageUrl: storageUrl(postId) }, { id: idOf('new') }),
      );
      // At once: a new post's stamp does not pace its author's first edit.
      await assertSucceeds(editPost(bob, urls, { id: idOf('new'), pace: false }));
    });

    it('a visitor cannot publish', async () => {
      await assertFails(publish(visitor, idOf('new'), newPost('bob')));
      await assertSucceeds(publish(bob, idOf('new'), newPost('bob')));
    });

    it("a post with another member's uid is refused", async () => {
      await assertFails(publish(bob, idOf('new'), newPost('bob', { uid: 'alice' })));
      await assertFails(publish(bob, idOf('new'), newPost('alice')));
      await assertSucceeds(publish(bob, idOf('new'), newPost('bob')));
    });

    it('a post whose author snapshot names another member is refused', async () => {
      const as = (changes: DocumentData) =>
        newPost('bob', { author: { ...newPost('bob').author, ...changes } });
      await assertFails(publish(bob, idOf('new'), as({ uid: 'alice' })));
      await assertFails(publish(bob, idOf('new'), as({ email: emailOf('bob') })));
      await assertFails(publish(bob, idOf('new'), as({ admin: true })));
      // A forged name: the snapshot must be the member's own name, as their ID token carries it.
      await assertFails(publish(bob, idOf('new'), as({ displayName: 'alice' })));
      await assertFails(publish(bob, idOf('new'), as({ photoURL: storageUrl('bob') })));
      await assertSucceeds(publish(bob, idOf('new'), as({})));
    });

    it("the post id has the adapters' shape, so it cannot be a pattern (X|.* once matched any address)", async () => {
      const anyAddress = 'https://tracker.example/pixel.gif';
      const injected = newPost('bob', { imageUrl: anyAddress, thumbUrl: '' });
      await assertFails(publish(bob, 'X|.*', injected));
      await assertFails(publish(bob, '.*', newPost('bob', { imageUrl: storageUrl(postId) })));
      await assertFails(publish(bob, 'short', newPost('bob', { imageUrl: '', thumbUrl: '' })));
      await assertFails(
        publish(bob, `${idOf('new')}0`, newPost('bob', { imageUrl: '', thumbUrl: '' })),
      );
      // Another member's picture under a pattern-shaped id that matched it.
      const pattern = `${postId.slice(0, 19)}.`;
      await assertFails(
        publish(bob, pattern, newPost('bob', { imageUrl: storageUrl(postId), thumbUrl: '' })),
      );
      await assertSucceeds(publish(bob, idOf('new'), newPost('bob')));
    });

    it('a post must start with empty counters', async () => {
      const posts = (changes: DocumentData) => publish(bob, idOf('new'), newPost('bob', changes));
      await assertFails(posts({ likeCount: 1 }));
      await assertFails(posts({ likeCount: -1 }));
      await assertFails(posts({ likeBy: [] }));
      await assertFails(posts({ collectedBy: [] }));
      await assertFails(posts({ commentsCount: 1 }));
      await assertFails(posts({ commentsCount: -1 }));
      await assertSucceeds(posts({}));
    });

    it('createdAt is the server time', async () => {
      await assertFails(publish(bob, idOf('new'), newPost('bob', { createdAt: past })));
      await assertFails(publish(bob, idOf('new'), newPost('bob', { createdAt: Timestamp.now() })));
      await assertSucceeds(publish(bob, idOf('new'), newPost('bob')));
    });

    it('an over-long or empty title or content is refused', async () => {
      const posts = (changes: DocumentData) => publish(bob, idOf('new'), newPost('bob', changes));
      await assertFails(posts({ title: repeat(101) }));
      await assertFails(posts({ content: repeat(5001) }));
      await assertFails(posts({ title: '' }));
      await assertFails(posts({ content: '' }));
      await assertFails(posts({ topic: '' }));
      await assertFails(posts({ title: 7 }));
      await assertSucceeds(posts({}));
    });

    it('a post has exactly the fields of the data model', async () => {
      await assertFails(publish(bob, idOf('new'), newPost('bob', { pinned: true })));
      const withoutImage = newPost('bob');
      delete withoutImage.imageUrl;
      await assertFails(publish(bob, idOf('new'), withoutImage));
      await assertSucceeds(publish(bob, idOf('new'), newPost('bob')));
    });

    it('search tokens are at most 500 strings of at most 10,000 characters in all', async () => {
      let count = 0;
      const posts = (searchTokens: unknown) => {
        count += 1;
        return publish(
          bob,
          idOf(`new${count}`),
          newPost('bob', { searchTokens, imageUrl: '', thumbUrl: '' }),
        );
      };
      const numbered = (length: number) => Array.from({ length }, (_, i) => `t${i}`);
      // The attack: 500 tokens of 2,000 characters, about a megabyte a post.
      await assertFails(posts(Array.from({ length: 500 }, (_, i) => `${i}`.padEnd(2000, 'x'))));
      await assertFails(posts(numbered(501)));
      await assertFails(posts('x'));
      await assertFails(posts([1, 2, 3]));
      await assertFails(posts([{ token: 'x' }]));
      const full = [characters(5000), characters(5000)];
      await assertFails(posts([...full, 'x']));
      await assertSucceeds(posts(full));
      await assertSucceeds(posts(numbered(500)));
      await assertSucceeds(posts([]));
    });
  });
});
