import {
  collection,
  collectionGroup,
  doc,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  where,
  type DocumentSnapshot,
  type QueryDocumentSnapshot,
  type Timestamp,
} from 'firebase/firestore';
import { listLimits } from '../../lib/limits';
import { activityOf, commentQuote, type ActivityApi, type ActivityItem } from '../core/activityApi';
import type { FirebaseContext } from './context';
import { watchWhenReady } from '../core/lazy';
import { watch } from './live';
import { sentWrites } from './writePolicy';
import { withReplies } from '../core/repliesApi';
import { watchReplyActivity } from './replyActivity';

const millis = (value: unknown) => (value as Timestamp | undefined)?.toMillis?.() ?? 0;

function commentItem(snapshot: QueryDocumentSnapshot): ActivityItem {
  const data = snapshot.data({ serverTimestamps: 'estimate' });
  // A comment's path is posts/{postId}/comments/{id}.
  const postId = snapshot.ref.parent.parent?.id ?? '';
  const uid = typeof data.uid === 'string' ? data.uid : '';
  const quote = commentQuote(typeof data.content === 'string' ? data.content : '');
  return { kind: 'comment', id: snapshot.id, postId, uid, quote, at: millis(data.createdAt) };
}

function likesItem(snapshot: QueryDocumentSnapshot): ActivityItem {
  const data = snapshot.data({ serverTimestamps: 'estimate' });
  const title = typeof data.title === 'string' ? data.title : '';
  const likeCount = typeof data.likeCount === 'number' ? data.likeCount : 0;
  const at = millis(data.lastLikedAt);
  return { kind: 'likes', id: snapshot.id, postId: snapshot.id, title, likeCount, at };
}

/**
 * Activity (core/activityApi.ts) as three listeners: a collection-group query of the comments that
 * notify the member (firestore.rules bind `notify` to the post's author), the member's posts by
 * `lastLikedAt` (the like transaction stamps it), and `activitySeen/{uid}`.
 */
export function createActivityApi({
  db,
  member,
}: Pick<FirebaseContext, 'db' | 'member'>): ActivityApi {
  const seenDoc = (uid: string) => doc(db, 'activitySeen', uid);
  return {
    watchActivity(uid, callback, onError) {
      return watchWhenReady(
        member(),
        () => {
          const max = listLimits.activity;
          let comments: ActivityItem[] | undefined;
          let likes: ActivityItem[] | undefined;
          let seenAt: number | undefined;
          let replies: ActivityItem[] | undefined;
          let mentions: ActivityItem[] | undefined;
          const stale = [false, false, false, false, false];
          const full = [false, false, false, false];
          const deliver = () => {
            if (!comments || !likes || !replies || !mentions || seenAt === undefined) return;
            const told = withReplies(comments, replies, uid, mentions);
            const activity = activityOf(told, likes, seenAt, full.some(Boolean));
            callback(activity, { stale: stale.some(Boolean) });
          };
          const stops = [
            watch(
              query(
                collectionGroup(db, 'comments'),
                where('notify', '==', uid),
                where('hidden', '==', false),
                orderBy('createdAt', 'desc'),
                limit(max),
              ),
              (snapshot, { stale: old }) => {
                comments = snapshot.docs.map(commentItem);
                [stale[0], full[0]] = [old, snapshot.size === max];
                deliver();
              },
              onError,
            ),
            watch(
              query(
                collection(db, 'posts'),
                where('uid', '==', uid),
                orderBy('lastLikedAt', 'desc'),
                limit(max),
              ),
              (snapshot, { stale: old }) => {
                likes = snapshot.docs.map(likesItem).filter((item) => item.at > 0);
                [stale[1], full[1]] = [old, snapshot.size === max];
                deliver();
              },
              onError,
            ),
            watch(
              seenDoc(uid),
              (snapshot: DocumentSnapshot, { stale: old }) => {
                seenAt = millis(snapshot.data({ serverTimestamps: 'estimate' })?.seenAt);
                stale[2] = old;
                deliver();
              },
              onError,
            ),
            // Replies that answer the member (issue 39, replyActivity.ts).
            watchReplyActivity(
              db,
              'reply',
              uid,
              (items, answered) => {
                replies = items;
                [stale[3], full[2]] = [answered.stale, answered.full];
                deliver();
              },
              onError,
            ),
            // What mentions the member (issue 39).
            watchReplyActivity(
              db,
              'mention',
              uid,
              (items, mentioned) => {
                mentions = items;
                [stale[4], full[3]] = [mentioned.stale, mentioned.full];
                deliver();
              },
              onError,
            ),
          ];
          return () => stops.forEach((stop) => stop());
        },
        onError,
      );
    },

    ...sentWrites<Pick<ActivityApi, 'markActivitySeen'>>(db, {
      async markActivitySeen() {
        const { uid } = await member();
        await setDoc(seenDoc(uid), { seenAt: serverTimestamp() });
      },
    }),
  };
}
