import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Backend, PostRange } from '../../src/backend/types';
import { PostList } from '../../src/features/postList/PostList';
import { copy } from '../../src/copy';
import { fullDate } from '../../src/lib/relativeTime';
import { BackendProvider } from '../../src/hooks/BackendProvider';
import { createLocalBackend } from '../../src/backend/local';
import { withOverrides } from './backends';
import {
  ScrollableObserver,
  instrumented,
  memberBackend,
  newestFirst,
  publishPosts,
  secondTab,
  storeAtOneTime,
  storeWithPictures,
} from './feed.fixtures';
import { renderApp } from './renderApp';

// Several live queries per page on fake IndexedDB: slow when the whole suite runs in parallel.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

function cards(): HTMLElement[] {
  return screen.queryAllByRole('listitem').filter((item) => item.querySelector('.post-card'));
}

function cardTitles(): string[] {
  return cards().map((card) => within(card).getByRole('heading').textContent ?? '');
}

async function expectTitles(titles: string[]) {
  await waitFor(() => expect(cardTitles()).toEqual(titles));
}

/** The reader has not scrolled: only reaching the bottom loads more. */
function shortScreen() {
  vi.stubGlobal('IntersectionObserver', ScrollableObserver);
}

describe('feed paging', () => {
  it('shows 載入中… first, then 4 posts, and 4 more each time the reader reaches the bottom', async () => {
    shortScreen();
    const { backend } = await memberBackend();
    await publishPosts(backend, 10);
    const { backend: watched, ranges } = instrumented(backend);
    renderApp({ route: '/posts', backend: watched });

    // Found once is shown: the first page may replace it before another look.
    await screen.findByText(copy.loading);
    await expectTitles(newestFirst(10).slice(0, 4));
    expect(screen.queryByText(copy.feedEnd)).not.toBeInTheDocument();

    act(() => ScrollableObserver.reveal());
    await expectTitles(newestFirst(10).slice(0, 8));
    act(() => ScrollableObserver.reveal());
    await expectTitles(newestFirst(10));
    expect(await screen.findByText(copy.feedEnd)).toBeInTheDocument();
    expect(screen.queryByText(copy.loading)).not.toBeInTheDocument();

    // Each page is 4 long and starts right after the post the page before it was closed on.
    // StrictMode mounts the list twice, so the first page is asked for twice: count each range once.
    const pages = [
      ...new Set(
        ranges.filter((r) => r.range.until === undefined).map((r) => JSON.stringify(r.range)),
      ),
    ].map((range) => JSON.parse(range) as PostRange);
    expect(pages.map((r) => r.limit)).toEqual([4, 4, 4]);
    expect(ranges.every((r) => r.filter.kind === 'all')).toBe(true);
  });

  it('keeps loading while the bottom is on screen, and stops when the data ends', async () => {
    const { backend } = await memberBackend();
    await publishPosts(backend, 9);
    const { backend: watched, ranges } = instrumented(backend);
    renderApp({ route: '/posts', backend: watched });

    await expectTitles(newestFirst(9));
    expect(await screen.findByText(copy.feedEnd)).toBeInTheDocument();
    // A list that went on past the end would ask for the next page once the last answer is rendered
    // and its bottom reported in view: wait for every answer, let React and the observer run, then
    // check that no page was asked for.
    await waitFor(() => expect(ranges.every((r) => r.answers > 0 || r.stopped)).toBe(true));
    const settled = ranges.length;
    await act(async () => {});
    expect(ranges.length).toBe(settled);
    expect(ranges.filter((r) => r.range.after && !r.range.until)).toHaveLength(2);
  });

  it('ends with 沒有更多文章了 when the posts fill the last page exactly', async () => {
    const { backend } = await memberBackend();
    await publishPosts(backend, 8);
    renderApp({ route: '/posts', backend });
    await expectTitles(newestFirst(8));
    expect(await screen.findByText(copy.feedEnd)).toBeInTheDocument();
  });

  it('survives StrictMode mounting it twice, and stays live', async () => {
    const { backend } = await memberBackend();
    await publishPosts(backend, 5);
    render(
      <StrictMode>
        <BackendProvider backend={backend}>
          <MemoryRouter>
            <PostList filter={{ kind: 'all' }} emptyText={copy.feedEmpty} />
          </MemoryRouter>
        </BackendProvider>
      </StrictMode>,
    );
    await expectTitles(newestFirst(5));
    expect(await screen.findByText(copy.feedEnd)).toBeInTheDocument();
    await publishPosts(backend, 1, { prefix: '新文章' });
    await expectTitles(['新文章 1', ...newestFirst(5)]);
  });

  it('shows 目前沒有文章 when there are no posts', async () => {
    const { backend } = await memberBackend();
    renderApp({ route: '/posts', backend });
    expect(await screen.findByText(copy.feedEmpty)).toBeInTheDocument();
    expect(screen.queryByText(copy.feedEnd)).not.toBeInTheDocument();
    expect(cards()).toHaveLength(0);
  });
});

