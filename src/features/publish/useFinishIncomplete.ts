import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { PostForm } from '../postForm/postForm';
import { useIncompletePosts } from '../../hooks/useIncompletePosts';

/**
 * /new-post?finish={id} (完成發表 under 我的文章): fills the form once with that incomplete post's texts.
 * Returns its id while it is still incomplete, so publishing finishes it in its place; otherwise
 * undefined, and the form publishes a new post.
 */
export function useFinishIncomplete(uid: string, form: PostForm): string | undefined {
  const [params] = useSearchParams();
  const wanted = params.get('finish');
  // Read only for 完成發表: a new post needs none of them.
  const incomplete = useIncompletePosts(wanted ? uid : null);
  const found =
    wanted && incomplete.status === 'ready'
      ? incomplete.data.find(({ id }) => id === wanted)
      : undefined;
  const filled = useRef<string | null>(null);
  const { change } = form;
  useEffect(() => {
    if (!found || filled.current === found.id) return;
    filled.current = found.id;
    change('title', found.title);
    change('content', found.content);
    change('topic', found.topic);
  }, [found, change]);
  return found?.id;
}
