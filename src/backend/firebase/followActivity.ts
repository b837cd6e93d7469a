import { collection, doc, limit, orderBy, query, where, type Timestamp } from 'firebase/firestore';
import { followActivityOf } from '../core/follows';
import { followedCommentsRead, newPostsRead, type FollowsApi } from '../core/followsApi';
import type { Post, Unsubscribe } from '../types';
import type { FirebaseContext } from './context';
import { watchWhenReady } from '../core/lazy';
import { watch } from './live';
import { postAt } from './postWindow';

type Comments = { uid: string; at: number }[];
const millis = (value: unknown) => (value as Timestamp | undefined)?.toMillis?.() ?? 0;

/**
 * What follows bring to 通知 (issue 39; core/follows.ts followActivityOf), read by the member's
 * client (no server of ours counts for them): one query of the followed authors' newest posts (their
 * uids `in`, at most followLimits.feed of them: one query), and for each followed post checked, the
 * post (usually in the cache: its page follows it) and its newest comments. Delivered once every read
 * has answered; stale while any is.
 */
export function createFollowActivity({
  db,
  member,
}: Pick<FirebaseContext, 'db' | 'member'>): Pick<FollowsApi, 'watchFollowActivity'> {
  return {
    watchFollowActivity({ uid, authors, posts, followedAt }, callback, onError) {
      return watchWhenReady(
        member(),
        () => {
          let newPosts: Post[] | undefined = authors.length ? undefined : [];
          const followed = new Map<string, { post?: Post | null; comments?: Comments }>(
            posts.map((id) => [id, {}]),
          );
          const stale = new Map<string, boolean>();
          const deliver = () => {
            const all = [...followed.values()];
            if (!newPosts || all.some((each) => each.post === undefined || !each.comments)) return;
            const items = followActivityOf(
              uid,
              newPosts,
              [...followed].map(([id, { post, comments }]) => ({
                post: post ?? null,
                since: followedAt[id] ?? 0,
                comments: comments ?? [],
              })),
            );
            callback(items, { stale: [...stale.values()].some(Boolean) });
          };
          const stops: Unsubscribe[] = [];
          if (authors.length) {
            stops.push(
              watch(
                query(
                  collection(db, 'posts'),
                  where('hidden', '==', false),
                  where('uid', 'in', authors),
                  orderBy('createdAt', 'desc'),
                  limit(newPostsRead),
                ),
                (snapshot, freshness) => {
                  newPosts = snapshot.docs.map(postAt);
                  stale.set('authors', freshness.stale);
                  deliver();
                },
                onError,
              ),
            );
          }
          for (const [id, entry] of followed) {
            stops.push(
              watch(
                doc(db, 'posts', id),
                (snapshot, freshness) => {
                  const post = snapshot.exists() ? postAt(snapshot) : null;
                  entry.post = post?.hidden ? null : post;
                  stale.set(`post:${id}`, freshness.stale);
                  deliver();
                },
                // Refused: hidden by a moderator, gone for this member.
                () => {
                  entry.post = null;
                  entry.comments ??= [];
                  deliver();
                },
              ),
              watch(
                query(
                  collection(db, 'posts', id, 'comments'),
                  where('hidden', '==', false),
                  orderBy('createdAt', 'desc'),
                  limit(followedCommentsRead),
                ),
                (snapshot, freshness) => {
                  entry.comments = snapshot.docs.map((comment) => ({
                    uid: String(comment.get('uid')),
                    at: millis(comment.get('createdAt', { serverTimestamps: 'estimate' })),
                  }));
                  stale.set(`comments:${id}`, freshness.stale);
                  deliver();
                },
                // Refused: the post is gone (comments are read while it exists).
                () => {
                  entry.comments = [];
                  deliver();
                },
              ),
            );
          }
          return () => stops.forEach((stop) => stop());
        },
        onError,
      );
    },
  };
}
