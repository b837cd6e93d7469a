import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  Backend,
  Comment,
  ErrorListener,
  Freshness,
  Post,
  PostCursor,
  Unsubscribe,
} from '../../src/backend/types';
import { copy } from '../../src/copy';
import { withOverrides } from './backends';
import { memberBackend, newestFirst, publishPosts, ScrollableObserver } from './feed.fixtures';
import { readerWithPost } from './post.fixtures';
import { renderApp } from './renderApp';

configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

/**
 * A test double: the real local adapter behind a connection that can be cut, answering as the Firebase
 * adapter does then (live.ts). A listener that had the server's answer hands it on again marked stale;
 * one started while the connection is down answers from the cache, stale too: what this tab was last
 * handed for the same read, or nothing. When the connection returns, every listener hands on the
 * server's answer, fresh.
 */
function cuttable(real: Backend) {
  let down = false;
  const listeners = new Set<() => void>();
  const cache = new Map<string, unknown>();
  // How many listeners have been started; those open that have not answered yet, and who waits for them.
  let started = 0;
  const unanswered = new Set<() => void>();
  const waiting: (() => void)[] = [];
  const answered = (changed: () => void) => {
    unanswered.delete(changed);
    if (unanswered.size === 0) waiting.splice(0).forEach((resolve) => resolve());
  };

  function gate<T>(
    key: string,
    start: (next: (value: T) => void, onError?: ErrorListener) => Unsubscribe,
    empty: T,
    deliver: (value: T, freshness: Freshness) => void,
    onError?: ErrorListener,
  ): Unsubscribe {
    let latest: { value: T } | undefined;
    const changed = () => {
      if (down) deliver(cache.has(key) ? (cache.get(key) as T) : empty, { stale: true });
      else if (latest) {
        cache.set(key, latest.value);
        deliver(latest.value, { stale: false });
      } else return;
      answered(changed);
    };
    started += 1;
    unanswered.add(changed);
    listeners.add(changed);
    const stop = start((value) => {
      latest = { value };
      if (!down) changed();
    }, onError);
    if (down) queueMicrotask(changed);
    return () => {
      listeners.delete(changed);
      answered(changed);
      stop();
    };
  }

  const backend = withOverrides(real, {
    watchPosts: (filter, range, callback, onError) =>
      gate<[Post[], PostCursor | null]>(
        JSON.stringify(['posts', filter, range]),
        (next, e) => real.watchPosts(filter, range, (posts, end) => next([posts, end]), e),
        [[], null],
        ([posts, end], freshness) => callback(posts, end, freshness),
        onError,
      ),
    watchPost: (id, callback, onError) =>
      gate<Post | null>(
        JSON.stringify(['post', id]),
        (next, e) => real.watchPost(id, next, e),
        null,
        callback,
        onError,
      ),
    watchComments: (id, callback, onError, newest) =>
      gate<Comment[]>(
        JSON.stringify(['comments', id, newest]),
        (next, e) => real.watchComments(id, next, e, newest),
        [],
        callback,
        onError,
      ),
  });
  const set = (value: boolean) =>
    act(() => {
      down = value;
      listeners.forEach((changed) => changed());
    });
  return {
    backend,
    cut: () => set(true),
    restore: () => set(false),
    /** How many listeners have been started so far. */
    started: () => started,
    /** Resolves once every listener started so far and still open has answered. */
    allAnswered: () =>
      new Promise<void>((resolve) => {
        if (unanswered.size === 0) resolve();
        else waiting.push(resolve);
      }),
  };
}

function cardTitles(): string[] {
  return screen
    .queryAllByRole('listitem')
    .filter((item) => item.querySelector('.post-card'))
    .map((card) => within(card).getByRole('heading').textContent ?? '');
}

