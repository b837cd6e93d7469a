import { documentId, orderBy, Timestamp, type DocumentSnapshot } from 'firebase/firestore';
import type { PostCursor } from '../types';
import { cursorFrom, type CursorValues } from './postRecords';

/** Every list's order; the cursor holds one value per field. */
export const listOrder = [orderBy('createdAt', 'desc'), orderBy(documentId(), 'desc')];

export function cursorAt(snapshot: DocumentSnapshot): PostCursor {
  // A post written in this tab has no server time yet; its estimate is where the list shows it.
  const time = snapshot.get('createdAt', { serverTimestamps: 'estimate' }) as Timestamp | null;
  return cursorFrom(time, snapshot.id);
}

export function cursorValues(cursor: PostCursor): [Timestamp, string] {
  const { seconds, nanoseconds, id } = cursor as unknown as CursorValues;
  return [new Timestamp(seconds, nanoseconds), id];
}
