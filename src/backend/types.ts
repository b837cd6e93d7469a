/**
 * The seam between the app and its data. Hooks talk only to this interface; two adapters implement it:
 * `local/` (IndexedDB through Dexie, the embedded default) and `firebase/` (Auth, Firestore, Storage).
 * Field names follow docs/data-model.md (the specification's, but for its departures: no `author.email`,
 * and likes and bookmarks as per-member records). Times: epoch ms.
 */

export type Unsubscribe = () => void;

/** The signed-in member, as the auth service knows them. */
export interface AuthUser {
  uid: string;
  email: string;
  displayName: string;
  photoURL: string;
}

/** The public profile record `users/{uid}`. */
export interface Profile {
  uid: string;
  displayName: string;
  photoURL: string;
}

/**
 * Who wrote a post or a comment, as their profile was when they wrote it. No e-mail address: posts and
 * comments are read by people other than their author, and an address there would publish it.
 */
export type Author = Profile;

export interface Post {
  id: string;
  title: string;
  content: string;
  topic: string;
  createdAt: number;
  author: Author;
  uid: string;
  /** The picture for the detail page (at most 1600 px); '' when there is none. */
  imageUrl: string;
  /**
   * Its card copy (at most 640 px): what a list shows. '' when there is none, as for posts stored
   * before card copies existed; lists then show imageUrl.
   */
  thumbUrl: string;
  /** How many members like it: one record per member beside it, moved with this count in one write. */
  likeCount: number;
  commentsCount: number;
}

/** What the signed-in member has done to a post: their own records, which no one else can read. */
export interface PostMarks {
  liked: boolean;
  bookmarked: boolean;
}

export interface Comment {
  id: string;
  postId: string;
  content: string;
  createdAt: number;
  /** When its author last changed the content; 0 when never. */
  editedAt: number;
  author: Author;
  uid: string;
}

export interface Topic {
  id: string;
  name: string;
}

/**
 * Which posts a list shows; every list is newest first, the member's bookmarks by when they were
 * bookmarked (only that member may list them).
 */
export type PostFilter =
  | { kind: 'all' }
  | { kind: 'topic'; topic: string }
  | { kind: 'author'; uid: string }
  | { kind: 'bookmarks'; uid: string };

declare const cursorBrand: unique symbol;

/**
 * Where a delivered list page ends, encoded by the adapter that delivered it (the precise position of its
 * last post). Opaque to everyone else: pass it back to the same adapter in a PostRange, nothing more.
 */
export type PostCursor = { readonly [cursorBrand]: 'PostCursor' };

/**
 * A window on a post list, newest first. `after`: only posts older than that cursor (exclusive).
 * `until`: only down to that cursor (inclusive). `limit`: at most this many.
 */
export interface PostRange {
  after?: PostCursor;
  until?: PostCursor;
  limit: number;
}

/** How a live read's answer stands. */
export interface Freshness {
  /**
   * The answer is what this client already had, because the server cannot be reached now: it may be
   * incomplete or out of date, so it says nothing about what the server holds (not that a list is
   * empty or ends, nor that a post is gone). A later answer says when the server is reached again.
   */
  stale: boolean;
}

/** A live read's callback: each new answer, and how it stands. */
export type Listener<T> = (value: T, freshness: Freshness) => void;

/** A list page's posts in order, the cursor at its last post (null when it is empty), how it stands. */
export type PostsListener = (posts: Post[], end: PostCursor | null, freshness: Freshness) => void;

/** What a member writes. The picture URLs are the adapter's: it sets them from its own uploads. */
export type PostDraft = { title: string; content: string; topic: string };

/** A post's picture as uploaded: the detail page's copy and the card's. */
export type PostPictures = { full: Blob; card: Blob };

export type PostPatch = Partial<PostDraft>;
export type ProgressListener = (fraction: number) => void;

/** A write that uploads pictures: aborting `signal` cancels the upload (`cancelled`), storing nothing. */
export interface UploadOptions {
  signal?: AbortSignal;
}

export interface PublishOptions extends UploadOptions {
  /** Finishes this incomplete post of the member's (its id and place) instead of starting a new one. */
  finish?: string;
}

/**
 * A post its author began to publish with a picture that never arrived (the tab closed, the connection
 * went): its texts, kept for its author alone. Nobody else sees anything of it until it is finished.
 */
export interface IncompletePost extends PostDraft {
  id: string;
  createdAt: number;
}
export type ErrorListener = (error: Error) => void;

export interface AuthApi {
  /** Calls back at once with the current member (or null), then on every change. */
  onAuthStateChanged(callback: (user: AuthUser | null) => void): Unsubscribe;
  currentUser(): AuthUser | null;
  /**
   * Unknown e-mail: `user-not-found`; wrong password: `wrong-password`. Under e-mail enumeration
   * protection both are `invalid-credential`.
   */
  signIn(email: string, password: string): Promise<AuthUser>;
  /**
   * Creates the account and signs it in. With `displayName` (checked first: blank or too long is
   * `invalid-argument`, and no account is made), the member and `users/{uid}` carry that name.
   */
  register(email: string, password: string, displayName?: string): Promise<AuthUser>;
  signOut(): Promise<void>;
  /** Updates the auth profile and `users/{uid}`. */
  updateDisplayName(displayName: string): Promise<void>;
  /** Uploads to `post-images/{uid}`, updates the auth profile and `users/{uid}`; returns the URL. */
  updateAvatar(image: Blob, onProgress?: ProgressListener): Promise<string>;
  /**
   * Re-authenticates with `current` (wrong: `wrong-password`, or `invalid-credential` under e-mail
   * enumeration protection), then sets `next` (`weak-password`).
   */
  changePassword(current: string, next: string): Promise<void>;
  /**
   * Sends the password reset mail to `email`, whose link leads to the site's reset page with a one-time
   * code. An address without an account is not an error (nothing says which addresses have one); a
   * malformed one is `invalid-email`.
   */
  sendPasswordReset(email: string): Promise<void>;
  /**
   * Checks the reset mail's `code` (expired, used or unknown: `invalid-action-code`), then sets
   * `newPassword` (`weak-password`, which leaves the code usable) and uses the code up. Signs no one in.
   */
  resetPassword(code: string, newPassword: string): Promise<void>;
}

