import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FirstPage, FirstPageReads } from '../../src/backend/firebase/postFirstPage';
import {
  createFirstView,
  firstPageWaitMs,
  type PublicFilter,
} from '../../src/backend/firebase/postFirstView';
import type {
  Post,
  PostCursor,
  PostFilter,
  PostRange,
  PostsListener,
  Topic,
} from '../../src/backend/types';

// The hand-over of a feed's first page from the REST read to the live listener, with both faked: what
// reaches the list, in which order, what the listener is handed, and when Auth and the Firestore SDK
// may start.

const post = (id: string, likes = 0): Post => ({
  id,
  title: id,
  content: '',
  topic: '美食',
  createdAt: 0,
  author: { uid: 'u', displayName: 'U', photoURL: '' },
  uid: 'u',
  imageUrl: '',
  thumbUrl: '',
  likeCount: likes,
  commentsCount: 0,
  hidden: false,
});
const cursor = (id: string) => ({ seconds: 1, nanoseconds: 0, id }) as unknown as PostCursor;
const page = (...ids: string[]): FirstPage => ({
  posts: ids.map((id) => post(id)),
  end: cursor(ids.at(-1)!),
  bundle: `bundle of ${ids.join(',')}`,
});

interface LiveWatch {
  filter: PostFilter;
  range: PostRange;
  answer: PostsListener;
  /** The page the listener was handed to resume from. */
  firstPage: FirstPage | undefined;
  stopped: boolean;
}

function setup({ liveLoaded = false } = {}) {
  let answerRest!: (value: FirstPage) => void;
  let failRest!: (error: Error) => void;
  const answer = new Promise<FirstPage>((resolve, reject) => {
    answerRest = resolve;
    failRest = reject;
  });
  const firstPage = vi.fn((_filter: PublicFilter, _limit: number) => answer);
  const reads: FirstPageReads = {
    firstPage,
    listTopics: vi.fn(async () => [{ id: '美食', name: '美食' }]),
  };
  const watches: LiveWatch[] = [];
  const view = createFirstView({
    rest: reads,
    live: (filter, range, answer, _onError, firstPage) => {
      const watch = { filter, range, answer, firstPage, stopped: false };
      watches.push(watch);
      return () => {
        watch.stopped = true;
      };
    },
    liveLoaded: () => liveLoaded,
  });
  const delivered: [string[], PostCursor | null][] = [];
  /** How many live listeners had started when each answer was delivered. */
  const liveAtDelivery: number[] = [];
  const callback: PostsListener = (posts, end) => {
    delivered.push([posts.map((p) => p.id), end]);
    liveAtDelivery.push(watches.length);
  };
  return {
    view,
    reads,
    watches,
    delivered,
    liveAtDelivery,
    callback,
    answerRest: (value: FirstPage) => answerRest(value),
    failRest: (error: Error) => failRest(error),
  };
}

const fresh = { stale: false };
const feed: PostFilter = { kind: 'all' };

afterEach(() => {
  vi.useRealTimers();
});

