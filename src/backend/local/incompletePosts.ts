import { listLimits } from '../../lib/limits';
import { BackendError } from '../errors';
import { stampPace } from './pace';
import { ownedBy } from '../core/ownership';
import type { IncompletePostsApi } from '../core/postsApi';
import type { IncompletePost, PostDraft } from '../types';
import type { LocalContext } from './context';
import type { LocalDatabase, PendingPostRecord } from './db';
import { watch } from './live';
import { postPictureStore } from './pictures';

function toIncompletePost({
  id,
  title,
  content,
  topic,
  createdAt,
}: PendingPostRecord): IncompletePost {
  return { id, title, content, topic, createdAt };
}

/**
 * The reservation of a post being published with pictures (`pendingPosts/{id}`, docs/data-model.md):
 * made before the upload, removed in the transaction that writes the post. As firestore.rules: only for
 * an id no post, tombstone or reservation holds, in a topic of `topics`.
 */
export async function reservePost(
  db: LocalDatabase,
  id: string,
  uid: string,
  draft: PostDraft,
): Promise<void> {
  const tables = [db.pendingPosts, db.posts, db.deletedPosts, db.topics, db.meta];
  await db.transaction('rw', tables, async () => {
    const taken = (await db.posts.get(id)) ?? (await db.deletedPosts.get(id));
    if (taken || (await db.pendingPosts.get(id))) throw new BackendError('permission-denied');
    if (!(await db.topics.get(draft.topic))) throw new BackendError('permission-denied');
    // As firestore.rules: a reservation is paced as the new post it is for.
    await stampPace(db, uid, 'post');
    const { title, content, topic } = draft;
    await db.pendingPosts.add({ id, uid, title, content, topic, createdAt: Date.now() });
  });
}

/** Removes the member's reservation of `id`; none is no error. */
export async function releasePost(db: LocalDatabase, id: string, uid: string): Promise<void> {
  await db.transaction('rw', db.pendingPosts, async () => {
    const pending = await db.pendingPosts.get(id);
    if (pending) await db.pendingPosts.delete(ownedBy(pending, uid).id);
  });
}

export function createIncompletePostsApi({ db, session }: LocalContext): IncompletePostsApi {
  return {
    watchIncompletePosts(uid, callback, onError) {
      return watch(
        async () => {
          // As firestore.rules: a member's reservations are theirs alone to read.
          if ((await session.member()).uid !== uid) throw new BackendError('permission-denied');
          const pending = await db.pendingPosts
            .where('[uid+createdAt]')
            .between([uid, -Infinity], [uid, Infinity])
            .reverse()
            .limit(listLimits.incompletePosts)
            .toArray();
          return pending.map(toIncompletePost);
        },
        callback,
        onError,
      );
    },

    async discardIncompletePost(id) {
      const { uid } = await session.member();
      ownedBy(await db.pendingPosts.get(id), uid);
      await postPictureStore(db, id, uid).remove();
      await releasePost(db, id, uid);
    },
  };
}
