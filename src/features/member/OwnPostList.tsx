import { useEffect, useRef } from 'react';
import { Message } from 'semantic-ui-react';
import type { Profile } from '../../backend/types';
import { Button } from '../../components/Button';
import { PostCard } from '../../components/PostCard';
import { copy } from '../../copy';
import { usePostList } from '../../hooks/usePostList';
import { OwnPostActions } from './OwnPostActions';
import './member.css';

/**
 * The member's posts, newest first, 4 more whenever the bottom comes near, each with 編輯 and 刪除.
 * Like the shared PostList, which has no place for per-card actions.
 */
export function OwnPostList({ author }: { author: Profile }) {
  const { posts, hasMore, loading, error, loadMore, retry } = usePostList({
    kind: 'author',
    uid: author.uid,
  });
  const bottom = useNearBottom(hasMore && !loading && !error, loadMore);

  return (
    <div className="own-posts">
      {posts.length > 0 && (
        <ul className="own-posts__items">
          {posts.map((post, index) => (
            <li key={post.id} className="own-post">
              <PostCard post={post} profile={author} first={index === 0} />
              <OwnPostActions post={post} />
            </li>
          ))}
        </ul>
      )}
      {loading && posts.length === 0 ? (
        // Its own element, gone when the first posts come (see PostList): no layout shift.
        <div className="own-posts__status" role="status">
          {copy.loading}
        </div>
      ) : (
        <div ref={bottom} className="own-posts__status" role="status">
          {error ? (
            <Message negative className="own-posts__error">
              <span>{copy.errGeneric}</span>
              <Button type="button" basic size="small" onClick={retry}>
                {copy.retry}
              </Button>
            </Message>
          ) : loading ? (
            copy.loading
          ) : hasMore ? (
            <Button type="button" basic onClick={loadMore}>
              {copy.loadMore}
            </Button>
          ) : posts.length > 0 ? (
            copy.feedEnd
          ) : (
            copy.myPostsEmpty
          )}
        </div>
      )}
    </div>
  );
}

/**
 * Loads the next page while the list's bottom is within reach: when the reader scrolls near it, and at
 * once after a page that left it on screen. A new observer after each page reports where it is now.
 */
function useNearBottom(ready: boolean, loadMore: () => void) {
  const bottom = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = bottom.current;
    if (!ready || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore();
      },
      { rootMargin: '0px 0px 300px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [ready, loadMore]);
  return bottom;
}
