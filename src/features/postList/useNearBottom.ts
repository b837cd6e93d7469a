import { useEffect, useRef } from 'react';

/**
 * The one scroll trigger of every post list: calls `loadMore` while the element it returns (the list's
 * bottom) is within `lookahead` of the screen. An observer only reports a change, so one that saw the
 * bottom stay on screen after a page (4 cards on a tall screen) would stay silent: a fresh observer after
 * each page (`count`) asks once where the bottom is now, until the data ends.
 */
export function useNearBottom<E extends Element>(
  ready: boolean,
  count: number,
  loadMore: () => void,
  lookahead = '300px',
) {
  const bottom = useRef<E>(null);
  useEffect(() => {
    const target = bottom.current;
    if (!ready || !target) return;
    // It keeps watching after asking: should a request come to nothing (the list changed under it), the
    // reader's next scroll to the bottom asks again. Asking while a page loads does nothing (postPager).
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore();
      },
      { rootMargin: `0px 0px ${lookahead} 0px` },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [ready, count, loadMore, lookahead]);
  return bottom;
}
