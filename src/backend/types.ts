/**
 * The seam between the app and its data. Hooks talk only to this interface; two adapters implement it:
 * `local/` (IndexedDB through Dexie, the embedded default) and `firebase/` (Auth, Firestore, Storage).
 * Field names follow docs/data-model.md (the specification's, but for its departures: no `author.email`,
 * and likes and bookmarks as per-member records). Times: epoch ms.
 */
import type { AuthApi } from './core/authApi';
import type { CommentsApi, ConversationFields } from './core/commentsApi';
import type { PostsApi } from './core/postsApi';
import type { ProfilesApi } from './core/profilesApi';
import type { ReportedItem, SafetyApi } from './core/safetyApi';
import type { ModerationApi } from './core/moderationApi';
import type { InboxApi } from './core/inboxApi';
import type { FollowsApi } from './core/followsApi';

export type Unsubscribe = () => void;
export type PostOrder = 'newest' | 'popular';

/** The signed-in member, as the auth service knows them. */
export interface AuthUser {
  uid: string;
  email: string;
  displayName: string;
  photoURL: string;
  /** A moderator (the Firebase ID token's `moderator` claim; locally, the seeded demo member). */
  moderator: boolean;
}

/** The public profile record `users/{uid}`. */
export interface Profile {
  uid: string;
  displayName: string;
  photoURL: string;
  /** When they registered (epoch ms; `users/{uid}` only, never an author snapshot); may be absent. */
  joinedAt?: number;
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
   * Its card copy (the card's 4:3 box at 2x: at most 720x540): what a list shows. '' when there is
   * none, as for posts stored before card copies existed; lists then show imageUrl.
   */
  thumbUrl: string;
  /** How many members like it: one record per member beside it, moved with this count in one write. */
  likeCount: number;
  commentsCount: number;
  /** Hidden by a moderator: only its author and moderators still read it. */
  hidden: boolean;
}

/** What the signed-in member has done to a post: their own records, which no one else can read. */
export interface PostMarks {
  liked: boolean;
  bookmarked: boolean;
  pending?: { liked: boolean; bookmarked: boolean }; // written here, not yet confirmed by the server
}

export interface Comment extends ConversationFields {
  id: string;
  postId: string;
  content: string;
  createdAt: number;
  /** When its author last changed the content; 0 when never. */
  editedAt: number;
  author: Author;
  uid: string;
  /** Hidden by a moderator: only its author and moderators still read it. */
  hidden: boolean;
  pending?: true; // written by this client, not yet confirmed by the server (Firebase's queue)
}

export interface Topic {
  id: string;
  name: string;
}

/** Which posts: newest first or 熱門 (lib/limits.ts hotOf); bookmarks by when made; 追蹤中. */
export type PostFilter =
  | { kind: 'all'; order?: PostOrder }
  | { kind: 'topic'; topic: string; order?: PostOrder }
  | { kind: 'author'; uid: string }
  | { kind: 'bookmarks'; uid: string }
  | { kind: 'following'; authors: string[]; topics: string[] };

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
   * The answer is what this client already had, the server being out of reach: it says nothing of
   * what the server holds (not that a list is empty or ends, nor that a post is gone) until it is.
   */
  stale: boolean;
}

/** A live read's callback: each new answer, and how it stands. */
export type Listener<T> = (value: T, freshness: Freshness) => void;

/** A list page's posts in order, the cursor at its last post (null when it is empty), how it stands. */
export type PostsListener = (posts: Post[], end: PostCursor | null, freshness: Freshness) => void;

// What a member writes when publishing or editing a post: its own module (postWriteTypes.ts), named
// here too so that every caller keeps one place to import the backend's types from.
export type {
  IncompletePost,
  PostDraft,
  PostPatch,
  PostPictures,
  ProgressListener,
  PublishOptions,
  UploadOptions,
} from './postWriteTypes';

export type ErrorListener = (error: Error) => void;

// Each concern's methods are declared once, in core/<concern>Api.ts, which both adapters implement.
export type { AuthApi, ReportedItem };

/** What the hooks read and write beside the member's account. */
type ContentApi = PostsApi & CommentsApi & ProfilesApi;
export type DataApi = ContentApi & SafetyApi & ModerationApi & InboxApi & FollowsApi;

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
