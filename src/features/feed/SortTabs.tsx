import { Link } from 'react-router-dom';
import type { PostOrder } from '../../backend/types';
import { copy } from '../../copy';
import { paths } from '../../lib/paths';
import './SortTabs.css';

/**
 * 最新 / 熱門 above the feed and each topic: two links, so the order is in the address (Back and a
 * shared link keep it); the one shown carries aria-current. Under 熱門, one line says what its order
 * is (lib/limits.ts hotOf: likes, with newer posts ahead), so the list does not read as random.
 */
export function SortTabs({ topic, order }: { topic: string | null; order: PostOrder }) {
  const tabs = [
    { order: 'newest', label: copy.sortNewest, to: paths.feed(topic, 'newest') },
    { order: 'popular', label: copy.sortPopular, to: paths.feed(topic, 'popular') },
  ] as const;
  return (
    <>
      <nav className="sort-tabs" aria-label={`${copy.sortNewest} / ${copy.sortPopular}`}>
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
      {order === 'popular' && <p className="sort-tabs__hint">{copy.popularHint}</p>}
    </>
  );
}
