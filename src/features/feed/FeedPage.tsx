import { useSearchParams } from 'react-router-dom';
import { PostList } from '../postList/PostList';
import { SignInNeeded } from './SignInNeeded';
import { SortTabs } from './SortTabs';
import { copy } from '../../copy';
import { feedFilter, feedSort } from '../../lib/paths';
import { useDocumentTitle } from '../../hooks/ui/useDocumentTitle';
import '../../styles/visuallyHidden.css';

/** /posts and /posts?topic=NAME (&sort=popular: 熱門): the live feed, all posts or one topic's. */
export function FeedPage() {
  const [params] = useSearchParams();
  const filter = feedFilter(params);
  const order = feedSort(params);
  const topic = filter.kind === 'topic' ? filter.topic : null;
  // The feed is just 貼文牆; a topic's feed is named after it.
  useDocumentTitle(topic);

  return (
    <section aria-labelledby="feed-heading">
      <h1 id="feed-heading" className="visually-hidden">
        {topic ?? copy.topicAll}
      </h1>
      <SignInNeeded />
      <SortTabs topic={topic} order={order} />
      {/* A new list per topic and order: its pages, scroll trigger and states start over. */}
      <PostList key={`${order}:${topic ?? ''}`} filter={filter} emptyText={copy.feedEmpty} />
    </section>
  );
}
