import Dexie from 'dexie';
import { listLimits } from '../../lib/limits';
import { activityOf, commentQuote, type ActivityApi, type ActivityItem } from '../core/activityApi';
import { BackendError } from '../errors';
import type { LocalContext } from './context';
import { watch } from './live';
import { withReplies } from '../core/repliesApi';

/**
 * Activity (core/activityApi.ts) from three index reads, as the Firebase adapter's three listeners:
 * the comments that notify the member, their posts by `lastLikedAt`, and `activitySeen`. One live
 * query: Dexie runs it again on a write to any of them, in this tab or another.
 */
export function createActivityApi({ db, session }: LocalContext): ActivityApi {
  return {
    watchActivity(uid, callback, onError) {
      return watch(
        async () => {
          // As firestore.rules: a member reads their own activity only.
          const me = await session.member();
          if (me.uid !== uid) throw new BackendError('permission-denied');
          const max = listLimits.activity;
          const comments = await db.comments
            .where('[notify+createdAt]')
            .between([uid], [uid, Dexie.maxKey])
            .reverse()
            .filter((comment) => !comment.hidden)
            .limit(max)
            .toArray();
          const posts = await db.posts
            .where('[uid+lastLikedAt+id]')
            .between([uid], [uid, Dexie.maxKey])
            .reverse()
            .limit(max)
            .toArray();
          const seen = await db.activitySeen.get(uid);
          // Replies that answer the member (issue 39): the Firebase adapter's fourth listener.
          const replies = await db.comments
            .where('[answers+createdAt]')
            .between([uid], [uid, Dexie.maxKey])
            .reverse()
            .filter((reply) => !reply.hidden)
            .limit(max)
            .toArray();
          const replyItems = replies.map((reply): ActivityItem => ({
            kind: 'reply',
            id: reply.id,
            postId: reply.postId,
            uid: reply.uid,
            quote: commentQuote(reply.content),
            at: reply.createdAt,
          }));
          const commentItems = comments.map((comment): ActivityItem => ({
            kind: 'comment',
            id: comment.id,
            postId: comment.postId,
            uid: comment.uid,
            quote: commentQuote(comment.content),
            at: comment.createdAt,
          }));
          const likeItems = posts.map((post): ActivityItem => ({
            kind: 'likes',
            id: post.id,
            postId: post.id,
            title: post.title,
            likeCount: post.likeCount,
            at: post.lastLikedAt ?? 0,
          }));
          // What mentions the member (issue 39): the multi-entry index, newest first.
          const mentioning = (await db.comments.where('mentions').equals(uid).toArray())
            .filter((comment) => !comment.hidden)
            .sort((x, y) => y.createdAt - x.createdAt)
            .slice(0, max);
          const mentionItems = mentioning.map((comment): ActivityItem => ({
            kind: 'mention',
            id: comment.id,
            postId: comment.postId,
            uid: comment.uid,
            quote: commentQuote(comment.content),
            at: comment.createdAt,
          }));
          const full =
            comments.length === max ||
            posts.length === max ||
            replies.length === max ||
            mentioning.length === max;
          const told = withReplies(commentItems, replyItems, uid, mentionItems);
          return activityOf(told, likeItems, seen?.seenAt ?? 0, full);
        },
        callback,
        onError,
      );
    },

    async markActivitySeen() {
      const { uid } = await session.member();
      await db.transaction('rw', db.activitySeen, async () => {
        const seen = await db.activitySeen.get(uid);
        // Strictly later than what it saw: an item of this same millisecond counts as seen.
        await db.activitySeen.put({ uid, seenAt: Math.max(Date.now(), (seen?.seenAt ?? 0) + 1) });
      });
    },
  };
}
