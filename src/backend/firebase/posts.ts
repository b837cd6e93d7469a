import { routeBookmarks, type PostsApi } from '../core/postsApi';
import { followingOwnPosts } from '../core/follows';
import { createBookmarksApi } from './bookmarks';
import { createFollowsApi } from './follows';
import type { FirebaseContext } from './context';
import { createIncompletePostsApi } from './incompletePosts';
import { createPostMarksApi } from './postMarks';
import { createPostReadsApi } from './postReads';
import { createPostWritesApi } from './postWrites';

/**
 * Posts, and the member's likes and bookmarks of them: reads (postReads.ts), writes (postWrites.ts),
 * marks (postMarks.ts), the bookmarks list (bookmarks.ts) and the incomplete posts
 * (incompletePosts.ts), each sending its writes through the write policy (writePolicy.ts). A feed's
 * first page comes before the Firestore SDK (postFirstView.ts, postFirstPage.ts).
 */
export function createPostsApi(context: FirebaseContext): PostsApi {
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
