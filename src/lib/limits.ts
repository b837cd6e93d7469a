/**
 * The one size policy for what members write. The forms, both adapters and the security rules follow it:
 * firestore.rules and storage.rules repeat these numbers (a rule file cannot import), and
 * tests/unit/limits.test.ts reads both rule files and fails if a number there differs from this one.
 */

/** Longest text of each kind, counted as textLength counts (UTF-16 units); none may be blank. */
export const textLimits = {
  title: 100,
  content: 5000,
  comment: 1000,
  displayName: 30,
  topic: 50,
} as const;

export type LimitedText = keyof typeof textLimits;

/** What a post may store for search: a bound on the document size, whatever the text. */
export const searchTokenLimits = {
  count: 500,
  characters: 10_000,
} as const;

/**
 * The pace of a member (firestore.rules, throttles/{uid}): at most one edit of a post or comment per
 * 2 s. A person writing by hand never meets it (an edit takes longer than 2 s to type).
 */
export const paceSeconds = { edit: 2 } as const;

/**
 * The member's budget of new posts (firestore.rules, throttles/{uid}): up to `writes` posts in a window
 * of `seconds` that the first of them opens. A budget and not a spacing (issue 50): two tabs, or a
 * post finished beside a new one, are taken back to back, while a member still publishes at most as
 * often on average as the spacing it replaces allowed, a post per 10 s.
 */
export const postBudget = { writes: 3, seconds: 30 } as const;

/**
 * The budgets of a member on each post (firestore.rules, throttles/{uid}/posts/{postId}): up to
 * `writes` comments, and up to `writes` likes or unlikes, in a window of `seconds` that the first of
 * them opens. A budget and not a spacing, so that writes queued offline and sent back to back are
 * taken (docs/security.md, "Floods"), while one member still rewrites a post at most as often on
 * average as before: a comment per 2 s, a like toggle a second.
 */
export const paceBudgets = {
  comment: { writes: 5, seconds: 10 },
  like: { writes: 10, seconds: 10 },
} as const;

/** A kind of write that has a budget per post. */
export type BudgetKind = keyof typeof paceBudgets;

/**
 * How far apart one page sends the writes of one toggle (quick presses fold into one): the like
 * budget spread evenly over its window, so that one page alone never spends it.
 */
export const toggleSpacingMs = (paceBudgets.like.seconds * 1000) / paceBudgets.like.writes;

/** A list of posts shows this many cards, then as many more as the bottom comes near. */
export const pageSize = 4;

/**
 * The post page shows a thread's newest `first` comments live, and `step` more each time the reader
 * asks for older ones, up to `max` (what firestore.rules let one query read). Newest, so that a flood
 * cannot push later comments out of sight.
 */
export const commentWindow = { first: 50, step: 50, max: 500 } as const;

/**
 * The most one query may ask for, by what it lists (firestore.rules refuse a larger limit, so no
 * listener covers a whole collection). The adapters ask for these or less; the comments' bound is
 * commentWindow.max.
 */
export const listLimits = {
  topics: 100,
  posts: 200,
  bookmarks: 200,
  incompletePosts: 20,
  /** The moderators' queue of reported items (reports/{itemKey}). */
  reports: 50,
  /** A member's blocked members (users/{uid}/blocks), all shown in /my/settings. */
  blocks: 200,
  /**
   * 通知 (issue 47): the notices /my/activity reads at a time, newest first, a window that grows by
   * this much when the member asks for more; the top bar counts unread notices up to this many (50+).
   */
  notices: 20,
  /** The most notices one read may ask for: the page's window, grown, never past it. */
  noticesWindow: 200,
} as const;

/**
 * 熱門 (docs/scale.md): a post's `hot` is its creation day (whole UTC days since the epoch) times this,
 * plus its likes, so a post a week older needs 21 more likes to rank above a new one. Integers only:
 * firestore.rules check the day and each like's move exactly.
 */
export const likesPerDay = 3;

/** The length of a day in `hot`'s count, in ms. */
export const hotDayMs = 86_400_000;

/** `hot` of a post created at `createdAt` (epoch ms) with `likeCount` likes. */
export function hotOf(createdAt: number, likeCount: number): number {
  return Math.floor(createdAt / hotDayMs) * likesPerDay + likeCount;
}

/** Largest picture storage accepts; pictures are downsized well below it before upload. */
export const storedImageMaxBytes = 5 * 1024 * 1024;

/** What storage accepts: raster pictures only (an SVG can carry script). */
export const storedImageTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/**
 * Length as Firestore's rules count it (`string.size()`): in UTF-16 units, so an emoji or a Han
 * character outside the Basic Multilingual Plane counts two. The forms count the same way, so what
 * they accept the rules accept.
 */
export function textLength(text: string): number {
  return text.length;
}

export type TextProblem = 'blank' | 'too-long';

/** Why `text` cannot be stored as a `kind`, or undefined when it can. */
export function textProblem(kind: LimitedText, text: string): TextProblem | undefined {
  if (text.trim() === '') return 'blank';
  if (textLength(text) > textLimits[kind]) return 'too-long';
  return undefined;
}

/** A counter shows from this share of the limit on, so a member sees the end coming. */
export const counterFrom = 0.8;

/**
 * What a member may follow (issue 39; firestore.rules `follows/{uid}`, one document per member).
 * `feed`: authors and topics together, at most what one Firestore query of 追蹤中 takes as its
 * disjunctions (uid in …, topic in …: 30 in all), so the feed is one query per page whatever the
 * follows. `posts`: the posts followed for their new comments, newest followed kept (a 51st forgets
 * the oldest; publishing follows the new post that way). `postsChecked`: how many of those, the
 * newest followed, 通知 reads for new comments (docs/scale.md, "Follows").
 */
export const followLimits = { feed: 30, posts: 50, postsChecked: 10 } as const;
