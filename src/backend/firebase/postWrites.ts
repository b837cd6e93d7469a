import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  writeBatch,
} from 'firebase/firestore';
import { autoId } from '../core/ids';
import { checkPostTexts } from '../core/checks';
import { ownedBy } from '../core/ownership';
import { sentAgain, sentTexts } from '../core/sentAgain';
import { publishWithPictures, type PostPictureStore } from '../core/publishWithPictures';
import { editedTexts, newPost } from '../core/postFields';
import type { PostWritesApi } from '../core/postsApi';
import { profileOf, type FirebaseContext } from './context';
import type { PostDoc } from './postRecords';
import { answeredWithin, sendWrite, sentWrites } from './writePolicy';
import { pendingPost, reservePost } from './incompletePosts';
import { commitPaced } from './pace';
import { addProfile, commitNamed } from './profiles';

/** Comments removed per batch when a post is deleted: each removal costs the rules one lookup. */
const commentSweep = 10;

export function createPostWritesApi({ db, member, images }: FirebaseContext): PostWritesApi {
  const posts = collection(db, 'posts');

  const ownPost = async (id: string) => {
    const { uid } = await member();
    const snapshot = await getDoc(doc(posts, id));
    ownedBy(snapshot.exists() ? (snapshot.data() as PostDoc) : undefined, uid);
    return snapshot;
  };

  // Storage loads only when there are pictures to store or remove.
  const picturesOf = (id: string, owner: string): PostPictureStore => ({
    upload: async (pictures, onProgress, signal) =>
      (await images()).uploadPostPictures(id, pictures, owner, onProgress, signal),
    remove: async () => (await images()).removePostPictures(id),
  });

  const deletePost = async (id: string) => {
    const current = await ownPost(id);
    const { ref } = current;
    // The tombstone retires the id in the same batch: no later post can take it, and its comments.
    const retire = writeBatch(db);
    retire.delete(ref);
    retire.set(doc(db, 'deletedPosts', id), { uid: current.get('uid') as string });
    await retire.commit();
    // Whoever deleted the post may then sweep up its comments (firestore.rules).
    const comments = collection(ref, 'comments');
    for (;;) {
      const page = await getDocs(query(comments, limit(commentSweep)));
      if (page.empty) break;
      const batch = writeBatch(db);
      page.docs.forEach((comment) => batch.delete(comment.ref));
      await batch.commit();
    }
    // Only a post with a picture has one in Storage (an edit replaces a picture, never removes it):
    // a post without one neither loads Storage nor asks it.
    if (current.get('imageUrl')) await (await images()).removePostPictures(id);
  };

  const writes: PostWritesApi = {
    async publishPost(draft, pictures, onProgress, { finish, signal, id } = {}) {
      const user = await member();
      checkPostTexts(draft);
      if (finish)
        ownedBy((await getDoc(pendingPost(db, finish))).data() as { uid: string }, user.uid);
      const post = doc(posts, finish ?? id ?? autoId());
      const reservation = pendingPost(db, post.id);
      // With pictures, posts.ts sets no deadline on the whole call (an upload bounds its own retries):
      // each Firestore step gets one here, so a connection lost between steps cannot leave the member
      // waiting for good. A step given up on stays queued in the SDK and is sent when it returns.
      const bounded = <R>(sent: Promise<R>) => (pictures ? answeredWithin(db, sent) : sent);
      const reserved = !!finish;
      await publishWithPictures(
        pictures,
        { onProgress, signal, reserved },
        picturesOf(post.id, user.uid),
        {
          reserve: () => bounded(reservePost(db, post.id, user.uid, draft)),
          write: (urls) => {
            const author = profileOf(user);
            // A post that closes its reservation was stamped by it (firestore.rules).
            const closing = pictures || reserved;
            const build = () => {
              const batch = writeBatch(db);
              batch.set(
                post,
                newPost(draft, author, urls, { createdAt: serverTimestamp(), clock: Date.now() }),
              );
              // The profile as saveProfile writes it, with its name's claim: the post and its
              // author's record land together, and the rules find the author's name in that record.
              addProfile(batch, db, author, author.displayName);
              if (closing) batch.delete(reservation);
              return batch;
            };
            return bounded(
              commitNamed(db, author.uid, author.displayName, () =>
                closing ? build().commit() : commitPaced(db, author.uid, 'post', post.id, build),
              ).catch(async (error: unknown) => {
                // Sent again: the rules refuse a create over the first (an update), which did land.
                const first = await getDoc(post).catch(() => undefined);
                if (!sentAgain(first?.data() as PostDoc | undefined, user.uid, sentTexts(draft)))
                  throw error;
              }),
            );
          },
          release: () => bounded(deleteDoc(reservation)),
        },
      );
      return post.id;
    },

    async updatePost(id, patch, pictures, onProgress, { signal } = {}) {
      const { uid } = await member();
      const texts = editedTexts((await ownPost(id)).data() as PostDoc, patch);
      // New pictures replace the post's own under the same names: a failed write cannot undo that.
      const urls = pictures ? await picturesOf(id, uid).upload(pictures, onProgress, signal) : {};
      // Unchanged values are not changes to firestore.rules (diff().affectedKeys() ignores them).
      await commitPaced(db, uid, 'edit', id, () => {
        const batch = writeBatch(db);
        batch.update(doc(posts, id), { ...texts, ...urls });
        return batch;
      });
    },

    deletePost,
  };

  return {
    // Through the write policy; a write that uploads pictures bounds each of its own steps instead.
    publishPost: (draft, pictures, onProgress, options) =>
      sendWrite(db, () => writes.publishPost(draft, pictures, onProgress, options), !pictures),
    updatePost: (id, patch, pictures, onProgress, options) =>
      sendWrite(db, () => writes.updatePost(id, patch, pictures, onProgress, options), !pictures),
    ...sentWrites(db, { deletePost }),
  };
}