// Firestore gives every post of one batch write the same server timestamp; both adapters then order by
// id. The pager must neither drop nor repeat such posts, wherever the page boundary falls among them.
describe('feed with posts that share one createdAt', () => {
  it('pages across a boundary that falls among them, each card once, in order', async () => {
    shortScreen();
    const { backend, dbName } = await memberBackend();
    await publishPosts(backend, 2, { prefix: '之前' });
    await storeAtOneTime(backend, dbName, newestFirst(6, '同時'));
    await publishPosts(backend, 2, { prefix: '之後' });
    const all = [...newestFirst(2, '之後'), ...newestFirst(6, '同時'), ...newestFirst(2, '之前')];
    renderApp({ route: '/posts', backend });

    await expectTitles(all.slice(0, 4));
    act(() => ScrollableObserver.reveal());
    await expectTitles(all.slice(0, 8));
    act(() => ScrollableObserver.reveal());
    await expectTitles(all);
    expect(await screen.findByText(copy.feedEnd)).toBeInTheDocument();
  });

  it('shows posts of one batch arriving above, and one in the same millisecond as the head, each once', async () => {
    shortScreen();
    const { backend, dbName } = await memberBackend();
    await publishPosts(backend, 10);
    renderApp({ route: '/posts', backend });
    await expectTitles(newestFirst(10).slice(0, 4));
    act(() => ScrollableObserver.reveal());
    await expectTitles(newestFirst(10).slice(0, 8));

    const batchTime = await storeAtOneTime(backend, dbName, ['新 1', '新 2', '新 3']);
    await expectTitles(['新 3', '新 2', '新 1', ...newestFirst(10).slice(0, 8)]);

    // Same time as the head; its id lists it under 新 3.
    await storeAtOneTime(backend, dbName, ['新 2.5'], { createdAt: batchTime });
    await expectTitles(['新 3', '新 2.5', '新 2', '新 1', ...newestFirst(10).slice(0, 8)]);

    act(() => ScrollableObserver.reveal());
    await expectTitles(['新 3', '新 2.5', '新 2', '新 1', ...newestFirst(10)]);
    expect(await screen.findByText(copy.feedEnd)).toBeInTheDocument();
  });
});

describe('feed topics', () => {
  it('shows only the posts of the topic in the URL, paged the same way', async () => {
    const { backend } = await memberBackend();
    await publishPosts(backend, 3, { prefix: '電影', topic: '電影' });
    await publishPosts(backend, 6, { prefix: '美食', topic: '美食' });
    await publishPosts(backend, 2, { prefix: '運動', topic: '運動' });
    const { backend: watched, ranges } = instrumented(backend, ['電影', '美食', '運動']);
    renderApp({ route: `/posts?topic=${encodeURIComponent('美食')}`, backend: watched });

    await expectTitles(newestFirst(6, '美食'));
    expect(await screen.findByText(copy.feedEnd)).toBeInTheDocument();
    expect(ranges.every((r) => r.filter.kind === 'topic' && r.filter.topic === '美食')).toBe(true);
  });

  it('starts the list over when the reader picks another topic', async () => {
    const { backend } = await memberBackend();
    await publishPosts(backend, 5, { prefix: '電影', topic: '電影' });
    await publishPosts(backend, 2, { prefix: '美食', topic: '美食' });
    const { backend: watched } = instrumented(backend, ['電影', '美食']);
    const { user, location } = renderApp({ route: '/posts?topic=電影', backend: watched });
    await expectTitles(newestFirst(5, '電影'));

    await user.click(screen.getByRole('link', { name: '美食' }));
    await expectTitles(newestFirst(2, '美食'));
    expect(new URLSearchParams(location().search).get('topic')).toBe('美食');

    await user.click(screen.getByRole('link', { name: copy.topicAll }));
    await expectTitles([...newestFirst(2, '美食'), ...newestFirst(5, '電影')]);
  });

  it('shows 目前沒有文章 for a topic nobody posted in or that does not exist', async () => {
    const { backend } = await memberBackend();
    await publishPosts(backend, 2, { topic: '電影' });
    renderApp({ route: '/posts?topic=不存在的主題', backend });
    expect(await screen.findByText(copy.feedEmpty)).toBeInTheDocument();
    expect(cards()).toHaveLength(0);
  });
});

