import { NotFound } from '../components/NotFound';
import { copy } from '../copy';

/** Any address no route knows: says so, instead of moving the reader elsewhere without a word. */
export function NotFoundPage() {
  return <NotFound heading={copy.pageNotFound} />;
}
