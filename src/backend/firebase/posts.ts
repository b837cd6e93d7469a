import { routeBookmarks, type PostsApi } from '../core/postsApi';
import { createBookmarksApi } from './bookmarks';
import type { FirebaseContext } from './context';
import { createIncompletePostsApi } from './incompletePosts';
import { createPostMarksApi } from './postMarks';
import { createPostReadsApi } from './postReads';
import { createPostWritesApi } from './postWrites';
import { sendWrite, sentWrites } from './writePolicy';

/**
 * Posts, and the member's likes and bookmarks of them: reads (postReads.ts), writes (postWrites.ts),
 * marks (postMarks.ts), the bookmarks list (bookmarks.ts) and the incomplete posts
 * (incompletePosts.ts). Every write goes through the write policy (writePolicy.ts): refused at once
 * while the connection is known to be down. A feed's first page comes before the Firestore SDK
 * (postFirstView.ts, postFirstPage.ts).
 */
export function createPostsApi(context: FirebaseContext): PostsApi {
  const { db } = context;
  const reads = createPostReadsApi(context);
  const { publishPost, updatePost, deletePost } = createPostWritesApi(context);
  const { watchIncompletePosts, discardIncompletePost } = createIncompletePostsApi(context);
  const { watchMarks, setLike, setBookmark } = createPostMarksApi(context);
  return {
    ...reads,
    watchPosts: routeBookmarks(reads, createBookmarksApi(context)),
    watchMarks,
    // A write that uploads pictures bounds each of its own steps instead (postWrites.ts).
    publishPost: (draft, pictures, onProgress, options) =>
      sendWrite(db, () => publishPost(draft, pictures, onProgress, options), !pictures),
    updatePost: (id, patch, pictures, onProgress, options) =>
      sendWrite(db, () => updatePost(id, patch, pictures, onProgress, options), !pictures),
    watchIncompletePosts,
    ...sentWrites(db, { deletePost, setLike, setBookmark, discardIncompletePost }),
  };
}
