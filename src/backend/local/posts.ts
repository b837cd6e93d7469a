import { routeBookmarks, type PostsApi } from '../core/postsApi';
import { followingOwnPosts } from '../core/follows';
import { createBookmarksApi } from './bookmarks';
import { createFollowsApi } from './follows';
import type { LocalContext } from './context';
import { createIncompletePostsApi } from './incompletePosts';
import { createPostMarksApi } from './postMarks';
import { createPostReadsApi } from './postReads';
import { createPostWritesApi } from './postWrites';

/**
 * Posts, and the member's likes and bookmarks of them: reads (postReads.ts), writes (postWrites.ts),
 * marks (postMarks.ts), the bookmarks list (bookmarks.ts) and the incomplete posts
 * (incompletePosts.ts). Each write is one transaction with the rules checked inside it.
 */
export function createPostsApi(context: LocalContext): PostsApi {
  const reads = createPostReadsApi(context);
  const writes = createPostWritesApi(context);
  return {
    ...reads,
    watchPosts: routeBookmarks(reads, createBookmarksApi(context)),
    ...createPostMarksApi(context),
    ...writes,
    // A member follows their own posts (issue 39).
    publishPost: followingOwnPosts(writes.publishPost, createFollowsApi(context)),
    ...createIncompletePostsApi(context),
  };
}
