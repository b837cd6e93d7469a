import { BackendError } from '../errors';
import { combinedProgress, pictureNames } from '../core/pictures';
import { checkPostTexts } from '../core/limits';
import type { DataApi, Post } from '../types';
import { searchTokens } from '../../lib/searchTokens';
import type { LocalDatabase, PostRecord } from './db';
import { assertPictureOf, deleteImage, imagePath, putImage } from './files';
import { autoId } from '../core/ids';
import { ownedBy } from '../core/ownership';
import { profileOf } from './profiles';
import { toRecord, type PostKey } from './postRecords';
import { commentsOf } from './comments';
import type { Session } from './session';

type PostWrites = Pick<
  DataApi,
  | 'newPostId'
  | 'uploadPostImage'
  | 'deletePostImage'
  | 'publishPost'
  | 'updatePost'
  | 'deletePost'
  | 'setLike'
  | 'setBookmark'
>;

/** The post writes, with the security rules (docs/security.md) checked inside each transaction. */
export function createPostWrites(db: LocalDatabase, session: Session): PostWrites {
  async function existing(id: string): Promise<PostRecord> {
    const post = await db.posts.get(id);
    if (!post) throw new BackendError('not-found');
    return post;
  }

  const own = async (id: string, uid: string) => ownedBy(await db.posts.get(id), uid);

  /** Adds or removes the member's own uid, and only theirs, in likeBy or collectedBy. */
  async function setMembership(field: 'likeBy' | 'collectedBy', postId: string, on: boolean) {
    const { uid } = await session.member();
    await db.transaction('rw', db.posts, async () => {
      const post = await existing(postId);
      if (post[field].includes(uid) === on) return;
      const members = on ? [...post[field], uid] : post[field].filter((member) => member !== uid);
      await db.posts.put(toRecord({ ...post, [field]: members }, post.searchTokens));
    });
  }

  return {
    newPostId: autoId,

    async uploadPostImage(postId, { full, card }, onProgress) {
      const { uid } = await session.member();
      const [fullSent, cardSent] = combinedProgress([full.size, card.size], onProgress);
      const imageUrl = await putImage(
        db,
        uid,
        imagePath(pictureNames.post(postId)),
        full,
        fullSent,
      );
      const thumbUrl = await putImage(
        db,
        uid,
        imagePath(pictureNames.card(postId)),
        card,
        cardSent,
      );
      return { imageUrl, thumbUrl };
    },

    async deletePostImage(postId) {
      const { uid } = await session.member();
      await deleteImage(db, uid, imagePath(pictureNames.post(postId)));
      await deleteImage(db, uid, imagePath(pictureNames.card(postId)));
    },

    async publishPost(id, { title, content, topic, imageUrl, thumbUrl = '' }) {
      const member = await session.member();
      checkPostTexts({ title, content, topic });
      await db.transaction('rw', [db.posts, db.users, db.deletedPosts, db.files], async () => {
        // Writing over an existing post would be an update, which only allows other fields; a
        // deleted post's id is retired.
        if ((await db.posts.get(id)) || (await db.deletedPosts.get(id))) {
          throw new BackendError('permission-denied');
        }
        await assertPictureOf(db, pictureNames.post(id), imageUrl);
        await assertPictureOf(db, pictureNames.card(id), thumbUrl);
        const newest = (await db.posts.orderBy('[createdAt+id]').lastKey()) as PostKey | undefined;
        // Strictly increasing, so posts written in quick succession (in any tab) keep their order.
        const createdAt = Math.max(Date.now(), (newest?.[0] ?? 0) + 1);
        const { uid, displayName, photoURL } = member;
        const post: Post = {
          id,
          title,
          content,
          topic,
          createdAt,
          author: { uid, displayName, photoURL },
          uid,
          imageUrl,
          thumbUrl,
          likeBy: [],
          collectedBy: [],
          commentsCount: 0,
        };
        await db.posts.add(toRecord(post, searchTokens(title, content)));
        await db.users.put(profileOf(member));
      });
    },

    async updatePost(id, patch) {
      const { uid } = await session.member();
      await db.transaction('rw', db.posts, db.files, async () => {
        const post = await own(id, uid);
        // Only the fields an author may change, whatever else the patch holds.
        const {
          title = post.title,
          content = post.content,
          topic = post.topic,
          imageUrl = post.imageUrl,
          thumbUrl = post.thumbUrl,
        } = patch;
        checkPostTexts({ title, content, topic });
        if (imageUrl !== post.imageUrl) await assertPictureOf(db, pictureNames.post(id), imageUrl);
        if (thumbUrl !== post.thumbUrl) await assertPictureOf(db, pictureNames.card(id), thumbUrl);
        const updated = { ...post, title, content, topic, imageUrl, thumbUrl };
        await db.posts.put(toRecord(updated, searchTokens(title, content)));
      });
    },

    async deletePost(id) {
      const { uid } = await session.member();
      await db.transaction('rw', [db.posts, db.comments, db.files, db.deletedPosts], async () => {
        await own(id, uid);
        await db.posts.delete(id);
        await db.deletedPosts.add({ id, uid });
        await commentsOf(db, id).delete();
        await db.files.bulkDelete([
          imagePath(pictureNames.post(id)),
          imagePath(pictureNames.card(id)),
        ]);
      });
    },

    setLike: (postId, on) => setMembership('likeBy', postId, on),
    setBookmark: (postId, on) => setMembership('collectedBy', postId, on),
  };
}
