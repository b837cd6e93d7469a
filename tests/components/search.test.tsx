import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Post } from '../../src/backend/types';
import { copy } from '../../src/copy';
import { withOverrides } from './backends';
import { memberBackend } from './feed.fixtures';
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
  return screen.getByRole('combobox', { name: copy.searchLabel });
}

function optionTexts() {
  return screen.queryAllByRole('option').map((option) => option.textContent);
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
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
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
});
