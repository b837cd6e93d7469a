/** What a live read tells with each answer: whether it came from a cache for want of the server. */
interface Freshness {
  stale: boolean;
}

type WatchOne<V> = (
  id: string,
  onValue: (value: V, freshness?: Freshness) => void,
  onError: (error: Error) => void,
) => () => void;

/**
 * One live read per id, joined: `onAll` gets every id's latest value once each has answered, and again
 * on every later answer; stale while any of them is. For what is read by id, a document each (profiles,
 * posts' titles), where no query lists them. Returns the unsubscribe of them all.
 */
export function watchEach<V>(
  ids: readonly string[],
  watchOne: WatchOne<V>,
  onAll: (values: ReadonlyMap<string, V>, freshness: Freshness) => void,
  onError: (error: Error) => void,
): () => void {
  const unique = [...new Set(ids)];
  const values = new Map<string, V>();
  const stale = new Set<string>();
  if (unique.length === 0) onAll(values, { stale: false });
  const stops = unique.map((id) =>
    watchOne(
      id,
      (value, freshness) => {
        values.set(id, value);
        if (freshness?.stale) stale.add(id);
        else stale.delete(id);
        if (values.size === unique.length) onAll(new Map(values), { stale: stale.size > 0 });
      },
      onError,
    ),
  );
  return () => stops.forEach((stop) => stop());
}
