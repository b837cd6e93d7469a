import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { copy } from '../../src/copy';
import { readerWithPost } from './post.fixtures';
import { renderApp } from './renderApp';

const titled = (page: string) => copy.pageTitle.replace('{page}', page);

describe('every page has its own document title', () => {
  it('the feed is 貼文牆; a topic, a post and each member page are named, then 貼文牆', async () => {
    const { backend, postId } = await readerWithPost({ title: '牛肉麵的湯頭' });
    expect(titled('x')).toBe('x－貼文牆');

    for (const [route, title] of [
      ['/posts', copy.brand],
      ['/posts?topic=%E7%BE%8E%E9%A3%9F', titled('美食')],
      [`/posts/${postId}`, titled('牛肉麵的湯頭')],
      ['/posts/no-such-post', titled(copy.postNotFound)],
      ['/search?q=%E6%B9%AF%E9%A0%AD', titled(copy.searchResultsHeader.replace('{q}', '湯頭'))],
      ['/new-post', titled(copy.publishHeader)],
      ['/my/posts', titled(copy.myPosts)],
      ['/my/collections', titled(copy.myCollections)],
      ['/my/settings', titled(copy.mySettings)],
      ['/my/activity', titled(copy.activity)],
      ['/nowhere', titled(copy.pageNotFound)],
    ] as const) {
      document.title = '';
      const { unmount } = renderApp({ route, backend });
      await waitFor(() => expect(document.title, route).toBe(title));
      unmount();
    }

    await backend.signOut();
    document.title = '';
    renderApp({ route: '/Signin', backend });
    await screen.findByRole('tab', { name: copy.tabSignIn });
    await waitFor(() => expect(document.title).toBe(titled(copy.menuSignIn)));
  });
});
