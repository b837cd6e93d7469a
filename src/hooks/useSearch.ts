import { useEffect, useState } from 'react';
import type { Post } from '../backend/types';
import { useBackend } from './BackendProvider';
import { useDebouncedValue } from './useDebouncedValue';

const searchLimit = 20;
const debounceMs = 250;

export type SearchState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; posts: Post[] }
  | { status: 'error' };

interface Answer {
  query: string;
  posts: Post[] | null;
}

/**
 * Posts matching what the reader types, once the trimmed text has paused for a moment. Only the answer to
 * the latest query is shown: an earlier, slower answer that arrives afterwards is dropped.
 */
export function useSearch(text: string): SearchState {
  const backend = useBackend();
  const query = useDebouncedValue(text.trim(), debounceMs);
  const [answer, setAnswer] = useState<Answer | null>(null);

  useEffect(() => {
    if (!query) return;
    let latest = true;
    backend.searchPosts(query, searchLimit).then(
      (posts) => latest && setAnswer({ query, posts }),
      () => latest && setAnswer({ query, posts: null }),
    );
    return () => {
      latest = false;
    };
  }, [backend, query]);

  if (!text.trim()) return { status: 'idle' };
  if (answer?.query !== query || query !== text.trim()) return { status: 'loading' };
  return answer.posts ? { status: 'done', posts: answer.posts } : { status: 'error' };
}
