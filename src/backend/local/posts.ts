import { routeBookmarks } from '../core/postsApi';
import { createBookmarksApi } from './bookmarks';
import type { LocalContext } from './context';
import { createPostReadsApi } from './postReads';

/**
 * What a feed's first cards need of the posts concern, in the page's first chunk: the reads
 * (postReads.ts) and the bookmarks list (bookmarks.ts), every list through watchPosts. The rest of it
 * (postChanges.ts) is in the chunk deferredApi.ts heads.
 */
export function createPostListsApi(context: LocalContext) {
  const reads = createPostReadsApi(context);
  return { ...reads, watchPosts: routeBookmarks(reads, createBookmarksApi(context)) };
}
