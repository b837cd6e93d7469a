import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { placeOf, remember } from '../browser/historyPlaces';

/** How long a returning page may take to grow back to where the reader was. */
const patience = 5_000;

/**
 * What happens to scroll and focus when a page is reached (mount this once, inside the router):
 * - a new page (a link, the brand, a redirect) starts at the top, with focus on its heading (else on
 *   main), so keyboard and screen reader users start on the new page, not on a vanished link;
 * - Back and Forward return to where the reader was on that entry: the same scroll position once the
 *   page has grown back (its list reloads as many posts as it had), focus on the link they had left
 *   by (the card they opened), else on the heading.
 * The page load itself moves nothing, unless it is a reload or a return from another site.
 */
export function usePageArrival() {
  const { key } = useLocation();
  const action = useNavigationType();
  const current = useRef(key);
  const shown = useRef<string | null>(null);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        remember(current.current, { scrollY: window.scrollY });
      });
    };
    const onFocus = (event: FocusEvent) => {
      const link = event.target instanceof Element ? event.target.closest('main a[href]') : null;
      remember(current.current, { focusHref: link?.getAttribute('href') ?? '' });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    document.addEventListener('focusin', onFocus);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      document.removeEventListener('focusin', onFocus);
    };
  }, []);

  useLayoutEffect(() => {
    current.current = key;
    // The page load (StrictMode runs this twice for it, with the same key).
    const loading = shown.current === null || shown.current === key;
    shown.current = key;
    const place = action === 'POP' ? placeOf(key) : undefined;
    const stops: (() => void)[] = [];
    if (place?.scrollY) stops.push(restoreScroll(place.scrollY));
    else if (!loading) window.scrollTo(0, 0);
    if (!loading) stops.push(moveFocus(place?.focusHref));
    return () => stops.forEach((stop) => stop());
  }, [key, action]);
}

/**
 * Scrolls to `y` as soon as the page is tall enough for it: the returning page's posts are still on their
 * way. Gives up after a while, or as soon as the reader scrolls, presses a key or touches the page.
 */
function restoreScroll(y: number): () => void {
  // Within a pixel: on a dense screen scroll positions are fractions, and heights are rounded.
  const tallEnough = () => document.documentElement.scrollHeight - window.innerHeight >= y - 1;
  window.scrollTo(0, y);
  if (tallEnough()) return () => undefined;
  const observer = new ResizeObserver(() => {
    window.scrollTo(0, y);
    if (tallEnough()) stop();
  });
  observer.observe(document.body);
  const interruptions = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;
  const timer = setTimeout(stop, patience);
  interruptions.forEach((type) => window.addEventListener(type, stop, { passive: true }));
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    interruptions.forEach((type) => window.removeEventListener(type, stop));
  }
  return stop;
}

/**
 * Focuses the link to `href` in main (the card the reader had opened), else main's heading; whichever
 * is wanted may not be on the page yet (the page's code or data is loading): meanwhile focus waits on
 * main, and moves on when it comes, unless the reader has moved it first.
 */
function moveFocus(href: string | undefined): () => void {
  const main = document.querySelector<HTMLElement>('main');
  if (!main) return () => undefined;
  const link = () =>
    [...main.querySelectorAll('a[href]')].find((a) => a.getAttribute('href') === href) ?? null;
  const heading = () => main.querySelector('h1');
  const wanted = href ? link : heading;

  const found = wanted();
  if (found) {
    focusOn(found);
    return () => undefined;
  }
  focusOn(main);
  const observer = new MutationObserver(() => {
    if (document.activeElement !== main) return stop();
    const late = wanted();
    if (late) {
      focusOn(late);
      stop();
    }
  });
  observer.observe(main, { childList: true, subtree: true });
  const timer = setTimeout(() => {
    const fallback = heading();
    if (fallback && document.activeElement === main) focusOn(fallback);
    stop();
  }, patience);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  return stop;
}

function focusOn(element: Element) {
  if (!(element instanceof HTMLElement)) return;
  // A heading is not focusable by itself; -1 lets a script focus it without adding a Tab stop.
  if (!element.matches('a[href], button, input, select, textarea, [tabindex]')) {
    element.setAttribute('tabindex', '-1');
  }
  element.focus({ preventScroll: true });
}
