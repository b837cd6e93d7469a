import type { FirebaseApp } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  documentId,
  getDocs,
  getFirestore,
  limit,
  orderBy,
  query,
  where,
  type Timestamp,
} from 'firebase/firestore/lite';
import { splitHost } from './app';
import type { LiteReads, PublicFilter } from './firstView';
import { cursorFrom, postFrom, topicLimit, type StoredPost } from './postValues';

/**
 * The visitor's first page and the topics, read once through firebase/firestore/lite: a third of the
 * full Firestore chunk, which then loads after the first card (firstView.ts). The query is the live
 * list's (posts.ts, cursors.ts): the same filter, newest first with the id as tie-break, so the live
 * listener that takes over sees the same window.
 */
export function connectLite(app: FirebaseApp, emulatorHost?: string): LiteReads {
  const db = getFirestore(app);
  if (emulatorHost) connectFirestoreEmulator(db, ...splitHost(emulatorHost));
  const posts = collection(db, 'posts');

  return {
    async firstPage(filter: PublicFilter, max: number) {
      const { docs } = await getDocs(
        query(
          posts,
          ...(filter.kind === 'topic' ? [where('topic', '==', filter.topic)] : []),
          orderBy('createdAt', 'desc'),
          orderBy(documentId(), 'desc'),
          limit(max),
        ),
      );
      const last = docs.at(-1);
      return {
        posts: docs.map((d) => postFrom(d.id, d.data() as StoredPost)),
        end: last ? cursorFrom(last.get('createdAt') as Timestamp | null, last.id) : null,
      };
    },

    async listTopics() {
      const { docs } = await getDocs(query(collection(db, 'topics'), limit(topicLimit)));
      return docs.map((topic) => ({ id: topic.id, name: String(topic.get('name')) }));
    },
  };
}
