import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createFirstView,
  liteWaitMs,
  type LiteReads,
  type PublicFilter,
} from '../../src/backend/firebase/firstView';
import type {
  Post,
  PostCursor,
  PostFilter,
  PostRange,
  PostsListener,
} from '../../src/backend/types';

// The hand-over of a feed's first page from the lite read to the live listener, with both faked: what
// reaches the list, in which order, and when Auth and the full Firestore chunk may start.

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
  likeBy: Array.from({ length: likes }, (_, i) => `fan${i}`),
  collectedBy: [],
  commentsCount: 0,
});
const cursor = (id: string) => ({ seconds: 1, nanoseconds: 0, id }) as unknown as PostCursor;
const page = (...ids: string[]) => ({ posts: ids.map((id) => post(id)), end: cursor(ids.at(-1)!) });

interface LiveWatch {
  filter: PostFilter;
  range: PostRange;
  answer: PostsListener;
  stopped: boolean;
}

function setup({ liveLoaded = false } = {}) {
  let answerLite!: (value: ReturnType<typeof page>) => void;
  let failLite!: (error: Error) => void;
  const answer = new Promise<ReturnType<typeof page>>((resolve, reject) => {
    answerLite = resolve;
    failLite = reject;
  });
  const firstPage = vi.fn((_filter: PublicFilter, _limit: number) => answer);
  const reads: LiteReads = {
    firstPage,
    listTopics: vi.fn(async () => [{ id: '01', name: '美食' }]),
  };
  const watches: LiveWatch[] = [];
  const view = createFirstView({
    lite: async () => reads,
    live: (filter, range, answer) => {
      const watch = { filter, range, answer, stopped: false };
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
    answerLite: (value: ReturnType<typeof page>) => answerLite(value),
    failLite: (error: Error) => failLite(error),
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
const feed: PostFilter = { kind: 'all' };

afterEach(() => {
  vi.useRealTimers();
});

describe("a feed's first page: lite, then live", () => {
  it('shows the lite page, then lets the live listener take over without showing the same page twice', async () => {
    const { view, watches, delivered, liveAtDelivery, callback, answerLite } = setup();
    view.watchPosts(feed, { limit: 4 }, callback);
    await tick();
    expect(watches).toHaveLength(0);

    answerLite(page('p4', 'p3', 'p2', 'p1'));
    await vi.waitFor(() => expect(delivered).toHaveLength(1));
    expect(delivered[0]?.[0]).toEqual(['p4', 'p3', 'p2', 'p1']);
    // The live listener starts a task later, on the same window, once the cards are drawn.
    expect(liveAtDelivery).toEqual([0]);
    await vi.waitFor(() => expect(watches).toHaveLength(1));
    expect(watches[0]).toMatchObject({ filter: feed, range: { limit: 4 } });

    // Its first answer is the page on screen: nothing to draw again.
    const live = page('p4', 'p3', 'p2', 'p1');
    watches[0]?.answer(live.posts, live.end);
    expect(delivered).toHaveLength(1);
    // Then every change is passed on, even one back to what was shown first.
    const liked = { ...live, posts: [post('p4', 1), ...live.posts.slice(1)] };
    watches[0]?.answer(liked.posts, liked.end);
    watches[0]?.answer(live.posts, live.end);
    expect(delivered).toHaveLength(3);
  });

  it('passes the live first answer on whole when the list changed in between: nothing doubled, nothing skipped', async () => {
    const { view, watches, delivered, callback, answerLite } = setup();
    view.watchPosts({ kind: 'topic', topic: '美食' }, { limit: 4 }, callback);
    answerLite(page('p4', 'p3', 'p2', 'p1'));
    await vi.waitFor(() => expect(watches).toHaveLength(1));
    const live = page('p5', 'p4', 'p3', 'p2');
    watches[0]?.answer(live.posts, live.end);
    expect(delivered.map(([ids]) => ids)).toEqual([
      ['p4', 'p3', 'p2', 'p1'],
      ['p5', 'p4', 'p3', 'p2'],
    ]);
    expect(delivered[1]?.[1]).toEqual(cursor('p2'));
  });

  it('goes live at once when the lite read fails', async () => {
    const { view, watches, delivered, callback, failLite } = setup();
    view.watchPosts(feed, { limit: 4 }, callback);
    failLite(new Error('offline'));
    await vi.waitFor(() => expect(watches).toHaveLength(1));
    const live = page('p4', 'p3', 'p2', 'p1');
    watches[0]?.answer(live.posts, live.end);
    expect(delivered).toHaveLength(1);
  });

  it(`goes live when the lite read has not answered within ${liteWaitMs} ms, and ignores it after`, async () => {
    vi.useFakeTimers();
    const { view, watches, delivered, callback, answerLite } = setup();
    view.watchPosts(feed, { limit: 4 }, callback);
    await vi.advanceTimersByTimeAsync(liteWaitMs - 1);
    expect(watches).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(watches).toHaveLength(1);
    answerLite(page('p4', 'p3', 'p2', 'p1'));
    await vi.advanceTimersByTimeAsync(10);
    expect(delivered).toHaveLength(0);
  });

  it('delivers nothing and starts nothing once unsubscribed before the lite answer', async () => {
    const { view, watches, delivered, callback, answerLite } = setup();
    const stop = view.watchPosts(feed, { limit: 4 }, callback);
    stop();
    answerLite(page('p4'));
    await tick();
    await tick();
    expect(delivered).toHaveLength(0);
    expect(watches).toHaveLength(0);
    await view.passed();
  });

  it('stops the live listener it started', async () => {
    const { view, watches, callback, answerLite } = setup();
    const stop = view.watchPosts(feed, { limit: 4 }, callback);
    answerLite(page('p1'));
    await vi.waitFor(() => expect(watches).toHaveLength(1));
    stop();
    expect(watches[0]?.stopped).toBe(true);
  });

  it.each<[string, PostFilter, PostRange, boolean]>([
    ['a next page', feed, { after: cursor('p4'), limit: 4 }, false],
    ['a re-anchored page', feed, { until: cursor('p4'), limit: 54 }, false],
    ["a member's own posts", { kind: 'author', uid: 'u' }, { limit: 4 }, false],
    ['a bookmark list', { kind: 'collectedBy', uid: 'u' }, { limit: 4 }, false],
    ['any list once the full chunk runs', feed, { limit: 4 }, true],
  ])('reads %s live, not through lite', async (_, filter, range, liveLoaded) => {
    const { view, reads, watches, callback } = setup({ liveLoaded });
    view.watchPosts(filter, range, callback);
    expect(watches).toHaveLength(1);
    expect(reads.firstPage).not.toHaveBeenCalled();
  });
});

describe('the first view', () => {
  it('lets Auth and the full chunk start only once the lite page has been shown', async () => {
    const { view, delivered, callback, answerLite } = setup();
    let passed = false;
    void view.passed().then(() => (passed = true));
    view.watchPosts(feed, { limit: 4 }, callback);
    await tick();
    await tick();
    expect(passed).toBe(false);
    answerLite(page('p1'));
    await vi.waitFor(() => expect(passed).toBe(true));
    expect(delivered).toHaveLength(1);
  });

  it('lets them start at once on a page that reads no feed', async () => {
    const { view } = setup();
    await view.passed();
  });

  it("reads the topics through lite on a feed's first view, and live elsewhere", async () => {
    const onFeed = setup();
    const viaLive = vi.fn(async () => []);
    const topics = onFeed.view.listTopics(viaLive);
    onFeed.view.watchPosts(feed, { limit: 4 }, onFeed.callback);
    expect(await topics).toEqual([{ id: '01', name: '美食' }]);
    expect(viaLive).not.toHaveBeenCalled();

    const elsewhere = setup();
    await elsewhere.view.listTopics(viaLive);
    expect(viaLive).toHaveBeenCalledTimes(1);
    expect(elsewhere.reads.listTopics).not.toHaveBeenCalled();
  });
});