describe('a list read while the connection is down', () => {
  it('keeps the cards it showed, says it is offline, never ends the list; then reads on', async () => {
    vi.stubGlobal('IntersectionObserver', ScrollableObserver);
    const { backend: real } = await memberBackend();
    await publishPosts(real, 10);
    const { backend, cut, restore } = cuttable(real);
    renderApp({ route: '/posts', backend });
    await waitFor(() => expect(cardTitles()).toEqual(newestFirst(10).slice(0, 4)));
    act(() => ScrollableObserver.reveal());
    await waitFor(() => expect(cardTitles()).toEqual(newestFirst(10).slice(0, 8)));

    cut();
    expect(await screen.findByText(copy.offlineBanner)).toBeInTheDocument();
    expect(cardTitles()).toEqual(newestFirst(10).slice(0, 8));
    // The reader scrolls on: what the cache has of the next page is nothing, which is not the end.
    act(() => ScrollableObserver.reveal());
    expect(cardTitles()).toEqual(newestFirst(10).slice(0, 8));
    expect(screen.queryByText(copy.feedEnd)).not.toBeInTheDocument();
    expect(screen.queryByText(copy.feedEmpty)).not.toBeInTheDocument();

    restore();
    await waitFor(() => expect(screen.queryByText(copy.offlineBanner)).not.toBeInTheDocument());
    act(() => ScrollableObserver.reveal());
    await waitFor(() => expect(cardTitles()).toEqual(newestFirst(10)));
    expect(await screen.findByText(copy.feedEnd)).toBeInTheDocument();
  });

  it('with nothing on hand, says offlineNotice with 重試 instead of an empty feed', async () => {
    const { backend: real } = await memberBackend();
    await publishPosts(real, 2);
    const { backend, cut, restore } = cuttable(real);
    cut();
    const { user } = renderApp({ route: '/posts', backend });
    const notice = await screen.findByText(copy.offlineNotice);
    expect(screen.queryByText(copy.feedEmpty)).not.toBeInTheDocument();
    expect(screen.queryByText(copy.feedEnd)).not.toBeInTheDocument();

    restore();
    await user.click(
      within(notice.parentElement as HTMLElement).getByRole('button', { name: copy.retry }),
    );
    await waitFor(() => expect(cardTitles()).toEqual(newestFirst(2)));
    expect(screen.queryByText(copy.offlineNotice)).not.toBeInTheDocument();
  });

  it("says the same on the member's own lists: never 尚無文章 when it cannot know", async () => {
    const { backend: real } = await memberBackend();
    const { backend, cut } = cuttable(real);
    cut();
    renderApp({ route: '/my/posts', backend });
    expect(await screen.findByText(copy.offlineNotice)).toBeInTheDocument();
    expect(screen.queryByText(copy.myPostsEmpty)).not.toBeInTheDocument();
  });
});

describe('a post read while the connection is down', () => {
  it('keeps the post and its comments, with offlineBanner, and drops the banner when it returns', async () => {
    const { backend: real, postId } = await readerWithPost({ title: '還在的文章' });
    await real.addComment(postId, '第一則留言');
    const { backend, cut, restore } = cuttable(real);
    renderApp({ route: `/posts/${postId}`, backend });
    expect(await screen.findByText('第一則留言')).toBeInTheDocument();

    cut();
    expect(await screen.findByText(copy.offlineBanner)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '還在的文章' })).toBeInTheDocument();
    expect(screen.getByText('第一則留言')).toBeInTheDocument();

    restore();
    await waitFor(() => expect(screen.queryByText(copy.offlineBanner)).not.toBeInTheDocument());
  });

  it('keeps the post, its comments and a comment typed when the browser says it is online again', async () => {
    const { backend: real, postId } = await readerWithPost({ title: '還在的文章' });
    await real.addComment(postId, '第一則留言');
    const { backend, cut, restore, started, allAnswered } = cuttable(real);
    const { user } = renderApp({ route: `/posts/${postId}`, backend });
    expect(await screen.findByText('第一則留言')).toBeInTheDocument();

    cut();
    expect(await screen.findByText(copy.offlineBanner)).toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: copy.commentLabel }), '離線時寫的');
    const readsBefore = started();
    // The browser is back online before the server answers: every stale read asks again.
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(started()).toBeGreaterThan(readsBefore);
    expect(screen.getByRole('heading', { name: '還在的文章' })).toBeInTheDocument();
    expect(screen.getByText('第一則留言')).toBeInTheDocument();
    expect(screen.queryByText(copy.loading)).not.toBeInTheDocument();
    // Those reads answer (from the cache, the connection still down); act renders their answers.
    await act(() => allAnswered());
    expect(screen.getByRole('heading', { name: '還在的文章' })).toBeInTheDocument();
    expect(screen.getByText('第一則留言')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: copy.commentLabel })).toHaveValue('離線時寫的');

    restore();
    await waitFor(() => expect(screen.queryByText(copy.offlineBanner)).not.toBeInTheDocument());
    expect(screen.getByText('第一則留言')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: copy.commentLabel })).toHaveValue('離線時寫的');
  });

  it('says offlineNotice, not 找不到這篇文章, for a post the cache does not hold', async () => {
    const { backend: real, postId } = await readerWithPost();
    const { backend, cut } = cuttable(real);
    cut();
    renderApp({ route: `/posts/${postId}`, backend });
    expect(await screen.findByText(copy.offlineNotice)).toBeInTheDocument();
    expect(screen.queryByText(copy.postNotFound)).not.toBeInTheDocument();
  });
});
