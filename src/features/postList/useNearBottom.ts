import { useEffect, useRef, useState } from 'react';

/** How long a request that came to nothing waits before the list, still near its bottom, asks again. */
const askAgainMs = 1000;

/**
 * The one scroll trigger of every post list: whenever the list is `ready` (it has more, and nothing is
 * on its way) and the element it returns (the list's bottom) is within `lookahead` of the screen, it
 * calls `loadMore`, whatever the order of events. An observer reports changes, not states, so:
 * - after each page (`count`) or a change of `ready`, a fresh observer asks once where the bottom is now
 *   (a page that arrived while it was disconnected, 4 cards on a tall screen);
 * - a resize or a re-anchored list moves the bottom across the edge: the observer reports that;
 * - a `loadMore` that did nothing leaves everything as it was, which nothing would report: while the
 *   bottom stays near and the list ready, it asks again every `askAgainMs`.
 * Never before the observer has placed the new bottom: a page's cards push it away first.
 */
export function useNearBottom<E extends Element>(
  ready: boolean,
  count: number,
  loadMore: () => void,
  lookahead = '300px',
) {
  const bottom = useRef<E>(null);
  const [round, setRound] = useState(0);
  useEffect(() => {
    const target = bottom.current;
    if (!ready || !target) return;
    let again: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        clearTimeout(again);
        if (!entries[entries.length - 1]?.isIntersecting) return;
        loadMore();
        // A request that starts a page makes the list not ready, which cancels this.
        again = setTimeout(() => setRound((n) => n + 1), askAgainMs);
      },
      { rootMargin: `0px 0px ${lookahead} 0px` },
    );
    observer.observe(target);
    return () => {
      clearTimeout(again);
      observer.disconnect();
    };
  }, [ready, count, loadMore, lookahead, round]);
  return bottom;
}
