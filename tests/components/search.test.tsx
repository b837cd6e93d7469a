import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BackendError } from '../../src/backend/errors';
import type { Post } from '../../src/backend/types';
import { copy } from '../../src/copy';
import { withOverrides } from './backends';
import { ScrollableObserver, memberBackend } from './feed.fixtures';
import { renderApp } from './renderApp';

// Several live queries per page on fake IndexedDB: slow when the whole suite runs in parallel.
configure({ asyncUtilTimeout: 5000 });

async function publish(
  backend: Awaited<ReturnType<typeof memberBackend>>['backend'],
  title: string,
  content: string,
  topic: string,
) {
  return backend.publishPost({ title, content, topic }, null);
}

async function withPosts() {
  const { backend } = await memberBackend();
  const ramen = await publish(backend, '台北拉麵地圖', '豚骨湯頭很濃', '美食');
  const hike = await publish(backend, '週末登山', '走了七星山，看到 Ramen 攤位', '旅遊');
  await publish(backend, '新電影心得', '劇情普通', '電影');
  return { backend, ramen, hike };
}

function box() {
  return within(screen.getByRole('banner')).getByRole('combobox', { name: copy.searchLabel });
}

/** The results in the list, without its last entry (查看全部結果). */
function optionTexts() {
  return screen
    .queryAllByRole('option')
    .map((option) => option.textContent)
    .filter((text) => text !== copy.searchAllResults);
}

function cardTitles(): string[] {
  return [...document.querySelectorAll('.post-card h2')].map((h2) => h2.textContent ?? '');
}

