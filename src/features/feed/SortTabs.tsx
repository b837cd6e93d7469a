import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { PostOrder } from '../../backend/types';
import { copy } from '../../copy';
import { paths } from '../../lib/paths';
import './SortTabs.css';

/** The feed's orders, and 追蹤中 (issue 39): the posts of what the member follows. */
export type FeedTab = PostOrder | 'following';

/**
 * 最新 / 熱門 above the feed and each topic, and for members 追蹤中 above the whole feed: links, so
 * the choice is in the address (Back and a shared link keep it); the one shown carries aria-current.
 * Under 熱門, one line says what its order is (lib/limits.ts hotOf: likes, with newer posts ahead), so
 * the list does not read as random. `children`: beside the tabs, at the end of their line (a topic's
 * 追蹤).
 */
export function SortTabs({
  topic,
  order,
  member,
  children,
}: {
  topic: string | null;
  order: FeedTab;
  /** A member: the feed has 追蹤中 too. */
  member: boolean;
  children?: ReactNode;
}) {
  const tabs = [
    { order: 'newest', label: copy.sortNewest, to: paths.feed(topic, 'newest') },
    { order: 'popular', label: copy.sortPopular, to: paths.feed(topic, 'popular') },
    ...(member && topic === null
      ? [{ order: 'following', label: copy.sortFollowing, to: paths.following }]
      : []),
  ] as const;
  return (
    <>
      <div className="sort-tabs">
        <nav className="sort-tabs__nav" aria-label={`${copy.sortNewest} / ${copy.sortPopular}`}>
          {tabs.map((tab) => (
            <Link
              key={tab.order}
              to={tab.to}
              className="sort-tabs__tab"
              aria-current={tab.order === order ? 'page' : undefined}
            >
              {tab.label}
            </Link>
          ))}
        </nav>
        {children && <div className="sort-tabs__aside">{children}</div>}
      </div>
      {order === 'popular' && <p className="sort-tabs__hint">{copy.popularHint}</p>}
    </>
  );
}