describe('feed live updates', () => {
  it('puts a post published in another tab at the top, without losing or repeating a card', async () => {
    shortScreen();
    const { backend, dbName, email } = await memberBackend();
    await publishPosts(backend, 10);
    renderApp({ route: '/posts', backend });
    await expectTitles(newestFirst(10).slice(0, 4));

    const other = await secondTab(dbName, email);
    await publishPosts(other, 1, { prefix: '新文章' });
    await expectTitles(['新文章 1', ...newestFirst(10).slice(0, 3)]);

    // 文章 7, pushed off the first page by the new post, is the first card of the next page.
    act(() => ScrollableObserver.reveal());
    await expectTitles(['新文章 1', ...newestFirst(10).slice(0, 7)]);

    // After paging the first page grows instead of pushing cards onto the next one.
    await publishPosts(other, 2, { prefix: '更新的文章' });
    await expectTitles([
      '更新的文章 2',
      '更新的文章 1',
      '新文章 1',
      ...newestFirst(10).slice(0, 7),
    ]);
    act(() => ScrollableObserver.reveal());
    await expectTitles(['更新的文章 2', '更新的文章 1', '新文章 1', ...newestFirst(10)]);
    expect(await screen.findByText(copy.feedEnd)).toBeInTheDocument();
  });

  it('removes a post deleted in another tab and pulls the next one up, each card once', async () => {
    shortScreen();
    const { backend, dbName, email } = await memberBackend();
    const ids = await publishPosts(backend, 10);
    renderApp({ route: '/posts', backend });
    await expectTitles(newestFirst(10).slice(0, 4));
    act(() => ScrollableObserver.reveal());
    await expectTitles(newestFirst(10).slice(0, 8));

    const other = await secondTab(dbName, email);
    await other.deletePost(ids[8]!); // 文章 9, on the first page
    await other.deletePost(ids[4]!); // 文章 5, on the second page
    await expectTitles(['文章 10', '文章 8', '文章 7', '文章 6', '文章 4', '文章 3', '文章 2']);
    act(() => ScrollableObserver.reveal());
    await expectTitles([
      '文章 10',
      '文章 8',
      '文章 7',
      '文章 6',
      '文章 4',
      '文章 3',
      '文章 2',
      '文章 1',
    ]);
  });

  it('watches the profiles of the authors on screen, again only when that set changes', async () => {
    const { backend, dbName } = await memberBackend();
    await publishPosts(backend, 6);
    // Signed in at the same time in another browser: its own session storage.
    const other = createLocalBackend({ dbName, seed: 'topics', storage: sessionStorage });
    await other.register('other-author@example.com', 'secret1');
    await publishPosts(other, 1, { prefix: '別人' });
    await publishPosts(backend, 4, { prefix: '新' });
    const { backend: watched, profileWatches } = instrumented(backend);
    renderApp({ route: '/posts', backend: watched });
    expect(await screen.findByText(copy.feedEnd)).toBeInTheDocument();

    const me = backend.currentUser()!.uid;
    const them = other.currentUser()!.uid;
    // Page 1 is all mine; page 2 brings in the other author; page 3 (mine again) changes nothing.
    expect(profileWatches.map((uids) => [...uids].sort())).toEqual([[me], [me, them].sort()]);
  });

  it('updates counts and the author name on the cards as they change', async () => {
    const { backend } = await memberBackend();
    const [id] = await publishPosts(backend, 1);
    renderApp({ route: '/posts', backend });
    await expectTitles(['文章 1']);
    const [card] = cards();
    expect(within(card!).getByText(copy.defaultAuthor)).toBeInTheDocument();

    await backend.setLike(id!, true);
    await backend.addComment(id!, '好文');
    await backend.updateDisplayName('小美');
    await waitFor(() => expect(within(cards()[0]!).getByText('小美')).toBeInTheDocument());
    await waitFor(() => {
      expect(countText(cards()[0]!, copy.likeCountLabel)).toBe('1');
      expect(countText(cards()[0]!, copy.commentCountLabel)).toBe('1');
    });
  });
});

function countText(card: HTMLElement, label: string): string {
  const name = within(card).getByText(label);
  return (name.parentElement?.textContent ?? '').replace(label, '').trim();
}