describe('search box', () => {
  it('lists matching posts with title and topic as the reader types, and opens the one clicked', async () => {
    const { backend, ramen } = await withPosts();
    const { user, location } = renderApp({ route: '/posts', backend });
    expect(box()).toHaveAttribute('placeholder', copy.searchPlaceholder);
    expect(box()).toHaveAttribute('aria-expanded', 'false');

    await user.type(box(), '拉麵');
    const list = await screen.findByRole('listbox');
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(box()).toHaveAttribute('aria-controls', list.id);
    const [option] = within(list).getAllByRole('option');
    expect(within(option!).getByText('台北拉麵地圖')).toBeInTheDocument();
    expect(within(option!).getByText('美食')).toBeInTheDocument();

    await user.click(option!);
    await waitFor(() => expect(location().pathname).toBe(`/posts/${ramen}`));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('matches content too, regardless of case, newest first', async () => {
    const { backend } = await withPosts();
    const { user } = renderApp({ route: '/posts', backend });
    await user.type(box(), 'ramen');
    await waitFor(() => expect(optionTexts()).toEqual(['週末登山旅遊']));
  });

  it('moves through the results with the arrow keys, opens one with Enter and closes with Escape', async () => {
    const { backend } = await memberBackend();
    const older = await publish(backend, '咖啡豆 A', '內容', '美食');
    await publish(backend, '咖啡豆 B', '內容', '美食');
    const { user, location } = renderApp({ route: '/posts', backend });

    await user.type(box(), '咖啡');
    await screen.findByRole('listbox');
    await waitFor(() => expect(optionTexts()).toHaveLength(2));
    expect(box()).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{ArrowDown}');
    const [newest, second] = screen.getAllByRole('option');
    expect(box()).toHaveAttribute('aria-activedescendant', newest!.id);
    expect(newest).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(box()).toHaveAttribute('aria-activedescendant', second!.id);
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(newest).toHaveAttribute('aria-selected', 'false');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box()).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(location().pathname).toBe(`/posts/${older}`));
  });

  it('finds a post holding every word typed, in any order', async () => {
    const { backend } = await memberBackend();
    await publish(backend, '巷口牛肉麵', '湯頭熬了一整夜', '美食');
    await publish(backend, '清燉牛肉麵', '麵條很Q', '美食');
    const { user } = renderApp({ route: '/posts', backend });
    await user.type(box(), '牛肉麵 湯頭');
    await waitFor(() => expect(optionTexts()).toEqual(['巷口牛肉麵美食']));
    await user.clear(box());
    await user.type(box(), '湯頭 牛肉麵');
    await waitFor(() => expect(optionTexts()).toEqual(['巷口牛肉麵美食']));
  });

  it('ends the list with 查看全部結果, reached by the arrow keys, which opens the results page', async () => {
    const { backend } = await withPosts();
    const { user, location } = renderApp({ route: '/posts', backend });
    await user.type(box(), '拉麵');
    await waitFor(() => expect(optionTexts()).toEqual(['台北拉麵地圖美食']));
    const options = screen.getAllByRole('option');
    const all = options.at(-1)!;
    expect(all).toHaveTextContent(copy.searchAllResults);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box()).toHaveAttribute('aria-activedescendant', all.id);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location().pathname).toBe('/search'));
    expect(new URLSearchParams(location().search).get('q')).toBe('拉麵');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: copy.searchResultsHeader.replace('{q}', '拉麵'),
      }),
    ).toBeInTheDocument();
    // The same cards as the feed, each opening its post.
    await waitFor(() => expect(cardTitles()).toEqual(['台北拉麵地圖']));
    expect(screen.getByRole('link', { name: '台北拉麵地圖' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/posts\//),
    );
    // The text stays in the box, to be refined.
    expect(box()).toHaveValue('拉麵');
  });

  it('opens the results page with Enter when no result is chosen', async () => {
    const { backend } = await withPosts();
    const { user, location } = renderApp({ route: '/posts', backend });
    await user.type(box(), 'ramen{Enter}');
    await waitFor(() => expect(location().search).toBe('?q=ramen'));
    expect(location().pathname).toBe('/search');
    await waitFor(() => expect(cardTitles()).toEqual(['週末登山']));
    expect(await screen.findByText(copy.feedEnd)).toBeInTheDocument();
  });

  it('says 查無相關文章 when nothing matches', async () => {
    const { backend } = await withPosts();
    const { user } = renderApp({ route: '/posts', backend });
    await user.type(box(), '不存在的字');
    expect(await screen.findByText(copy.searchEmpty)).toBeInTheDocument();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('answers spaces, 500 characters and regex characters without error', async () => {
    const { backend } = await withPosts();
    const asked: string[] = [];
    const recorded = withOverrides(backend, {
      searchPosts: (text, limit) => {
        asked.push(text);
        return backend.searchPosts(text, limit);
      },
    });
    const { user } = renderApp({ route: '/posts', backend: recorded });

    // A debounce would send the search once the typing pauses: under fake timers, fire every timer the
    // typing started, at once, then check that nothing was sent for spaces.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.change(box(), { target: { value: '    ' } });
      act(() => vi.runOnlyPendingTimers());
    } finally {
      vi.useRealTimers();
    }
    expect(box()).toHaveValue('    ');
    expect(asked).toEqual([]);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.queryByText(copy.searchEmpty)).not.toBeInTheDocument();

    await user.clear(box());
    await user.click(box());
    await user.paste('麵'.repeat(500));
    expect(await screen.findByText(copy.searchEmpty)).toBeInTheDocument();

    await user.clear(box());
    await user.paste('.*[(');
    await waitFor(() => expect(asked.at(-1)).toBe('.*[('));
    expect(await screen.findByText(copy.searchEmpty)).toBeInTheDocument();
    expect(screen.queryByText(copy.errGeneric)).not.toBeInTheDocument();
  });

  it('shows only the answer to the latest query when an earlier one arrives late', async () => {
    const { backend } = await withPosts();
    const pending = new Map<
      string,
      { answer: (posts: Post[]) => void; promise: Promise<Post[]> }
    >();
    const slow = withOverrides(backend, {
      searchPosts: (text) => {
        let answer!: (posts: Post[]) => void;
        const promise = new Promise<Post[]>((resolve) => (answer = resolve));
        pending.set(text, { answer, promise });
        return promise;
      },
    });
    const { user } = renderApp({ route: '/posts', backend: slow });
    const post = (title: string) => ({ id: title, title, topic: '美食' }) as Post;

    await user.type(box(), '拉');
    await waitFor(() => expect(pending.has('拉')).toBe(true));
    await user.type(box(), '麵');
    await waitFor(() => expect(pending.has('拉麵')).toBe(true));

    pending.get('拉麵')!.answer([post('新的答案')]);
    await waitFor(() => expect(optionTexts()).toEqual(['新的答案美食']));
    const late = pending.get('拉')!;
    // The search box reacted to this answer before the test does: once awaited, it has been handled,
    // and act lets React render whatever it set.
    await act(async () => {
      late.answer([post('舊的答案')]);
      await late.promise;
    });
    expect(optionTexts()).toEqual(['新的答案美食']);
  });

  it('shows the generic error when the search fails', async () => {
    const { backend } = await withPosts();
    const failing = withOverrides(backend, {
      searchPosts: () => Promise.reject(new Error('offline')),
    });
    const { user } = renderApp({ route: '/Signin', backend: failing });
    await user.type(box(), '拉麵');
    expect(await screen.findByText(copy.errGeneric)).toBeInTheDocument();
  });

  it('offline, says offlineNotice with 重試, which asks again and keeps the list open', async () => {
    const { backend } = await withPosts();
    let down = true;
    const cuttable = withOverrides(backend, {
      searchPosts: (text, limit) =>
        down ? Promise.reject(new BackendError('unavailable')) : backend.searchPosts(text, limit),
    });
    const { user } = renderApp({ route: '/Signin', backend: cuttable });
    await user.type(box(), '拉麵');
    expect(await screen.findByText(copy.offlineNotice)).toBeInTheDocument();
    expect(screen.queryByText(copy.searchEmpty)).not.toBeInTheDocument();
    down = false;
    await user.click(screen.getByRole('button', { name: copy.retry }));
    await waitFor(() => expect(optionTexts()).toEqual(['台北拉麵地圖美食']));
    expect(box()).toHaveFocus();
  });
});

