/**
 * Where the reader was on each history entry, by the router's location key: how far down the page, how
 * many posts its list had loaded, which link had focus. Back and Forward read it to put the reader back.
 * Kept in sessionStorage (this tab only), so that a reload finds it too; the newest entries only.
 */
export interface Place {
  scrollY?: number;
  listLength?: number;
  focusHref?: string;
}

const storageKey = 'post-wall:places';
const kept = 50;
/** The router's key for the entry a page load starts on when the browser gave it no state. */
const startKey = 'default';

let loaded = false;

function read(): Map<string, Place> {
  let stored: unknown = [];
  try {
    stored = JSON.parse(sessionStorage.getItem(storageKey) ?? '[]');
  } catch {
    // Unreadable or refused: no places, as on a first visit.
  }
  const places = new Map(Array.isArray(stored) ? (stored as [string, Place][]) : []);
  if (!loaded) {
    loaded = true;
    // A fresh visit (a typed address, a link from elsewhere) starts at the top: its entry has the start
    // key, as an earlier fresh visit in this tab had, whose place it must not inherit. A reload or Back
    // into the site keeps it.
    if (navigationType() === 'navigate' && places.delete(startKey)) write(places);
  }
  return places;
}

function write(places: Map<string, Place>) {
  try {
    sessionStorage.setItem(storageKey, JSON.stringify([...places]));
  } catch {
    // Storage full or refused: Back then starts at the top, as it would without this.
  }
}

function navigationType(): string {
  const [entry] = globalThis.performance?.getEntriesByType?.('navigation') ?? [];
  return (entry as PerformanceNavigationTiming | undefined)?.type ?? 'navigate';
}

export function placeOf(key: string): Place | undefined {
  return read().get(key);
}

/** Merges `change` into the entry's place. */
export function remember(key: string, change: Place): void {
  const places = read();
  const next = { ...places.get(key), ...change };
  places.delete(key);
  places.set(key, next);
  for (const oldest of places.keys()) {
    if (places.size <= kept) break;
    places.delete(oldest);
  }
  write(places);
}
