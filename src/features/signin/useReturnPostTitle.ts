import { matchPath, useLocation } from 'react-router-dom';
import { usePost } from '../../hooks/usePost';
import { routePatterns } from '../../lib/paths';
import { returnTarget } from '../../lib/returnTo';

/**
 * When a post's guard sent the visitor here: the post's title once it is read ('' until then, or when
 * the post does not exist); undefined when they came from anywhere else.
 */
export function useReturnPostTitle(): string | undefined {
  const { state } = useLocation();
  const from = returnTarget(state);
  const pathname = typeof from === 'object' && from !== null ? from.pathname : undefined;
  const postId = pathname ? (matchPath(routePatterns.post, pathname)?.params.postId ?? null) : null;
  const post = usePost(postId);
  if (postId === null) return undefined;
  return post.status === 'ready' && post.data ? post.data.title : '';
}
