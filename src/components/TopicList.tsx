import { useId } from 'react';
import { Link, useMatch, useSearchParams } from 'react-router-dom';
import { Menu } from 'semantic-ui-react';
import { paths, routePatterns } from '../lib/paths';
import { copy } from '../copy';
import { useTopics } from '../hooks/useTopics';
import './TopicList.css';

/** The left column of the posts pages: copy.topicAll and every topic, the one the feed shows highlighted. */
export function TopicList() {
  // Without topics the list still offers copy.topicAll: the feed works without the shortcuts.
  const { data: topics } = useTopics();
  const headerId = useId();
  const [params] = useSearchParams();
  // A post's detail page belongs to no topic; the feed answers every other path under /posts.
  const onDetail = useMatch(routePatterns.post) !== null;
  const current = onDetail ? undefined : (params.get('topic') ?? '');

  const item = (key: string, label: string, to: string, active: boolean) => (
    <Menu.Item
      key={key}
      as={Link}
      to={to}
      active={active}
      aria-current={active ? 'page' : undefined}
    >
      {label}
    </Menu.Item>
  );

  return (
    <Menu as="nav" vertical fluid aria-labelledby={headerId} className="topic-list">
      <Menu.Item header as="h2" id={headerId}>
        {copy.topicsHeader}
      </Menu.Item>
      {item('', copy.topicAll, paths.posts, current === '')}
      {topics?.map((t) => item(t.id, t.name, paths.topic(t.name), current === t.name))}
    </Menu>
  );
}
