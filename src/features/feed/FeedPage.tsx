import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PostList } from '../postList/PostList';
import { SignInNeeded } from './SignInNeeded';
import { SortTabs } from './SortTabs';
import { Follow } from '../follow/Follow';
import { Loading } from '../../components/Loading';
import { copy } from '../../copy';
import { useAuth } from '../../hooks/useAuth';
import { feedFilter, feedFollowing, feedSort } from '../../lib/paths';
import { useDocumentTitle } from '../../hooks/ui/useDocumentTitle';
import '../../styles/visuallyHidden.css';

// 追蹤中 is a member's choice: its code loads when they choose it, off the first card's path.
const FollowingFeed = lazy(() => import('./FollowingFeed'));

/**
 * /posts and /posts?topic=NAME (&sort=popular: 熱門): the live feed, all posts or one topic's; and for
 * members /posts?sort=following: 追蹤中 (issue 39), with 追蹤 beside a topic's tabs.
 */
export function FeedPage() {
  const [params] = useSearchParams();
  const { ready, user } = useAuth();
  const filter = feedFilter(params);
  const order = feedSort(params);
  const topic = filter.kind === 'topic' ? filter.topic : null;
  // A visitor asking for 追蹤中 is shown 最新: there is nothing of theirs to follow.
  const following = feedFollowing(params) && (!ready || user !== null);
  // The feed is just 貼文牆; a topic's feed is named after it.
  useDocumentTitle(following ? copy.sortFollowing : topic);

  return (
    <section aria-labelledby="feed-heading">
      <h1 id="feed-heading" className="visually-hidden">
        {following ? copy.sortFollowing : (topic ?? copy.topicAll)}
      </h1>
      <SignInNeeded />
      <SortTabs topic={topic} order={following ? 'following' : order} member={user !== null}>
        {user && topic !== null && <Follow kind="topic" id={topic} />}
      </SortTabs>
      {following ? (
        !ready ? (
          <Loading />
        ) : (
          <Suspense fallback={<Loading />}>
            <FollowingFeed />
          </Suspense>
        )
      ) : (
        /* A new list per topic and order: its pages, scroll trigger and states start over. */
        <PostList key={`${order}:${topic ?? ''}`} filter={filter} emptyText={copy.feedEmpty} />
      )}
    </section>
  );
}
