import { Loading } from '../../components/Loading';
import { RetryMessage } from '../../components/RetryMessage';
import { copy } from '../../copy';
import { useFollows } from '../../hooks/useFollows';
import { PostList } from '../postList/PostList';

/**
 * 追蹤中 (issue 39): the posts of the authors and topics the member follows, newest first, 4 at a time
 * as every list (one query per page: lib/limits.ts followLimits.feed), blocked members' left out by
 * the list as everywhere. Its own chunk, fetched when a member chooses the tab. Honest: until the
 * follows are read, nothing is listed; follows read from the cache alone (offline) that name nothing
 * do not say followingEmpty, for the server may hold more.
 */
export default function FollowingFeed() {
  const follows = useFollows();
  if (follows.status === 'error') {
    return <RetryMessage code={follows.error} onRetry={follows.retry} />;
  }
  if (follows.status === 'loading') return <Loading />;
  const { authors, topics } = follows.data;
  if (follows.stale && authors.length === 0 && topics.length === 0) {
    return <RetryMessage code="unavailable" onRetry={follows.retry} />;
  }
  return (
    <PostList filter={{ kind: 'following', authors, topics }} emptyText={copy.followingEmpty} />
  );
}
