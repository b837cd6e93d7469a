import type { PostsApi } from '../types';
import type { LocalDatabase } from './db';
import { createIncompletePosts } from './incompletePosts';
import { createPostMarks } from './postMarks';
import { createPostReads } from './postReads';
import { createPostWrites } from './postWrites';
import type { Session } from './session';

/**
 * Posts, and the member's likes and bookmarks of them: reads (postReads.ts), writes (postWrites.ts) and
 * marks (postMarks.ts).
 */
export function createPostsApi(db: LocalDatabase, session: Session): PostsApi {
  const reads = createPostReads(db);
  const { watchBookmarks, ...marks } = createPostMarks(db, session);
  return {
    ...reads,
    watchPosts: (filter, range, callback, onError) =>
      filter.kind === 'bookmarks'
        ? watchBookmarks(filter.uid, range, callback, onError)
        : reads.watchPosts(filter, range, callback, onError),
    ...marks,
    ...createPostWrites(db, session),
    ...createIncompletePosts(db, session),
  };
}
