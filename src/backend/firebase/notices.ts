import {
  collection,
  documentId,
  getCountFromServer,
  limit,
  query,
  where,
  type CollectionReference,
  type Firestore,
  type QueryFieldFilterConstraint,
  type QueryDocumentSnapshot,
  type Timestamp,
} from 'firebase/firestore';
import type { Notice } from '../core/inboxApi';
import { listLimits } from '../../lib/limits';

const noticesWindow = listLimits.noticesWindow;

/*
 * Reading 通知's notices (issue 47, docs/data-model.md; the acts write them in their own batches,
 * comments.ts and postMarks.ts): a stored one read back, the count of unread ones, and which of their
 * posts the reader may still read. inbox.ts uses them.
 */

export const millis = (value: unknown) => (value as Timestamp | undefined)?.toMillis?.() ?? 0;
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const kinds: readonly Notice['kind'][] = ['comment', 'reply', 'mention', 'likes'];

export function noticeOf(snapshot: QueryDocumentSnapshot): Notice {
  const data = snapshot.data({ serverTimestamps: 'estimate' });
  const kind = kinds.find((each) => each === data.kind) ?? 'comment';
  return {
    id: snapshot.id,
    kind,
    postId: text(data.postId),
    title: text(data.title),
    commentId: text(data.commentId),
    from: text(data.from),
    quote: text(data.quote),
    likeCount: typeof data.likeCount === 'number' ? data.likeCount : 0,
    at: millis(data.at),
  };
}

/** At most this many ids in one `in` filter. */
const inLimit = 30;

/**
 * The posts of `notices` the member may read, hidden by a moderator since or deleted left out (issue
 * 48): counted, not read (a post is up to 50 kB; a count is one read and a few bytes). One count per
 * 30 posts says they are all there; else one per post says which.
 */
export async function readable(db: Firestore, notices: Notice[]): Promise<Set<string>> {
  const ids = [...new Set(notices.map((notice) => notice.postId))];
  const shown = async (group: string[]) =>
    (
      await getCountFromServer(
        query(
          collection(db, 'posts'),
          where(documentId(), 'in', group),
          where('hidden', '==', false),
          limit(group.length),
        ),
      )
    ).data().count;
  const groups = Array.from({ length: Math.ceil(ids.length / inLimit) }, (_, i) =>
    ids.slice(i * inLimit, (i + 1) * inLimit),
  );
  const found = await Promise.all(
    groups.map(async (group) =>
      (await shown(group)) === group.length
        ? group
        : (await Promise.all(group.map(async (id) => ((await shown([id])) ? [id] : [])))).flat(),
    ),
  );
  return new Set(found.flat());
}

/**
 * How many notices of `inbox` match `after` (those since the member last looked), up to max + 1,
 * leaving out those from the members `except` (their blocks): each 30 of them one count more, only
 * for a member who blocked someone. A count is one read per 1,000 notices counted.
 */
export async function unreadCount(
  inbox: CollectionReference,
  after: QueryFieldFilterConstraint[],
  max: number,
  except: readonly string[],
): Promise<number> {
  const counted = async (...filters: QueryFieldFilterConstraint[]) =>
    (await getCountFromServer(query(inbox, ...after, ...filters, limit(noticesWindow)))).data()
      .count;
  const groups = Array.from({ length: Math.ceil(except.length / inLimit) }, (_, i) =>
    except.slice(i * inLimit, (i + 1) * inLimit),
  );
  const left = await Promise.all(groups.map((group) => counted(where('from', 'in', group))));
  const all = await counted();
  return Math.min(max + 1, all - left.reduce((sum, each) => sum + each, 0));
}
