import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import { Link, useMatch, useSearchParams } from 'react-router-dom';
import { feedSort, paths, routePatterns } from '../../lib/paths';
import { copy } from '../../copy';
import { useTopics } from '../../hooks/useTopics';
import { RetryMessage } from '../../components/RetryMessage';
import '../../styles/sideMenu.css';
import './TopicList.css';

/** The left column of the posts pages: copy.topicAll and every topic, the one the feed shows highlighted. */
export function TopicList() {
  // Without topics the list still offers copy.topicAll: the feed works without the shortcuts.
  const topicsRead = useTopics();
  const { data: topics } = topicsRead;
  const headerId = useId();
  const [params] = useSearchParams();
  // Only the feed shows a topic (the feed answers every path under /posts but a post's): a post's page
  // and the search results belong to none.
  const onDetail = useMatch(routePatterns.post) !== null;
  const onFeed = useMatch(`${paths.posts}/*`) !== null && !onDetail;
  const current = onFeed ? (params.get('topic') ?? '') : undefined;
  // Under 熱門 another topic opens in 熱門 too; a post's page has no order, so its topics open 最新.
  const sort = onFeed ? feedSort(params) : 'newest';
  const [stripRef, rowRef] = useStrip(`${current ?? ''}\n${topics?.length ?? 0}`);

  const item = (key: string, label: string, to: string, active: boolean) => (
    <Link
      key={key}
      to={to}
      className={active ? 'side-menu__item active' : 'side-menu__item'}
      aria-current={active ? 'page' : undefined}
    >
      {label}
    </Link>
  );

  return (
    <nav aria-labelledby={headerId} className="side-menu side-menu--row topic-list">
      <h2 id={headerId} className="side-menu__item side-menu__header">
        {copy.topicsHeader}
      </h2>
      <div ref={stripRef} className="topic-list__strip">
        <div ref={rowRef} className="topic-list__items">
          {item('', copy.topicAll, paths.feed(null, sort), current === '')}
          {topics?.map((t) => item(t.id, t.name, paths.feed(t.name, sort), current === t.name))}
        </div>
      </div>
      {topicsRead.status === 'error' && (
        <RetryMessage code={topicsRead.error} onRetry={topicsRead.retry} />
      )}
    </nav>
  );
}

/**
 * On a phone the topics are one row that scrolls sideways. It shows that it does (a fade at each end
 * with more beyond it: `topic-list__strip--more-start` / `--more-end`), and the active topic is scrolled
 * into view whenever `shown` (the active topic, the topics) changes. In the desktop column nothing
 * overflows and nothing moves.
 */
function useStrip(shown: string) {
  const edges = useRef<HTMLDivElement>(null);
  const scroller = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const row = scroller.current;
    const frame = edges.current;
    if (!row || !frame) return;
    // Drawing only: classes on the element, no state to render again for.
    const mark = () => {
      const overflow = row.scrollWidth - row.clientWidth > 1;
      frame.classList.toggle('topic-list__strip--more-start', overflow && row.scrollLeft > 1);
      frame.classList.toggle(
        'topic-list__strip--more-end',
        overflow && row.scrollLeft + row.clientWidth < row.scrollWidth - 1,
      );
    };
    mark();
    row.addEventListener('scroll', mark, { passive: true });
    window.addEventListener('resize', mark);
    return () => {
      row.removeEventListener('scroll', mark);
      window.removeEventListener('resize', mark);
    };
  }, [shown]);

  // Before paint, so the row never shows the active topic out of view first. In view means clear of
  // the fades too: a topic under a fade and its arrow is half hidden.
  useLayoutEffect(() => {
    const row = scroller.current;
    const active = row?.querySelector('[aria-current="page"]');
    if (!row || !active || !edges.current || row.scrollWidth <= row.clientWidth) return;
    const fade = parseFloat(getComputedStyle(edges.current, '::after').width) || 0;
    const box = row.getBoundingClientRect();
    const item = active.getBoundingClientRect();
    if (item.left >= box.left + fade && item.right <= box.right - fade) return;
    // Centred, so the topics on both sides of it show too.
    row.scrollLeft += item.left - box.left - (box.width - item.width) / 2;
  }, [shown]);

  return [edges, scroller] as const;
}