describe("a feed's first page: REST, then live", () => {
  it('shows the REST page, then lets the live listener resume from it without showing the same page twice', async () => {
    // The first view's own timers (the next task, the REST read's time limit) on a clock the test moves.
    vi.useFakeTimers();
    const { view, watches, delivered, liveAtDelivery, callback, answerRest } = setup();
    view.watchPosts(feed, { limit: 4 }, callback);
    // Not live while the REST read may still answer: every timer up to its time limit has run.
    await vi.advanceTimersByTimeAsync(firstPageWaitMs - 1);
    expect(watches).toHaveLength(0);
    // The rest on the real clock (the time limit's fake timer goes with the fake clock).
    vi.useRealTimers();

    answerRest(page('p4', 'p3', 'p2', 'p1'));
    await vi.waitFor(() => expect(delivered).toHaveLength(1));
    expect(delivered[0]?.[0]).toEqual(['p4', 'p3', 'p2', 'p1']);
    // The live listener starts a task later, on the same window, once the cards are drawn.
    expect(liveAtDelivery).toEqual([0]);
    await vi.waitFor(() => expect(watches).toHaveLength(1));
    expect(watches[0]).toMatchObject({ filter: feed, range: { limit: 4 } });
    // The listener is handed the page, to resume from instead of downloading it again.
    expect(watches[0]?.firstPage?.bundle).toBe('bundle of p4,p3,p2,p1');

    // Its first answer is the page on screen: nothing to draw again.
    const live = page('p4', 'p3', 'p2', 'p1');
    watches[0]?.answer(live.posts, live.end, fresh);
    expect(delivered).toHaveLength(1);
    // Then every change is passed on, even one back to what was shown first.
    const liked = { ...live, posts: [post('p4', 1), ...live.posts.slice(1)] };
    watches[0]?.answer(liked.posts, liked.end, fresh);
    watches[0]?.answer(live.posts, live.end, fresh);
    expect(delivered).toHaveLength(3);
  });

  it("reads the landing feed's page and topics early, once, and hands them to the first render that asks for that window", async () => {
    const { view, reads, delivered, callback, answerRest } = setup();
    const newest: PublicFilter = { kind: 'all', order: 'newest' };
    view.readEarly(newest, 4);
    expect(reads.firstPage).toHaveBeenCalledTimes(1);
    expect(reads.listTopics).toHaveBeenCalledTimes(1);

    // The first render asks for the same window: no second request.
    view.watchPosts(newest, { limit: 4 }, callback);
    expect(await view.listTopics(async () => [])).toEqual([{ id: '美食', name: '美食' }]);
    expect(reads.firstPage).toHaveBeenCalledTimes(1);
    expect(reads.listTopics).toHaveBeenCalledTimes(1);
    answerRest(page('p2', 'p1'));
    await vi.waitFor(() => expect(delivered).toEqual([[['p2', 'p1'], cursor('p1')]]));

    // Taken once: another list, or the same one later, reads for itself.
    view.watchPosts(newest, { limit: 4 }, () => {});
    expect(reads.firstPage).toHaveBeenCalledTimes(2);
  });

  it('drops an early page the first render does not ask for, and reads none for 熱門', async () => {
    const { view, reads, callback } = setup();
    view.readEarly({ kind: 'all', order: 'popular' }, 4);
    expect(reads.firstPage).not.toHaveBeenCalled();
    view.readEarly({ kind: 'all', order: 'newest' }, 4);
    view.watchPosts({ kind: 'topic', topic: '美食', order: 'newest' }, { limit: 4 }, callback);
    expect(reads.firstPage).toHaveBeenCalledTimes(2);
    expect(reads.firstPage).toHaveBeenLastCalledWith(
      { kind: 'topic', topic: '美食', order: 'newest' },
      4,
    );
  });

  it('passes the live first answer on whole when the list changed in between: nothing doubled, nothing skipped', async () => {
    const { view, watches, delivered, callback, answerRest } = setup();
    view.watchPosts({ kind: 'topic', topic: '美食' }, { limit: 4 }, callback);
    answerRest(page('p4', 'p3', 'p2', 'p1'));
    await vi.waitFor(() => expect(watches).toHaveLength(1));
    const live = page('p5', 'p4', 'p3', 'p2');
    watches[0]?.answer(live.posts, live.end, fresh);
    expect(delivered.map(([ids]) => ids)).toEqual([
      ['p4', 'p3', 'p2', 'p1'],
      ['p5', 'p4', 'p3', 'p2'],
    ]);
    expect(delivered[1]?.[1]).toEqual(cursor('p2'));
  });

  it("keeps the server's page, now stale, while the listener can only answer from the cache; then follows the server", async () => {
    const { view, watches, delivered, callback, answerRest } = setup();
    const stale: boolean[] = [];
    view.watchPosts(feed, { limit: 4 }, (posts, end, freshness) => {
      stale.push(freshness.stale);
      callback(posts, end, freshness);
    });
    answerRest(page('p4', 'p3', 'p2', 'p1'));
    await vi.waitFor(() => expect(watches).toHaveLength(1));
    // The page could not be loaded into the SDK, which then went offline: its cache holds nothing.
    watches[0]?.answer([], null, { stale: true });
    // Nor does a cache holding a part of it take its place.
    watches[0]?.answer([post('p4')], cursor('p4'), { stale: true });
    const live = page('p5', 'p4', 'p3', 'p2');
    watches[0]?.answer(live.posts, live.end, fresh);
    // Once the server has answered the listener, the cache's answers are the list's own.
    watches[0]?.answer([post('p5')], cursor('p5'), { stale: true });
    expect(delivered.map(([ids]) => ids)).toEqual([
      ['p4', 'p3', 'p2', 'p1'],
      ['p4', 'p3', 'p2', 'p1'],
      ['p4', 'p3', 'p2', 'p1'],
      ['p5', 'p4', 'p3', 'p2'],
      ['p5'],
    ]);
    expect(delivered[1]?.[1]).toEqual(cursor('p1'));
    expect(stale).toEqual([false, true, true, false, true]);
  });

  it('goes live at once, with nothing to resume from, when the REST read fails', async () => {
    const { view, watches, delivered, callback, failRest } = setup();
    view.watchPosts(feed, { limit: 4 }, callback);
    failRest(new Error('offline'));
    await vi.waitFor(() => expect(watches).toHaveLength(1));
    expect(watches[0]?.firstPage).toBeUndefined();
    const live = page('p4', 'p3', 'p2', 'p1');
    watches[0]?.answer(live.posts, live.end, fresh);
    expect(delivered).toHaveLength(1);
  });

  it(`goes live when the REST read has not answered within ${firstPageWaitMs} ms, and ignores it after`, async () => {
    vi.useFakeTimers();
    const { view, watches, delivered, callback, answerRest } = setup();
    view.watchPosts(feed, { limit: 4 }, callback);
    await vi.advanceTimersByTimeAsync(firstPageWaitMs - 1);
    expect(watches).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(watches).toHaveLength(1);
    answerRest(page('p4', 'p3', 'p2', 'p1'));
    await vi.advanceTimersByTimeAsync(10);
    expect(delivered).toHaveLength(0);
  });

  it('delivers nothing and starts nothing once unsubscribed before the REST answer', async () => {
    vi.useFakeTimers();
    const { view, watches, delivered, callback, answerRest } = setup();
    const stop = view.watchPosts(feed, { limit: 4 }, callback);
    stop();
    answerRest(page('p4'));
    // The answer handled, and every timer the first view had started or starts then has run.
    await vi.runAllTimersAsync();
    expect(delivered).toHaveLength(0);
    expect(watches).toHaveLength(0);
    await view.passed();
  });

  it('stops the live listener it started', async () => {
    const { view, watches, callback, answerRest } = setup();
    const stop = view.watchPosts(feed, { limit: 4 }, callback);
    answerRest(page('p1'));
    await vi.waitFor(() => expect(watches).toHaveLength(1));
    stop();
    expect(watches[0]?.stopped).toBe(true);
  });

  it.each<[string, PostFilter, PostRange, boolean]>([
    ['a next page', feed, { after: cursor('p4'), limit: 4 }, false],
    ['a re-anchored page', feed, { until: cursor('p4'), limit: 54 }, false],
    ["a member's own posts", { kind: 'author', uid: 'u' }, { limit: 4 }, false],
    ['a bookmark list', { kind: 'bookmarks', uid: 'u' }, { limit: 4 }, false],
    ['any list once the Firestore SDK runs', feed, { limit: 4 }, true],
  ])('reads %s live, not with REST', async (_, filter, range, liveLoaded) => {
    const { view, reads, watches, callback } = setup({ liveLoaded });
    view.watchPosts(filter, range, callback);
    expect(watches).toHaveLength(1);
    expect(reads.firstPage).not.toHaveBeenCalled();
  });
});

