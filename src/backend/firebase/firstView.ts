import type {
  ErrorListener,
  Post,
  PostCursor,
  PostFilter,
  PostRange,
  PostsListener,
  Topic,
  Unsubscribe,
} from '../types';

/** The lists anyone may read, and so the only ones a visitor's first view can show. */
export type PublicFilter = Extract<PostFilter, { kind: 'all' | 'topic' }>;

/** One-off reads through firebase/firestore/lite (lite.ts, a chunk of its own). */
export interface LiteReads {
  firstPage(
    filter: PublicFilter,
    limit: number,
  ): Promise<{ posts: Post[]; end: PostCursor | null }>;
  listTopics(): Promise<Topic[]>;
}

type WatchPosts = (
  filter: PostFilter,
  range: PostRange,
  callback: PostsListener,
  onError?: ErrorListener,
) => Unsubscribe;

/** A lite read that has not answered by then gives way to the live listener. */
export const liteWaitMs = 5000;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The first view of a feed with only the small lite chunk: a list's first page, while the full Firestore
 * chunk (`live` needs it) is not loaded yet, is read once through `lite`; when that page has been handed
 * to the caller (and so drawn: React renders a store update before the next task), the live listener of
 * the same window starts and takes over. Its first answer, when it holds the very posts and cursor the
 * lite page had, is not passed on: no second render of the same cards, no flicker. When it differs (a
 * post came or went in between), it is passed on whole, as any later change is: the window is the same
 * query, so nothing is doubled or skipped. A lite read that fails or stalls ({@link liteWaitMs}) just
 * leaves the page to the live listener.
 *
 * `passed()` resolves once no such first page is pending: Auth waits for it, so that neither its chunk
 * nor the full Firestore one (which waits for Auth) is fetched before the first card.
 */
export function createFirstView({
  lite,
  live,
  liveLoaded,
}: {
  lite: () => Promise<LiteReads>;
  live: WatchPosts;
  /** The full Firestore chunk is running: lists go live at once. */
  liveLoaded: () => boolean;
}) {
  let pending = 0;
  let feed = false;
  let open = false;
  const waiting: (() => void)[] = [];

  function settle() {
    if (open || pending > 0) return;
    open = true;
    waiting.splice(0).forEach((resolve) => resolve());
  }

  const watchPosts: WatchPosts = (filter, range, callback, onError) => {
    const firstPage = !range.after && !range.until;
    if (liveLoaded() || !firstPage || (filter.kind !== 'all' && filter.kind !== 'topic')) {
      return live(filter, range, callback, onError);
    }
    feed = true;
    pending += 1;
    let stopped = false;
    let settled = false;
    let stop: Unsubscribe | undefined;
    /** The lite page as delivered, until the live listener's first answer is compared with it. */
    let shown: string | null = null;

    const goLive = () => {
      if (stopped) return;
      stop = live(
        filter,
        range,
        (posts, end) => {
          const same = shown === JSON.stringify([posts, end]);
          shown = null;
          if (!same) callback(posts, end);
        },
        onError,
      );
    };
    // Exactly once: the lite page delivered, or given up on; then the page is no longer pending.
    const finish = (page: { posts: Post[]; end: PostCursor | null } | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      pending -= 1;
      void nextTask().then(settle);
      if (stopped) return;
      if (!page) return goLive();
      shown = JSON.stringify([page.posts, page.end]);
      callback(page.posts, page.end);
      void nextTask().then(goLive);
    };
    const timer = setTimeout(() => finish(null), liteWaitMs);
    lite()
      .then((reads) => reads.firstPage(filter, range.limit))
      .then(finish, () => finish(null));

    return () => {
      stopped = true;
      finish(null);
      stop?.();
    };
  };

  return {
    watchPosts,

    /** A feed's first view reads the topics through lite too; any other page through `viaLive`. */
    async listTopics(viaLive: () => Promise<Topic[]>): Promise<Topic[]> {
      // The first render's lists have asked for their pages by the next task.
      await nextTask();
      if (!feed || liveLoaded()) return viaLive();
      try {
        return await (await lite()).listTopics();
      } catch {
        return viaLive();
      }
    },

    /** Resolves once no lite first page is pending (looked at a task later: the first render's count). */
    passed(): Promise<void> {
      if (open) return Promise.resolve();
      return new Promise((resolve) => {
        waiting.push(resolve);
        void nextTask().then(settle);
      });
    },
  };
}
