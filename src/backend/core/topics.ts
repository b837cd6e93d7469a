import type { Topic } from '../types';

/** A topic as both stores keep it (`topics/{name}`): its name is its id, `order` its place in the list. */
export interface StoredTopic {
  id: string;
  name: string;
  order?: unknown;
}

/**
 * The topics in the order the list shows them. Neither store can index a key it does not have on every
 * document (Firestore drops a document without `order` from an orderBy query), so both sort here; a
 * topic without a numeric order goes last, by name.
 */
export function inListOrder(topics: readonly StoredTopic[]): Topic[] {
  const place = ({ order }: StoredTopic) =>
    typeof order === 'number' && Number.isFinite(order) ? order : Number.POSITIVE_INFINITY;
  return [...topics]
    .sort((x, y) => place(x) - place(y) || (x.id < y.id ? -1 : x.id > y.id ? 1 : 0))
    .map(({ id, name }) => ({ id, name }));
}