describe('the first view', () => {
  it('lets Auth and the Firestore SDK start only once the first page has been shown', async () => {
    vi.useFakeTimers();
    const { view, delivered, callback, answerRest } = setup();
    let passed = false;
    void view.passed().then(() => (passed = true));
    view.watchPosts(feed, { limit: 4 }, callback);
    // Every timer up to the REST read's time limit has run, and the page has not come.
    await vi.advanceTimersByTimeAsync(firstPageWaitMs - 1);
    expect(passed).toBe(false);
    vi.useRealTimers();
    answerRest(page('p1'));
    await vi.waitFor(() => expect(passed).toBe(true));
    expect(delivered).toHaveLength(1);
  });

  it('lets them start at once on a page that reads no feed', async () => {
    const { view } = setup();
    await view.passed();
  });

  it("reads the topics with REST on a feed's first view, and with the SDK elsewhere", async () => {
    const onFeed = setup();
    const viaLive = vi.fn(async () => []);
    const topics = onFeed.view.listTopics(viaLive);
    onFeed.view.watchPosts(feed, { limit: 4 }, onFeed.callback);
    expect(await topics).toEqual([{ id: '美食', name: '美食' }]);
    expect(viaLive).not.toHaveBeenCalled();

    const elsewhere = setup();
    await elsewhere.view.listTopics(viaLive);
    expect(viaLive).toHaveBeenCalledTimes(1);
    expect(elsewhere.reads.listTopics).not.toHaveBeenCalled();
  });

  it('answers with the topics the server gave earlier in the tab when it cannot be asked, else fails', async () => {
    const { view } = setup();
    const unreachable = async (): Promise<Topic[]> => {
      throw new Error('unavailable');
    };
    await expect(view.listTopics(unreachable)).rejects.toThrow('unavailable');
    const read = [{ id: '電影', name: '電影' }];
    expect(await view.listTopics(async () => read)).toEqual(read);
    expect(await view.listTopics(unreachable)).toEqual(read);
  });
});
