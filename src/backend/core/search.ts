import { matchesQuery, queryTokens } from '../../lib/searchTokens';
import type { Post } from '../types';

// A search reads the posts holding its most selective token (of any of its words), newest first, a page
// at a time, keeping those that hold every word. It stops once `searchScanLimit` posts are read, so it costs the same
// at any size; a rare phrase made of common tokens may then miss its oldest matches.
const searchPage = 20;
const searchScanLimit = 200;

/** A page of posts holding a token, and where it ended (the adapter's own position, to read on from). */
interface SearchPage<Cursor> {
  posts: Post[];
  end: Cursor | undefined;
}

/** Reads at most `size` posts holding `token`, newest first, after `after` (from the newest without). */
export type ReadSearchPage<Cursor> = (
  token: string,
  size: number,
  after: Cursor | undefined,
) => Promise<SearchPage<Cursor>>;

/** Posts holding every word of `text`, newest first, at most `max`, by the policy above. */
export async function searchPosts<Cursor>(
  text: string,
  max: number,
  readPage: ReadSearchPage<Cursor>,
): Promise<Post[]> {
  // queryTokens puts the most selective token first: it leaves the fewest candidates to filter.
  const [token] = queryTokens(text);
  if (token === undefined) return [];
  const found: Post[] = [];
  let after: Cursor | undefined;
  for (let read = 0; found.length < max && read < searchScanLimit; read += searchPage) {
    const page = await readPage(token, searchPage, after);
    found.push(...page.posts.filter((post) => matchesQuery(post.title, post.content, text)));
    if (page.posts.length < searchPage) break;
    after = page.end;
  }
  return found.slice(0, max);
}