export interface DataApi {
  /** Read once. */
  listTopics(): Promise<Topic[]>;
  /** Live window on a post list (see PostRange). Calls back with the posts in order. */
  watchPosts(
    filter: PostFilter,
    range: PostRange,
    callback: PostsListener,
    onError?: ErrorListener,
  ): Unsubscribe;
  /** Live: whether the signed-in member likes and has bookmarked the post. Members only. */
  watchMarks(postId: string, callback: Listener<PostMarks>, onError?: ErrorListener): Unsubscribe;
  /** Live post; null when it does not exist or was deleted. */
  watchPost(id: string, callback: Listener<Post | null>, onError?: ErrorListener): Unsubscribe;
  /**
   * Live comments of a post: its newest `newest` (lib/limits.ts commentWindow; at most its `max`),
   * oldest first.
   */
  watchComments(
    postId: string,
    callback: Listener<Comment[]>,
    onError?: ErrorListener,
    newest?: number,
  ): Unsubscribe;
  /** Live profiles of the given members (any count; adapters batch). Unknown uids are left out. */
  watchProfiles(
    uids: readonly string[],
    callback: Listener<Map<string, Profile>>,
    onError?: ErrorListener,
  ): Unsubscribe;
  /**
   * Posts that hold every word of `text` (split at spaces, any order), each in the title or the content
   * (case-insensitive), newest first, at most `limit`.
   */
  searchPosts(text: string, limit: number): Promise<Post[]>;

  /**
   * Without pictures: writes the complete post (with '' for both URLs) and upserts `users/{uid}` in one
   * write. With pictures: first reserves the id with the texts (an incomplete post, its author's
   * alone), stores `pictures` at `post-images/{id}` and `{id}_thumb` (one progress for both), then
   * writes the complete post in the write that closes the reservation. A failed or cancelled upload
   * removes the reservation and what was stored; one cut short (the tab closed) leaves the reservation
   * for watchIncompletePosts. Nothing is public until the post is whole. Returns the id.
   */
  publishPost(
    draft: PostDraft,
    pictures: PostPictures | null,
    onProgress?: ProgressListener,
    options?: PublishOptions,
  ): Promise<string>;
  /** Live: the incomplete posts (publishPost) of `uid`, the signed-in member themself, newest first. */
  watchIncompletePosts(
    uid: string,
    callback: Listener<IncompletePost[]>,
    onError?: ErrorListener,
  ): Unsubscribe;
  /** Removes an incomplete post of the member's and whatever of its pictures was stored. */
  discardIncompletePost(id: string): Promise<void>;
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

  /**
   * Creates (`on`) or removes the member's like record of the post and moves `likeCount` by one, in
   * one write. Idempotent: a like that is already as asked changes nothing.
   */
  setLike(postId: string, on: boolean): Promise<void>;
  /** Creates (`on`, newest first in the bookmarks list) or removes the member's bookmark. Idempotent. */
  setBookmark(postId: string, on: boolean): Promise<void>;
  /** One batch: the comment and commentsCount + 1. Returns the comment id. */
  addComment(postId: string, content: string): Promise<string>;
  /**
   * Comment author only, while the post exists: replaces the content (the limits of addComment) and
   * sets editedAt.
   */
  editComment(postId: string, commentId: string, content: string): Promise<void>;
  /** Comment author only. One batch: removes the comment and commentsCount - 1. */
  deleteComment(postId: string, commentId: string): Promise<void>;
}

/** DataApi by concern: what each adapter's posts.ts and comments.ts provide. */
export type PostsApi = Pick<
  DataApi,
  | 'listTopics'
  | 'watchPosts'
  | 'watchPost'
  | 'searchPosts'
  | 'publishPost'
  | 'watchIncompletePosts'
  | 'discardIncompletePost'
  | 'updatePost'
  | 'deletePost'
  | 'watchMarks'
  | 'setLike'
  | 'setBookmark'
>;

export type CommentsApi = Pick<
  DataApi,
  'watchComments' | 'addComment' | 'editComment' | 'deleteComment'
>;

/** An account whose sign-in may be shown to anyone: the seeded demo member. */
export interface DemoAccount {
  email: string;
  password: string;
}

/** A mail the local backend would have sent, kept in its development outbox instead. */
export interface DevMail {
  id: string;
  to: string;
  sentAt: number;
  /** The site path the mail's link leads to (the reset page with its code). */
  link: string;
}

export interface Backend extends AuthApi, DataApi {
  readonly kind: 'local' | 'firebase';
  /**
   * The account the sign-in form starts filled with, where it exists: the local backend's seed, the
   * emulators' seed, or a deployment that names one (VITE_DEMO_EMAIL / VITE_DEMO_PASSWORD); else null.
   */
  readonly demoAccount: DemoAccount | null;
  /**
   * The local backend only (it has no mail server): the mails it would have sent, live, newest first.
   */
  watchDevOutbox?(callback: Listener<DevMail[]>, onError?: ErrorListener): Unsubscribe;
}

/** Starting the app's backend gives it, or the build-time settings it lacks (VITE_FIREBASE_*). */
export type BackendStart = { backend: Backend } | { missingConfig: string[] };
