import type { Firestore } from 'firebase/firestore';
import type { PostsApi } from '../types';
import { sendWrite, sentWrites } from './connection';
import type { SignedInMember } from './member';
import type { ImageStore } from './pictures';
import { createIncompletePosts } from './incompletePosts';
import { createPostMarks } from './postMarks';
import { createPostReads } from './postReads';
import { createPostWrites } from './postWrites';

/**
 * Posts, and the member's likes and bookmarks of them: reads (postReads.ts), writes (postWrites.ts) and
 * marks (postMarks.ts). Every write is refused at once while the connection is known to be down
 * (connection.ts).
 */
export function createPostsApi({
  db,
  member,
  images,
}: {
  db: Firestore;
  member: SignedInMember;
  images: () => Promise<ImageStore>;
}): PostsApi {
  const reads = createPostReads({ db });
  const { watchBookmarks, watchMarks, setLike, setBookmark } = createPostMarks({ db, member });
  const { publishPost, updatePost, deletePost } = createPostWrites({ db, member, images });
  const { watchIncompletePosts, discardIncompletePost } = createIncompletePosts({
    db,
    member,
    images,
  });
  return {
    ...reads,
    watchPosts: (filter, range, callback, onError) =>
      filter.kind === 'bookmarks'
        ? watchBookmarks(filter.uid, range, callback, onError)
        : reads.watchPosts(filter, range, callback, onError),
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
