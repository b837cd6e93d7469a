import { copy } from '../copy';
import './Loading.css';

/**
 * 載入中… with a spinner above it: the one way the site says it is waiting (the auth state, a page's
 * code, a post, a list's first page, a search).
 */
export function Loading({ className }: { className?: string }) {
  return (
    <p className={className ? `loading ${className}` : 'loading'} role="status">
      {copy.loading}
    </p>
  );
}
