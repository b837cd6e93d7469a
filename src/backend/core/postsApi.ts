import type {
  ErrorListener,
  IncompletePost,
  Listener,
  Post,
  PostDraft,
  PostFilter,
  PostMarks,
  PostPatch,
  PostPictures,
  PostRange,
  PostsListener,
  ProgressListener,
  PublishOptions,
  Topic,
  Unsubscribe,
  UploadOptions,
} from '../types';

/*
 * The posts concern, declared once for both adapters: each adapter's posts.ts composes it from its
 * reads (postReads.ts), writes (postWrites.ts), the member's marks (postMarks.ts), the bookmarks list
 * (bookmarks.ts) and the incomplete posts (incompletePosts.ts), with routeBookmarks below.
 */

/** The lists of posts by their own fields; the bookmarks list is bookmarks.ts's. */
export type PostQueryFilter = Exclude<PostFilter, { kind: 'bookmarks' }>;

/** A live window on a list; every one is newest first (see PostRange). */
type WatchList<Filter> = (
  filter: Filter,
  range: PostRange,
  callback: PostsListener,
  onError?: ErrorListener,
) => Unsubscribe;

export interface PostReadsApi {
  /** Read once. */
  listTopics(): Promise<Topic[]>;
  watchPosts: WatchList<PostQueryFilter>;
  /** Live post; null when it does not exist or was deleted. */
  watchPost(id: string, callback: Listener<Post | null>, onError?: ErrorListener): Unsubscribe;
  /**
   * How many posts the author list of `uid` holds for the reader (watchPosts' `author` filter), read
   * once from the server: counted, not read, so it costs one read per 1000 posts. At most
   * `listLimits.posts`, the most one query may ask for (firestore.rules).
   */
  countAuthorPosts(uid: string): Promise<number>;
  /**
   * Posts that hold every word of `text` (split at spaces, any order), each in the title or the content
   * (case-insensitive), newest first, at most `limit`, among the newest `searchScanLimit` posts
   * (core/search.ts): an older match is not found.
   */
  searchPosts(text: string, limit: number): Promise<Post[]>;
}

export interface PostWritesApi {
  /**
   * Without pictures: writes the complete post (with '' for both URLs), upserts `users/{uid}` and
   * its name claim, and (on Firebase) moves the member's publishing stamp, in one write. With
   * pictures: first reserves the id with the texts (an incomplete post, its author's alone; on
   * Firebase the stamp moves here), stores `pictures` at `post-images/{id}` and `{id}_thumb` (one
   * progress for both), then writes the complete post in the write that closes the reservation. An
   * upload that failed or was cancelled, or a write refused, removes the reservation and what was
   * stored (a post being finished keeps its reservation); one cut short (the tab closed, the write
   * unanswered) leaves the reservation for watchIncompletePosts. Nothing is public until the post
   * is whole. Returns the id.
   */
  publishPost(
    draft: PostDraft,
    pictures: PostPictures | null,
    onProgress?: ProgressListener,
    options?: PublishOptions,
  ): Promise<string>;
  /**
   * Author only. Stores new `pictures` over the post's own first, then writes the patch (what it
   * leaves out is kept) with new search tokens. A failed write leaves the new pictures in place.
   */
  updatePost(
    id: string,
    patch: PostPatch,
    pictures: PostPictures | null,
    onProgress?: ProgressListener,
    options?: UploadOptions,
  ): Promise<void>;
  /** Author only; removes the post, its comments and its pictures, and retires its id. */
  deletePost(id: string): Promise<void>;
}

export interface IncompletePostsApi {
  /** Live: the incomplete posts (publishPost) of `uid`, the signed-in member themself, newest first. */
  watchIncompletePosts(
    uid: string,
    callback: Listener<IncompletePost[]>,
    onError?: ErrorListener,
  ): Unsubscribe;
  /** Removes an incomplete post of the member's and whatever of its pictures was stored. */
  discardIncompletePost(id: string): Promise<void>;
}

/** The member's own records of posts: their likes and bookmarks. */
export interface PostMarksApi {
  /** Live: whether the signed-in member likes and has bookmarked the post. Members only. */
  watchMarks(postId: string, callback: Listener<PostMarks>, onError?: ErrorListener): Unsubscribe;
  /**
   * Creates (`on`) or removes the member's like record of the post and moves `likeCount` by one, in
   * one write. Idempotent: a like that is already as asked changes nothing.
   */
  setLike(postId: string, on: boolean): Promise<void>;
  /** Creates (`on`, newest first in the bookmarks list) or removes the member's bookmark. Idempotent. */
  setBookmark(postId: string, on: boolean): Promise<void>;
}

export interface BookmarksApi {
  /** The bookmarks list of `uid` (the member themself), newest bookmark first. */
  watchBookmarks(
    uid: string,
    range: PostRange,
    callback: PostsListener,
    onError?: ErrorListener,
  ): Unsubscribe;
}

/** The posts concern as the Backend gives it: every list, the bookmarks one too, is watchPosts. */
export type PostsApi = Omit<PostReadsApi, 'watchPosts'> &
  PostWritesApi &
  IncompletePostsApi &
  PostMarksApi & {
    /** Live window on a post list (see PostRange). Calls back with the posts in order. */
    watchPosts: WatchList<PostFilter>;
  };

/** watchPosts of every list: the bookmarks list from `bookmarks`, the others from `reads`. */
export function routeBookmarks(
  reads: Pick<PostReadsApi, 'watchPosts'>,
  { watchBookmarks }: BookmarksApi,
): WatchList<PostFilter> {
  return (filter, range, callback, onError) =>
    filter.kind === 'bookmarks'
      ? watchBookmarks(filter.uid, range, callback, onError)
      : reads.watchPosts(filter, range, callback, onError);
}
