import Dexie from 'dexie';
import { BackendError } from '../errors';
import { autoId } from '../core/ids';
import { checkPostTexts } from '../core/checks';
import { ownedBy } from '../core/ownership';
import { sentAgain, sentTexts } from '../core/sentAgain';
import { pictureNames } from '../core/pictureNames';
import { publishWithPictures } from '../core/publishWithPictures';
import { editedTexts, newPost } from '../core/postFields';
import type { PostWritesApi } from '../core/postsApi';
import type { LocalContext } from './context';
import { imagePath, postPictureStore } from './pictures';
import { profileOf } from './profiles';
import { toRecord, type PostKey } from './postRecords';
import { commentsOf } from './comments';
import { releasePost, reservePost } from './incompletePosts';
import { stampPace } from './pace';

/** The post writes, with the security rules (docs/security.md) checked inside each transaction. */
export function createPostWritesApi({ db, session }: LocalContext): PostWritesApi {
  /** As firestore.rules: a post is in a topic of `topics`, keyed by its name. */
  const assertTopic = async (topic: string) => {
    if (!(await db.topics.get(topic))) throw new BackendError('permission-denied');
  };

  const deletePost = async (id: string) => {
    const { uid } = await session.member();
    const tables = [db.posts, db.comments, db.files, db.deletedPosts, db.likes];
    await db.transaction('rw', tables, async () => {
      ownedBy(await db.posts.get(id), uid);
      await db.posts.delete(id);
      await db.deletedPosts.add({ id, uid });
      await commentsOf(db, id).delete();
      // Members' bookmarks of it stay theirs, as on Firebase, where no one else may touch them:
      // the bookmarks list passes over a post that is gone.
      await db.likes.where('[postId+uid]').between([id], [id, Dexie.maxKey]).delete();
      await db.files.bulkDelete([
        imagePath(pictureNames.post(id)),
        imagePath(pictureNames.card(id)),
      ]);
    });
  };

  return {
    async publishPost(draft, pictures, onProgress, { finish, signal, id: chosen } = {}) {
      const member = await session.member();
      checkPostTexts(draft);
      if (finish) ownedBy(await db.pendingPosts.get(finish), member.uid);
      const id = finish ?? chosen ?? autoId();
      const store = postPictureStore(db, id, member.uid);
      const closes = pictures !== null || !!finish;
      await publishWithPictures(pictures, { onProgress, signal, reserved: !!finish }, store, {
        reserve: () => reservePost(db, id, member.uid, draft),
        write: (urls) =>
          db.transaction(
            'rw',
            [db.posts, db.users, db.deletedPosts, db.topics, db.pendingPosts, db.meta],
            async () => {
              // As firestore.rules: a deleted post's id is retired, whoever drew it again; a post
              // with pictures, or one finished, closes its author's reservation; a reserved id takes
              // no other post.
              if (await db.deletedPosts.get(id)) throw new BackendError('permission-denied');
              // The same post sent again lands on the first (core/sentAgain.ts).
              const existing = await db.posts.get(id);
              if (sentAgain(existing, member.uid, sentTexts(draft))) return;
              if (existing) throw new BackendError('permission-denied');
              const pending = await db.pendingPosts.get(id);
              const mine = pending?.uid === member.uid;
              if (closes ? !mine : pending) throw new BackendError('permission-denied');
              await assertTopic(draft.topic);
              // As firestore.rules: a new post is paced, unless it closes a reservation (paced when
              // it was made).
              if (!closes) await stampPace(db, member.uid, 'post');
              const newest = await db.posts.orderBy('[createdAt+id]').lastKey();
              // Strictly increasing, so posts written in quick succession (in any tab) keep their order.
              const createdAt = Math.max(
                Date.now(),
                ((newest as PostKey | undefined)?.[0] ?? 0) + 1,
              );
              const post = newPost(draft, member, urls, { createdAt, clock: createdAt });
              await db.posts.add(toRecord({ id, ...post }, post.searchTokens));
              await db.pendingPosts.delete(id);
              await db.users.put(profileOf(member));
            },
          ),
        release: () => releasePost(db, id, member.uid),
      });
      return id;
    },

    async updatePost(id, patch, pictures, onProgress, { signal } = {}) {
      const { uid } = await session.member();
      // Refused before anything is stored; checked again in the transaction, which sees later changes.
      const current = ownedBy(await db.posts.get(id), uid);
      const { topic } = editedTexts(current, patch);
      // Only a move is checked: a post stays in the topic it has (as firestore.rules authorEdit).
      if (topic !== current.topic) await assertTopic(topic);
      // New pictures replace the post's own under the same names: a failed write cannot undo that.
      const urls = pictures
        ? await postPictureStore(db, id, uid).upload(pictures, onProgress, signal)
        : {};
      await db.transaction('rw', [db.posts, db.topics, db.meta], async () => {
        const post = ownedBy(await db.posts.get(id), uid);
        const texts = editedTexts(post, patch);
        if (texts.topic !== post.topic) await assertTopic(texts.topic);
        // As firestore.rules: edits are paced.
        await stampPace(db, uid, 'edit');
        await db.posts.put(toRecord({ ...post, ...texts, ...urls }, texts.searchTokens));
      });
    },

    deletePost,
  };
}
