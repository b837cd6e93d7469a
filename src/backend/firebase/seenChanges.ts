import type { DocumentData, DocumentSnapshot, QuerySnapshot } from 'firebase/firestore';

/*
 * What a caller of watch (live.ts) can see of an answer, so that an answer that changes none of it
 * (a metadata-only snapshot) is not handed on again.
 */

/** What a caller can see of a document: whether it exists, its data, and whether it is pending. */
export function contentOf(snapshot: DocumentSnapshot<DocumentData>): string {
  const pending = snapshot.metadata.hasPendingWrites ? 'pending:' : '';
  return snapshot.exists()
    ? pending + JSON.stringify(snapshot.data({ serverTimestamps: 'estimate' }))
    : pending;
}

/** The documents of a query answer that hold writes the server has not yet confirmed. */
export const pendingOf = (snapshot: QuerySnapshot<DocumentData>) =>
  snapshot.docs.flatMap((each) => (each.metadata.hasPendingWrites ? [each.id] : [])).join();
