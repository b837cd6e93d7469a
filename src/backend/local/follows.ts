import { BackendError } from '../errors';
import { followActivityOf, followsOf, nextFollows, storedFollowedAt } from '../core/follows';
import { followedCommentsRead, newPostsRead, noFollows, type FollowsApi } from '../core/followsApi';
import { commentsOf } from './comments';
import type { LocalContext } from './context';
import { watch } from './live';

/**
 * Follows (issue 39) as one record per member, the shape of `follows/{uid}` (docs/data-model.md),
 * with firestore.rules' bounds checked in the write's transaction (core/follows.ts nextFollows).
 */
export function createFollowsApi({ db, session }: LocalContext): FollowsApi {
  return {
    watchFollows(uid, callback, onError) {
      return watch(
        async () => {
          const member = await session.member();
          if (member.uid !== uid) throw new BackendError('permission-denied');
          const record = await db.follows.get(uid);
          return record ? followsOf({ ...record }) : noFollows;
        },
        callback,
        onError,
      );
    },

    // As Firebase's (firebase/followActivity.ts): the followed authors' newest posts, and each followed
    // post checked with its newest comments, not hidden; one live query over them all.
    watchFollowActivity({ uid, authors, posts, followedAt }, callback, onError) {
      return watch(
        async () => {
          await session.member();
          const newPosts = authors.length
            ? await db.posts
                .orderBy('[createdAt+id]')
                .reverse()
                .filter((post) => !post.hidden && authors.includes(post.uid))
                .limit(newPostsRead)
                .toArray()
            : [];
          const followed = [];
          for (const id of posts) {
            const post = await db.posts.get(id);
            const comments = await commentsOf(db, id)
              .reverse()
              .filter((comment) => !comment.hidden)
              .limit(followedCommentsRead)
              .toArray();
            followed.push({
              post: post && !post.hidden ? post : null,
              since: followedAt[id] ?? 0,
              comments: comments.map((comment) => ({ uid: comment.uid, at: comment.createdAt })),
            });
          }
          return followActivityOf(uid, newPosts, followed);
        },
        callback,
        onError,
      );
    },

    async setFollow(kind, id, on) {
      const { uid } = await session.member();
      await db.transaction('rw', db.follows, async () => {
        const record = await db.follows.get(uid);
        const stored = record ? followsOf({ ...record }) : noFollows;
        const next = nextFollows(stored, uid, kind, id, on, Date.now());
        if (next) {
          const { authors, topics, posts, followedAt } = next;
          await db.follows.put({
            uid,
            authors,
            topics,
            posts,
            followedAt: storedFollowedAt(followedAt),
          });
        }
      });
    },
  };
}
