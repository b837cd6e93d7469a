import type { PostsApi } from '../core/postsApi';
import { followingOwnPosts } from '../core/follows';
import type { LocalContext } from './context';
import { createFollowsApi } from './follows';
import { createIncompletePostsApi } from './incompletePosts';
import { createPostMarksApi } from './postMarks';
import type { createPostListsApi } from './posts';
import { createPostWritesApi } from './postWrites';

/**
 * The posts concern but its lists (posts.ts): the member's likes and bookmarks (postMarks.ts), writes
 * (postWrites.ts) and incomplete posts (incompletePosts.ts). Each write is one transaction with the
 * rules checked inside it.
 */
export function createPostChangesApi(
  context: LocalContext,
): Omit<PostsApi, keyof ReturnType<typeof createPostListsApi>> {
  const writes = createPostWritesApi(context);
  return {
    ...createPostMarksApi(context),
    ...writes,
    // A member follows their own posts (issue 39).
    publishPost: followingOwnPosts(writes.publishPost, createFollowsApi(context)),
    ...createIncompletePostsApi(context),
  };
}
