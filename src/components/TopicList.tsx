import { useId } from 'react';
import { Link, useMatch, useSearchParams } from 'react-router-dom';
import { paths, routePatterns } from '../lib/paths';
import { copy } from '../copy';
import { useTopics } from '../hooks/useTopics';
import './sideMenu.css';
import './TopicList.css';

/** The left column of the posts pages: copy.topicAll and every topic, the one the feed shows highlighted. */
export function TopicList() {
  // Without topics the list still offers copy.topicAll: the feed works without the shortcuts.
  const { data: topics } = useTopics();
  const headerId = useId();
  const [params] = useSearchParams();
  // Only the feed shows a topic (the feed answers every path under /posts but a post's): a post's page
  // and the search results belong to none.
  const onDetail = useMatch(routePatterns.post) !== null;
  const onFeed = useMatch(`${paths.posts}/*`) !== null && !onDetail;
  const current = onFeed ? (params.get('topic') ?? '') : undefined;

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
    <nav aria-labelledby={headerId} className="side-menu topic-list">
      <h2 id={headerId} className="side-menu__item side-menu__header">
        {copy.topicsHeader}
      </h2>
      {item('', copy.topicAll, paths.posts, current === '')}
      {topics?.map((t) => item(t.id, t.name, paths.topic(t.name), current === t.name))}
    </nav>
  );
}
