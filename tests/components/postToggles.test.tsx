import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BackendError } from '../../src/backend/errors';
import { createLocalBackend } from '../../src/backend/local';
import type { Backend, PostMarks } from '../../src/backend/types';
import { copy } from '../../src/copy';
import { paceBudgets, toggleSpacingMs } from '../../src/lib/limits';
import { memberPassword, withOverrides } from './backends';
import { renderApp } from './renderApp';
import { unpacedLocalBackend } from '../support/localTimePassing';
import {
  bookmarkButton,
  deferred,
  likeButton,
  openPost,
  otherMember,
  readerWithPost,
  shownCount,
  storedLike,
  storedMarks,
} from './post.fixtures';

/** The toggle's icon and whether it is drawn in the active (blue) style: 'heart on', 'heartOutline'. */
function icon(button: HTMLElement): string {
  const glyph = button.querySelector('svg.glyph');
  const shape = [...(glyph?.classList ?? [])].find((c) => c.startsWith('glyph--'))?.slice(7) ?? '';
  return button.classList.contains('post-toggle--on') ? `${shape} on` : shape;
}

/** Every value aria-pressed takes from now on. */
function pressedHistory(button: HTMLElement): () => (string | null)[] {
  const values: (string | null)[] = [];
  const observer = new MutationObserver(() => values.push(button.getAttribute('aria-pressed')));
  observer.observe(button, { attributeFilter: ['aria-pressed'] });
  return () => {
    observer.takeRecords().forEach(() => values.push(button.getAttribute('aria-pressed')));
    return values;
  };
}

/**
 * The real adapter with every setLike counted (how many, how many at once, when each was asked for and
 * when each was answered, by Date.now() as the page's pace reads it). Each write first waits for
 * `delay()`, the way a network would make it wait, so that clicks can land while writes are in flight.
 */
function countingLikes(backend: Backend, delay: () => Promise<unknown>) {
  const stats = {
    calls: 0,
    pending: 0,
    mostAtOnce: 0,
    calledAt: [] as number[],
    answeredAt: [] as number[],
  };
  const counted = withOverrides(backend, {
    setLike: async (postId, on) => {
      stats.calls += 1;
      stats.calledAt.push(Date.now());
      stats.pending += 1;
      stats.mostAtOnce = Math.max(stats.mostAtOnce, stats.pending);
      try {
        await delay();
        await backend.setLike(postId, on);
      } finally {
        stats.pending -= 1;
        stats.answeredAt.push(Date.now());
      }
    },
  });
  return { backend: counted, stats };
}

/** A network that holds each write on its way until the test lets it go; once opened, holds none. */
function heldNetwork() {
  const held: (() => void)[] = [];
  let open = false;
  return {
    delay: () => (open ? Promise.resolve() : new Promise<void>((go) => held.push(go))),
    /** Lets the writes on their way go on. */
    release: () => held.splice(0).forEach((go) => go()),
    /** From now on, no write is held. */
    open: () => {
      open = true;
      held.splice(0).forEach((go) => go());
    },
  };
}

/** Latencies that vary, so writes end sometimes between clicks and sometimes after several. */
function varyingLatency() {
  const latencies = [40, 5, 25, 0, 60, 10, 35, 15];
  let next = 0;
  return () => {
    const ms = latencies[next++ % latencies.length];
    return new Promise((resolve) => setTimeout(resolve, ms));
  };
}

