import { documentId, orderBy, Timestamp, type DocumentSnapshot } from 'firebase/firestore';
import type { PostCursor } from '../types';

/**
 * This adapter's cursor: the last post's `createdAt` to the server's precision (microseconds; the
 * milliseconds a Post carries would skip posts written within the same millisecond) and its id, which
 * orders posts that share a time. Values rather than snapshots: nothing has to be remembered, and a
 * cursor stays valid after its post is deleted.
 */
interface CursorValues {
  seconds: number;
  nanoseconds: number;
  id: string;
}

/** Every list's order; the cursor holds one value per field. */
export const listOrder = [orderBy('createdAt', 'desc'), orderBy(documentId(), 'desc')];

export function cursorAt(snapshot: DocumentSnapshot): PostCursor {
  // A post written in this tab has no server time yet; its estimate is where the list shows it.
  const time = snapshot.get('createdAt', { serverTimestamps: 'estimate' }) as Timestamp | null;
  const values: CursorValues = {
    seconds: time?.seconds ?? 0,
    nanoseconds: time?.nanoseconds ?? 0,
    id: snapshot.id,
  };
  return values as unknown as PostCursor;
}

export function cursorValues(cursor: PostCursor): [Timestamp, string] {
  const { seconds, nanoseconds, id } = cursor as unknown as CursorValues;
  return [new Timestamp(seconds, nanoseconds), id];
}
