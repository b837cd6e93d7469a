import { memo, type ReactNode } from 'react';
import type { Post, Profile } from '../../backend/types';
import { Button } from '../../components/Button';
import { copy } from '../../copy';
import type { PagedRead } from '../../hooks/shapes';
import { usePosts, type PostsFilter } from '../../hooks/usePosts';
import { useProfiles } from '../../hooks/useProfiles';
import { useNearBottom } from './useNearBottom';
import { Loading } from '../../components/Loading';
import { PostCard } from '../../components/PostCard';
import { OfflineBanner } from '../../components/OfflineBanner';
import { RetryMessage } from '../../components/RetryMessage';
import './PostList.css';

interface PostListProps {
  filter: PostsFilter;
  /** Shown when the list has no post at all. */
  emptyText: string;
  /** What each card offers besides opening the post (the member's own posts: 編輯, 刪除). */
  itemActions?: (post: Post) => ReactNode;
  /** False where every post is one author's (their page): the cards leave out the author line. */
  showAuthor?: boolean;
}

/**
 * Every list of posts on the site (the feed, a topic, the member's posts and bookmarks, the search
 * results): newest first, 4 cards, then 4 more as the bottom comes near.
 */
export function PostList({ filter, emptyText, itemActions, showAuthor = true }: PostListProps) {
  const list = usePosts(filter);
  const { data: posts, hasMore, loadMore, retry } = list;
  const loading = list.status === 'loading';
  const error = list.status === 'error';
  // Read from what the client had, for want of the server: neither empty nor ended can be known.
  const stale = list.status === 'ready' && list.stale;
  // The cards on hand when a further read could not reach the server: kept, and said to be so.
  const cut = stale || (list.status === 'error' && list.error === 'unavailable');
  const { data: profiles } = useProfiles(posts.map((p) => p.uid));
  const bottom = useNearBottom<HTMLDivElement>(
    hasMore && !loading && !error && !stale,
    posts.length,
    loadMore,
  );

  return (
    <div className="post-list">
      {cut && posts.length > 0 && <OfflineBanner />}
      {posts.length > 0 && (
        <ul className="post-list__items">
          {posts.map((post, index) => (
            <PostListItem
              key={post.id}
              post={post}
              profile={profiles?.get(post.uid)}
              first={index === 0}
              actions={itemActions}
              showAuthor={showAuthor}
            />
          ))}
        </ul>
      )}
      {loading && posts.length === 0 ? (
        // Its own element, gone when the first posts come: a footer they pushed down would be the page
        // moving under the reader (layout shift).
        <Loading className="post-list__loading" />
      ) : (
        <div ref={bottom} className="post-list__footer">
          {loading ? (
            <Loading />
          ) : (
            <p role="status" className="post-list__status">
              {statusText(list, emptyText)}
            </p>
          )}
          {list.status === 'error' && <RetryMessage code={list.error} onRetry={retry} />}
          {stale && posts.length === 0 && <RetryMessage code="unavailable" onRetry={retry} />}
          {/* For keyboards and for screens where the automatic trigger cannot tell the bottom is near. */}
          {hasMore && !loading && !error && !stale && (
            <Button type="button" basic onClick={loadMore}>
              {copy.loadMore}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}

interface PostListItemProps {
  post: Post;
  profile: Profile | undefined;
  first: boolean;
  actions: PostListProps['itemActions'];
  showAuthor: boolean;
}

/**
 * One card of the list, drawn again only when its own post, author or actions change: each page
 * would otherwise redraw every card above it (at 800 cards, 100 ms of React work a page). The pager
 * keeps a read post the same object across pages (postPager.mergedPosts).
 */
const PostListItem = memo(function PostListItem({
  post,
  profile,
  first,
  actions,
  showAuthor,
}: PostListItemProps) {
  return (
    <li>
      <PostCard post={post} profile={profile} first={first} showAuthor={showAuthor} />
      {actions?.(post)}
    </li>
  );
});

/** What the list says under its cards once it is not loading. */
function statusText(list: PagedRead<Post>, emptyText: string): string {
  const { status, data, hasMore } = list;
  if (status !== 'ready' || hasMore || list.stale) return '';
  return data.length > 0 ? copy.feedEnd : emptyText;
}