describe('like and bookmark', () => {
  it('toggle the stored state, with aria-pressed and a filled blue or outlined grey icon', async () => {
    const { backend, postId } = await readerWithPost({ title: '貓咪' });
    const { user } = await openPost(backend, postId, '貓咪');

    expect(likeButton()).toHaveAttribute('aria-pressed', 'false');
    expect(icon(likeButton())).toBe('heartOutline');
    expect(bookmarkButton()).toHaveAttribute('aria-pressed', 'false');
    expect(icon(bookmarkButton())).toBe('bookmarkOutline');

    await user.click(likeButton());
    expect(likeButton()).toHaveAttribute('aria-pressed', 'true');
    expect(icon(likeButton())).toBe('heart on');
    expect(shownCount(copy.likeCountLabel)).toBe(1);
    await waitFor(async () =>
      expect(await storedLike(backend, postId)).toEqual({ liked: true, likeCount: 1 }),
    );

    await user.click(bookmarkButton());
    expect(bookmarkButton()).toHaveAttribute('aria-pressed', 'true');
    expect(icon(bookmarkButton())).toBe('bookmark on');
    await waitFor(async () =>
      expect(await storedMarks(backend, postId)).toEqual({ liked: true, bookmarked: true }),
    );

    await user.click(likeButton());
    expect(likeButton()).toHaveAttribute('aria-pressed', 'false');
    expect(shownCount(copy.likeCountLabel)).toBe(0);
    await waitFor(async () =>
      expect(await storedLike(backend, postId)).toEqual({ liked: false, likeCount: 0 }),
    );
    expect(bookmarkButton()).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the new state at once, while the write is still on its way', async () => {
    const { backend, postId } = await readerWithPost({ title: '慢' });
    const write = deferred();
    // What the page's live marks deliver: the store's echo of the write is one of these.
    const delivered: PostMarks[] = [];
    const slow = withOverrides(backend, {
      setBookmark: async (id, on) => {
        await write.promise;
        await backend.setBookmark(id, on);
      },
      watchMarks: (id, callback, onError) =>
        backend.watchMarks(
          id,
          (marks, freshness) => {
            delivered.push(marks);
            callback(marks, freshness);
          },
          onError,
        ),
    });
    const { user } = await openPost(slow, postId, '慢');
    const shown = pressedHistory(bookmarkButton());

    await user.click(bookmarkButton());
    expect(bookmarkButton()).toHaveAttribute('aria-pressed', 'true');
    expect((await storedMarks(backend, postId)).bookmarked).toBe(false);

    await act(async () => write.resolve());
    await waitFor(() => expect(delivered.at(-1)?.bookmarked).toBe(true));
    // The echo has reached the page: let React render it before reading the history.
    await act(async () => {});
    expect(bookmarkButton()).toHaveAttribute('aria-pressed', 'true');
    // Between the end of the write and the store's echo, it did not flicker back.
    expect(shown()).toEqual(['true']);
  });

  it("shows the toggles as unknown until the member's marks are read: no aria-pressed, not pressable, never unpressed", async () => {
    const { backend, postId } = await readerWithPost({ title: '未知' });
    await backend.setLike(postId, true);
    const read = deferred();
    const late = withOverrides(backend, {
      watchMarks: (id, callback, onError) => {
        let stop: (() => void) | undefined;
        let stopped = false;
        void read.promise.then(() => {
          if (!stopped) stop = backend.watchMarks(id, callback, onError);
        });
        return () => {
          stopped = true;
          stop?.();
        };
      },
    });
    const { user } = renderApp({ route: `/posts/${postId}`, backend: late });
    await screen.findByRole('heading', { level: 1, name: '未知' }, { timeout: 5000 });
    const shown = pressedHistory(likeButton());
    expect(likeButton()).not.toHaveAttribute('aria-pressed');
    expect(bookmarkButton()).not.toHaveAttribute('aria-pressed');
    expect(likeButton()).toBeDisabled();
    await user.click(likeButton());

    await act(async () => read.resolve());
    await waitFor(() => expect(likeButton()).toHaveAttribute('aria-pressed', 'true'));
    expect(bookmarkButton()).toHaveAttribute('aria-pressed', 'false');
    expect(shown()).toEqual(['true']);
    expect(await storedLike(backend, postId)).toEqual({ liked: true, likeCount: 1 });
  });

  it('marks a like the store holds and cannot send yet 等待連線後送出, and holds a press meanwhile until it is sent (test double: marks delivered pending, from the cache)', async () => {
    const { backend, postId } = await readerWithPost({ title: '待送' }, { paced: true });
    let queued = true;
    const listeners = new Set<() => void>();
    const { backend: counted, stats } = countingLikes(
      withOverrides(backend, {
        // As Firebase delivers a like kept in the SDK's queue while the server cannot be reached.
        watchMarks: (id, callback, onError) => {
          const stop = backend.watchMarks(
            id,
            (marks) =>
              callback(
                {
                  ...marks,
                  liked: marks.liked || queued,
                  pending: { liked: queued, bookmarked: false },
                },
                { stale: queued },
              ),
            onError,
          );
          return stop;
        },
      }),
      () => Promise.resolve(),
    );
    await openPost(counted, postId, '待送');
    expect(likeButton()).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(copy.pendingSend)).toBeInTheDocument();

    // The press is weighed at once and again on the toggle's timers: under fake timers, run every timer
    // it starts (and those they start), then check that nothing was sent while the store holds the like.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.click(likeButton());
      expect(likeButton()).toHaveAttribute('aria-pressed', 'false');
      act(() => vi.runAllTimers());
    } finally {
      vi.useRealTimers();
    }
    expect(stats.calls).toBe(0);
    expect(likeButton()).toHaveAttribute('aria-pressed', 'false');

    // Sent: the store now holds the like, confirmed; the press goes out a pace after.
    await backend.setLike(postId, true);
    queued = false;
    listeners.forEach((listener) => listener());
    await waitFor(() => expect(screen.queryByText(copy.pendingSend)).not.toBeInTheDocument());
    await waitFor(
      async () => expect(await storedLike(backend, postId)).toEqual({ liked: false, likeCount: 0 }),
      { timeout: 3000 },
    );
    expect(stats.calls).toBe(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('settles to the stored state with the message when the write is refused for good (test double: the real adapter with a refused setLike)', async () => {
    const { backend, postId } = await readerWithPost({ title: '拒絕' });
    const refusing = withOverrides(backend, {
      setLike: async () => {
        throw new BackendError('permission-denied');
      },
    });
    const { user } = await openPost(refusing, postId, '拒絕');

    await user.click(likeButton());
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(likeButton()).toHaveAttribute('aria-pressed', 'false');
    expect(icon(likeButton())).toBe('heartOutline');
    expect(shownCount(copy.likeCountLabel)).toBe(0);
    expect(screen.queryByText(copy.pendingSend)).not.toBeInTheDocument();
  });

  it.each([4, 7])(
    'ends consistent after %i clicks made while the first write is held: stored, in another tab and after reload',
    async (clicks) => {
      const { backend, dbName, email, postId } = await readerWithPost({ title: '連點' });
      const network = deferred();
      const { backend: counted, stats } = countingLikes(backend, () => network.promise);
      const view = await openPost(counted, postId, '連點');

      for (let i = 0; i < clicks; i++) await view.user.click(likeButton());
      const expected = clicks % 2 === 1;
      expect(likeButton()).toHaveAttribute('aria-pressed', String(expected));
      expect(stats.calls).toBe(1);

      await act(async () => network.resolve());
      // The clicks behind the held write were folded into one more write, if they changed the wish,
      // which waits out the like's pace (1 s) after the first.
      await waitFor(
        () => {
          expect(stats.calls).toBe(expected ? 1 : 2);
          expect(stats.pending).toBe(0);
        },
        { timeout: 3000 },
      );
      const stored = { liked: expected, likeCount: Number(expected) };
      await waitFor(async () => expect(await storedLike(backend, postId)).toEqual(stored));
      expect(stats.mostAtOnce).toBe(1);
      expect(likeButton()).toHaveAttribute('aria-pressed', String(expected));
      expect(shownCount(copy.likeCountLabel)).toBe(expected ? 1 : 0);

      const otherTab = createLocalBackend({ dbName, seed: 'topics' });
      await otherTab.signIn(email, memberPassword);
      expect(await storedLike(otherTab, postId)).toEqual(stored);

      view.unmount();
      const reloaded = createLocalBackend({ dbName, seed: 'topics' });
      await openPost(reloaded, postId, '連點');
      expect(likeButton()).toHaveAttribute('aria-pressed', String(expected));
    },
  );

  it.each([9, 10])(
    'ends consistent after %i clicks with writes ending in between, one write at a time',
    async (clicks) => {
      const { backend, postId } = await readerWithPost({ title: '亂點' });
      const network = heldNetwork();
      const { backend: counted, stats } = countingLikes(backend, network.delay);
      const { user } = await openPost(counted, postId, '亂點');
      const press = () => user.click(likeButton());
      // The test holds each write and ends it between presses, so that presses land at each moment a
      // member's can: while a write is on its way, just after one ended, in the pace after it, and
      // once the pace has let the next write go. No clock decides which.
      const sent = (n: number) => waitFor(() => expect(stats.calls).toBe(n), { timeout: 3000 });
      const endWrite = async () => {
        await act(async () => network.release());
        await waitFor(() => expect(stats.pending).toBe(0));
      };

      await press(); // 1: like, sent at once and held
      await sent(1);
      await press(); // 2: while it is on its way
      await endWrite();
      await press(); // 3, 4: just after it ended, in its pace
      await press();
      await sent(2); // the pace over, the unlike goes, held
      await press(); // 5: while it is on its way
      await endWrite();
      for (let i = 6; i <= clicks; i++) await press(); // in its pace
      network.open();
      const expected = clicks % 2 === 1;
      expect(likeButton()).toHaveAttribute('aria-pressed', String(expected));

      await waitFor(
        async () => {
          expect(stats.pending).toBe(0);
          expect(await storedLike(backend, postId)).toEqual({
            liked: expected,
            likeCount: Number(expected),
          });
        },
        { timeout: 3000 },
      );
      // The presses in the last write's pace were folded into one write, or none.
      expect(stats.calls).toBe(expected ? 3 : 2);
      expect(stats.mostAtOnce).toBe(1);
      expect(likeButton()).toHaveAttribute('aria-pressed', String(expected));
    },
  );

  it('ends consistent after clicks that come faster than React renders', async () => {
    const { backend, postId } = await readerWithPost({ title: '同一刻' });
    const { backend: counted, stats } = countingLikes(backend, varyingLatency());
    await openPost(counted, postId, '同一刻');

    // Five clicks in one task: no render happens in between.
    act(() => {
      for (let i = 0; i < 5; i++) fireEvent.click(likeButton());
    });
    expect(likeButton()).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(stats.pending).toBe(0));
    await waitFor(async () =>
      expect(await storedLike(backend, postId)).toEqual({ liked: true, likeCount: 1 }),
    );
    // The first click's write was in flight for the other four, which left the wish where it began.
    expect(stats.calls).toBe(1);
    expect(likeButton()).toHaveAttribute('aria-pressed', 'true');
  });

  it('follow changes made in another tab and by other members', async () => {
    const { backend, dbName, email, postId } = await readerWithPost({ title: '別的分頁' });
    await openPost(backend, postId, '別的分頁');

    // The other tab writes faster than a member's pace, as if time passed between its likes.
    const otherTab = unpacedLocalBackend({ dbName, seed: 'topics' });
    await otherTab.signIn(email, memberPassword);
    await otherTab.setLike(postId, true);
    await otherTab.setBookmark(postId, true);
    await waitFor(() => expect(likeButton()).toHaveAttribute('aria-pressed', 'true'));
    await waitFor(() => expect(bookmarkButton()).toHaveAttribute('aria-pressed', 'true'));

    const { backend: other } = await otherMember(dbName);
    await other.setLike(postId, true);
    await waitFor(() => expect(shownCount(copy.likeCountLabel)).toBe(2));
    expect(likeButton()).toHaveAttribute('aria-pressed', 'true');

    await otherTab.setLike(postId, false);
    await waitFor(() => expect(likeButton()).toHaveAttribute('aria-pressed', 'false'));
    expect(shownCount(copy.likeCountLabel)).toBe(1);
  });

  it('a quick second click waits out the pace of likes instead of being refused: like, then unlike', async () => {
    const { backend, postId } = await readerWithPost({ title: '雙擊' }, { paced: true });
    const { backend: counted, stats } = countingLikes(backend, () => Promise.resolve());
    const { user } = await openPost(counted, postId, '雙擊');

    await user.click(likeButton());
    await waitFor(async () => expect((await storedLike(backend, postId)).liked).toBe(true));
    const shown = pressedHistory(likeButton());
    await user.click(likeButton());
    expect(likeButton()).toHaveAttribute('aria-pressed', 'false');
    expect(stats.calls).toBe(1);
    await waitFor(
      async () => expect(await storedLike(backend, postId)).toEqual({ liked: false, likeCount: 0 }),
      { timeout: 3000 },
    );
    expect(stats.calls).toBe(2);
    // Held back, not sent to be refused: the unlike was asked for a whole pace after the like was
    // answered, and the button showed it unpressed all along.
    expect(stats.calledAt[1]! - stats.answeredAt[0]!).toBeGreaterThanOrEqual(toggleSpacingMs);
    expect(shown()).toEqual(['false']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("a like refused once another tab has spent the post's budget settles to the stored state and shows errTooFast", async () => {
    const { backend, dbName, email, postId } = await readerWithPost(
      { title: '太快' },
      { paced: true },
    );
    await openPost(backend, postId, '太快');
    const otherTab = createLocalBackend({ dbName, seed: 'topics' });
    await otherTab.signIn(email, memberPassword);

    // The other tab spends the post's like budget (lib/limits.ts paceBudgets): like, unlike, ...
    const { writes } = paceBudgets.like;
    for (let i = 0; i < writes; i++) await otherTab.setLike(postId, i % 2 === 0);
    const liked = writes % 2 === 1;
    await waitFor(() => expect(likeButton()).toHaveAttribute('aria-pressed', String(liked)));
    fireEvent.click(likeButton());
    expect(likeButton()).toHaveAttribute('aria-pressed', String(!liked));
    expect(await screen.findByRole('alert')).toHaveTextContent(copy.errTooFast);
    expect(likeButton()).toHaveAttribute('aria-pressed', String(liked));
    expect(shownCount(copy.likeCountLabel)).toBe(Number(liked));
    expect(await storedLike(backend, postId)).toEqual({ liked, likeCount: Number(liked) });
  });
});