describe('feed failures', () => {
  it('keeps the cards and offers 重試 when a page fails to load', async () => {
    shortScreen();
    const { backend } = await memberBackend();
    await publishPosts(backend, 6);
    let failNext = true;
    const flaky: Backend = withOverrides(backend, {
      watchPosts: (filter, range, callback, onError) => {
        if (range.after && failNext) {
          failNext = false;
          queueMicrotask(() => onError?.(new Error('offline')));
          return () => undefined;
        }
        return backend.watchPosts(filter, range, callback, onError);
      },
    });
    const { user } = renderApp({ route: '/posts', backend: flaky });
    await expectTitles(newestFirst(6).slice(0, 4));

    act(() => ScrollableObserver.reveal());
    expect(await screen.findByText(copy.errGeneric)).toBeInTheDocument();
    expect(cardTitles()).toEqual(newestFirst(6).slice(0, 4));

    await user.click(screen.getByRole('button', { name: copy.retry }));
    await expectTitles(newestFirst(6));
    expect(screen.queryByText(copy.errGeneric)).not.toBeInTheDocument();
    expect(await screen.findByText(copy.feedEnd)).toBeInTheDocument();
  });
});

describe('post card', () => {
  /** The card a post's link lies over. */
  const cardOf = (link: HTMLElement) => link.closest<HTMLElement>('.post-card')!;

  it("links the whole card to the post, the author's name and picture to their page, and renders member text as text", async () => {
    const { backend } = await memberBackend();
    const uid = backend.currentUser()?.uid ?? '';
    const id = await backend.publishPost(
      { title: '<img src=x onerror=alert(1)>', content: '第一行\n<b>粗體</b>', topic: '科技' },
      null,
    );
    renderApp({ route: '/posts', backend });

    const link = await screen.findByRole('link', { name: '<img src=x onerror=alert(1)>' });
    expect(link).toHaveAttribute('href', `/posts/${id}`);
    // Links cannot nest: the post's is laid over the card, the author's beside it.
    const card = cardOf(link);
    const author = within(card).getByRole('link', { name: copy.defaultAuthor });
    expect(author).toHaveAttribute('href', `/users/${uid}`);
    expect(within(card).getByText('科技')).toBeInTheDocument();
    expect(within(card).getByText(/<b>粗體<\/b>/)).toBeInTheDocument();
    expect(card.querySelector('b')).toBeNull();
    // No picture: the drawn placeholder, never a request.
    expect(card.querySelector('.post-card__picture img')).toBeNull();
    expect(card.querySelector('svg')).not.toBeNull();
  });

  it('says how long ago the post was published, as the detail page does, the full date on hover', async () => {
    const { backend } = await memberBackend();
    await publishPosts(backend, 1, { prefix: '剛發表' });
    renderApp({ route: '/posts', backend });
    const card = cardOf(await screen.findByRole('link', { name: '剛發表 1' }));
    const time = card.querySelector('time');
    expect(time).toHaveTextContent('現在');
    const createdAt = Date.parse(time?.getAttribute('datetime') ?? '');
    expect(Date.now() - createdAt).toBeLessThan(60_000);
    // Formatted on the first hover, not for every time shown (lib/relativeTime.ts).
    expect(time).not.toHaveAttribute('title');
    await userEvent.hover(time as Element);
    expect(time).toHaveAttribute('title', fullDate(createdAt));
  });

  it('shows the card copy at a fixed size, the first card at once and the rest lazily, and falls back to the placeholder if it fails', async () => {
    const { backend, dbName } = await memberBackend();
    for (const title of ['舊文章', '有圖']) {
      await storeWithPictures(
        backend,
        dbName,
        { title, content: '內容', topic: '旅遊' },
        { imageUrl: '/seed/big.svg', thumbUrl: '/seed/missing.svg' },
      );
    }
    renderApp({ route: '/posts', backend });
    const card = cardOf(await screen.findByRole('link', { name: '有圖' }));
    const picture = card.querySelector('.post-card__picture img')!;
    expect(picture).toHaveAttribute('src', '/seed/missing.svg');
    expect(picture).not.toHaveAttribute('loading');
    expect(picture).toHaveAttribute('fetchpriority', 'high');
    expect(picture).toHaveAttribute('width');
    expect(picture).toHaveAttribute('height');
    const second = cardOf(await screen.findByRole('link', { name: '舊文章' })).querySelector('img');
    expect(second).toHaveAttribute('loading', 'lazy');
    expect(second).not.toHaveAttribute('fetchpriority');

    act(() => {
      picture.dispatchEvent(new Event('error'));
    });
    await waitFor(() => expect(card.querySelector('.post-card__picture img')).toBeNull());
    expect(card.querySelector('svg')).not.toBeNull();
  });
});