describe('the search results page', () => {
  it('shows 4 results, then 4 more as the reader reaches the bottom, newest first', async () => {
    vi.stubGlobal('IntersectionObserver', ScrollableObserver);
    const { backend } = await memberBackend();
    const titles = ['一', '二', '三', '四', '五', '六'];
    for (const title of titles) await publish(backend, `咖啡 ${title}`, '手沖', '美食');
    await publish(backend, '茶', '烏龍', '美食');
    renderApp({ route: '/search?q=%E5%92%96%E5%95%A1', backend });
    await waitFor(() => expect(cardTitles()).toEqual(['咖啡 六', '咖啡 五', '咖啡 四', '咖啡 三']));
    expect(screen.queryByText(copy.feedEnd)).not.toBeInTheDocument();
    act(() => ScrollableObserver.reveal());
    await waitFor(() =>
      expect(cardTitles()).toEqual([
        '咖啡 六',
        '咖啡 五',
        '咖啡 四',
        '咖啡 三',
        '咖啡 二',
        '咖啡 一',
      ]),
    );
    expect(await screen.findByText(copy.feedEnd)).toBeInTheDocument();
    vi.unstubAllGlobals();
  });

  it('says 查無相關文章 when nothing matches, and why with 重試 when the search fails', async () => {
    const { backend } = await withPosts();
    const { unmount } = renderApp({ route: '/search?q=%E6%B2%92%E6%9C%89', backend });
    expect(await screen.findByText(copy.searchEmpty)).toBeInTheDocument();
    unmount();
    let fail = true;
    const flaky = withOverrides(backend, {
      searchPosts: (text, limit) =>
        fail ? Promise.reject(new Error('offline')) : backend.searchPosts(text, limit),
    });
    const { user } = renderApp({ route: '/search?q=%E6%8B%89%E9%BA%B5', backend: flaky });
    expect(await screen.findByText(copy.errGeneric)).toBeInTheDocument();
    expect(screen.queryByText(copy.searchEmpty)).not.toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: copy.retry }));
    await waitFor(() => expect(cardTitles()).toEqual(['台北拉麵地圖']));
  });

  it('keeps the results shown, with offlineBanner and 重試, when the next page cannot be read', async () => {
    vi.stubGlobal('IntersectionObserver', ScrollableObserver);
    const { backend } = await memberBackend();
    const titles = ['一', '二', '三', '四', '五', '六'];
    for (const title of titles) await publish(backend, `咖啡 ${title}`, '手沖', '美食');
    let down = false;
    const cuttable = withOverrides(backend, {
      searchPosts: (text, limit) =>
        down ? Promise.reject(new BackendError('unavailable')) : backend.searchPosts(text, limit),
    });
    const { user } = renderApp({ route: '/search?q=%E5%92%96%E5%95%A1', backend: cuttable });
    const firstPage = ['咖啡 六', '咖啡 五', '咖啡 四', '咖啡 三'];
    await waitFor(() => expect(cardTitles()).toEqual(firstPage));

    down = true;
    act(() => ScrollableObserver.reveal());
    expect(await screen.findByText(copy.offlineBanner)).toBeInTheDocument();
    expect(cardTitles()).toEqual(firstPage);
    expect(screen.getByText(copy.offlineNotice)).toBeInTheDocument();
    expect(screen.queryByText(copy.searchEmpty)).not.toBeInTheDocument();
    expect(screen.queryByText(copy.feedEnd)).not.toBeInTheDocument();

    down = false;
    await user.click(screen.getByRole('button', { name: copy.retry }));
    await waitFor(() => expect(cardTitles()).toEqual([...firstPage, '咖啡 二', '咖啡 一']));
    expect(screen.queryByText(copy.offlineBanner)).not.toBeInTheDocument();
    vi.unstubAllGlobals();
  });

  it('marks no topic in the topic list, and sends a blank query to the feed', async () => {
    const { backend } = await withPosts();
    const { location, unmount } = renderApp({ route: '/search?q=x', backend });
    const topics = await screen.findByRole('navigation', { name: copy.topicsHeader });
    expect(within(topics).queryByRole('link', { current: 'page' })).not.toBeInTheDocument();
    expect(location().pathname).toBe('/search');
    unmount();
    const blank = renderApp({ route: '/search?q=%20', backend });
    await waitFor(() => expect(blank.location().pathname).toBe('/posts'));
  });
});
