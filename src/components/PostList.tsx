import { useEffect, useRef } from 'react';
import InfiniteScroll from 'react-infinite-scroll-component';
import { Message } from 'semantic-ui-react';
import type { PostFilter } from '../backend/types';
import { Button } from './Button';
import { copy } from '../copy';
import { usePostList, type PostListState } from '../hooks/usePostList';
import { useProfiles } from '../hooks/useProfiles';
import { PostCard } from './PostCard';
import './PostList.css';

interface PostListProps {
  filter: PostFilter;
  /** Shown when the list has no post at all. */
  emptyText: string;
}

/** Preload the next page this far before the reader reaches the bottom. */
const lookahead = '300px';

/** The live, infinitely scrolled list of the posts matching `filter`. */
export function PostList({ filter, emptyText }: PostListProps) {
  const list = usePostList(filter);
  const { posts, hasMore, loading, error, loadMore, retry } = list;
  const profiles = useProfiles(posts.map((p) => p.uid));
  const bottom = useFillScreen(hasMore && !loading && !error, posts.length, loadMore);

  return (
    <div className="post-list">
      <InfiniteScroll
        dataLength={posts.length}
        next={loadMore}
        hasMore={hasMore && !error}
        loader={null}
        scrollThreshold={lookahead}
        style={{ overflow: 'visible' }}
        hasChildren={posts.length > 0}
      >
        {posts.length > 0 && (
          <ul className="post-list__items">
            {posts.map((post, index) => (
              <li key={post.id}>
                <PostCard post={post} profile={profiles.get(post.uid)} first={index === 0} />
              </li>
            ))}
          </ul>
        )}
      </InfiniteScroll>
      {loading && posts.length === 0 ? (
        // Its own element, gone when the first posts come: a footer they pushed down would be the page
        // moving under the reader (layout shift).
        <p role="status" className="post-list__loading">
          {copy.loading}
        </p>
      ) : (
        <div ref={bottom} className="post-list__footer">
          <p role="status" className="post-list__status">
            {statusText(list, emptyText)}
          </p>
          {error && (
            <Message negative className="post-list__error">
              <p role="alert">{copy.errGeneric}</p>
              <Button type="button" basic size="small" onClick={retry}>
                {copy.retry}
              </Button>
            </Message>
          )}
          {/* For keyboards and for screens where the automatic trigger cannot tell the bottom is near. */}
          {hasMore && !loading && !error && (
            <Button type="button" basic onClick={loadMore}>
              {copy.loadMore}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}

function statusText({ posts, hasMore, loading, error }: PostListState, emptyText: string): string {
  if (error || (hasMore && !loading)) return '';
  if (loading) return copy.loading;
  return posts.length > 0 ? copy.feedEnd : emptyText;
}

/**
 * The scroll trigger only fires when the bottom of the list comes into view, so it stays silent when a
 * page leaves the bottom on screen (4 cards on a tall screen). After each page, ask a fresh observer once
 * whether the bottom is still within reach, and load the next page if it is, until the data ends.
 */
function useFillScreen(ready: boolean, count: number, loadMore: () => void) {
  const bottom = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = bottom.current;
    if (!ready || !target) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        observer.disconnect();
        if (entry?.isIntersecting) loadMore();
      },
      { rootMargin: `0px 0px ${lookahead} 0px` },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [ready, count, loadMore]);
  return bottom;
}
