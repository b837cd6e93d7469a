import type {
  ErrorListener,
  PostFilter,
  PostRange,
  PostsListener,
  Topic,
  Unsubscribe,
} from '../types';
import { restWaitMs, type FirstPage, type FirstPageReads } from './postFirstPage';

/** The lists anyone may read, and so the only ones a visitor's first view can show. */
export type PublicFilter = Extract<PostFilter, { kind: 'all' | 'topic' }>;

/**
 * A live list window of the Firestore SDK; `firstPage`, when given, is loaded into the SDK before the
 * listener starts, so the listener resumes from that read.
 */
export type WatchLive = (
  filter: PostFilter,
  range: PostRange,
  callback: PostsListener,
  onError: ErrorListener | undefined,
  firstPage?: FirstPage,
) => Unsubscribe;

/** A REST read that has not answered by then gives way to the live listener. */
export const firstPageWaitMs = restWaitMs;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The first view of a feed before the Firestore SDK is loaded. A public list's first page is read
 * with one REST request (`rest`, postFirstPage.ts) and handed to the caller at once; once it has been
 * drawn (React renders a store update before the next task), the SDK's live listener of the same
 * window starts from that page (`live` with it): it resumes from the read, so the server sends only
 * what changed since, and its first answer, when it holds the very posts and cursor the page had, is
 * not passed on: no second download, no second render. An answer from the SDK's cache for want of the
 * server, before any from the server, is not passed on either, whatever it holds (empty when the page
 * could not be loaded into the SDK): the page is passed on again, now stale, so the page can say so
 * and nothing shown vanishes. When the server's first answer differs from the page (a post came or
 * went in between), it is passed on whole, as any later change is: the window is the same query, so
 * nothing is doubled or skipped. A REST read that fails or stalls ({@link firstPageWaitMs}) leaves
 * the page to the live listener.
 *
 * `passed()` resolves once no such page is pending (looked at a task after it is first asked: by then
 * the first render's lists have asked for their pages): the Firestore SDK and Auth wait for it, so the
 * first card waits for neither.
 */
export function createFirstView({
  rest,
  live,
  liveLoaded,
}: {
  rest: FirstPageReads;
  live: WatchLive;
  /** The Firestore SDK is running: lists go live at once. */
  liveLoaded: () => boolean;
}) {
  let pending = 0;
  let feed = false;
  // Asked for as the page's code started (`readEarly`), before the first render asks; each taken once.
  let earlyPage: { key: string; page: Promise<FirstPage> } | undefined;
  let earlyTopics: Promise<Topic[]> | undefined;
  const keyOf = (filter: PublicFilter, limit: number) => JSON.stringify([filter, limit]);
  const takeEarly = (filter: PublicFilter, limit: number) => {
    const taken = earlyPage?.key === keyOf(filter, limit) ? earlyPage.page : undefined;
    earlyPage = undefined;
    return taken;
  };
  let open = false;
  const waiting: (() => void)[] = [];

  function settle() {
    if (open || pending > 0) return;
    open = true;
    waiting.splice(0).forEach((resolve) => resolve());
  }

  function watchPosts(
    filter: PostFilter,
    range: PostRange,
    callback: PostsListener,
    onError?: ErrorListener,
  ): Unsubscribe {
    const firstPage = !range.after && !range.until;
    // The REST page serves the newest order only; 熱門 starts with the SDK.
    const viaRest =
      (filter.kind === 'all' || filter.kind === 'topic') && filter.order !== 'popular';
    if (liveLoaded() || !firstPage || !viaRest) {
      return live(filter, range, callback, onError);
    }
    feed = true;
    pending += 1;
    let stopped = false;
    let settled = false;
    let stop: Unsubscribe | undefined;
    /** The page as delivered, until the live listener's first answer is compared with it. */
    let shown: string | null = null;
    /** The page the server gave, until the live listener has heard from the server itself. */
    let served: FirstPage | null = null;

    const goLive = (page?: FirstPage) => {
      if (stopped) return;
      stop = live(
        filter,
        range,
        (posts, end, freshness) => {
          const same = !freshness.stale && shown === JSON.stringify([posts, end]);
          shown = null;
          // Offline before the listener has heard from the server, its answer is the SDK's cache:
          // the page it was handed, or nothing at all when that page could not be loaded into it
          // (loadFirstPage failed). Either way the server's page stays, passed on as now stale.
          if (freshness.stale && served) return callback(served.posts, served.end, freshness);
          if (!freshness.stale) served = null;
          if (!same) callback(posts, end, freshness);
        },
        onError,
        page,
      );
    };
    // Exactly once: the page delivered, or given up on; then it is no longer pending.
    const finish = (page: FirstPage | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      pending -= 1;
      void nextTask().then(settle);
      if (stopped) return;
      if (!page) return goLive();
      shown = JSON.stringify([page.posts, page.end]);
      served = page;
      callback(page.posts, page.end, { stale: false });
      void nextTask().then(() => goLive(page));
    };
    const timer = setTimeout(() => finish(null), firstPageWaitMs);
    (takeEarly(filter, range.limit) ?? rest.firstPage(filter, range.limit)).then(finish, () =>
      finish(null),
    );

    return () => {
      stopped = true;
      finish(null);
      stop?.();
    };
  }

  let topics: Topic[] | undefined;

  async function readTopics(viaLive: () => Promise<Topic[]>): Promise<Topic[]> {
    // The first render's lists have asked for their pages by the next task.
    await nextTask();
    if (!feed || liveLoaded()) return viaLive();
    const asked = earlyTopics;
    earlyTopics = undefined;
    try {
      return await (asked ?? rest.listTopics());
    } catch {
      return viaLive();
    }
  }

  return {
    watchPosts,

    /**
     * Asks for a feed's first page and the topics as the page's code starts, not at the first render
     * (some hundred ms later); used if the feed asks for that very window, else dropped unread.
     */
    readEarly(filter: PublicFilter, limit: number): void {
      if (filter.order === 'popular') return;
      earlyPage = { key: keyOf(filter, limit), page: rest.firstPage(filter, limit) };
      earlyTopics = rest.listTopics();
      // Whoever takes them handles their failure; untaken, a failure is nobody's.
      [earlyPage.page, earlyTopics].forEach((read) => read.catch(() => {}));
    },

    /**
     * A feed's first view reads the topics with REST too; any other page through `viaLive`. When the
     * server cannot be asked, the whole list it gave earlier in this tab stands in (topics change only
     * in the console), so the topic list does not vanish from the next page when the connection goes.
     */
    async listTopics(viaLive: () => Promise<Topic[]>): Promise<Topic[]> {
      try {
        topics = await readTopics(viaLive);
        return topics;
      } catch (error) {
        if (topics) return topics;
        throw error;
      }
    },

    passed(): Promise<void> {
      if (open) return Promise.resolve();
      return new Promise((resolve) => {
        waiting.push(resolve);
        void nextTask().then(settle);
      });
    },
  };
}
