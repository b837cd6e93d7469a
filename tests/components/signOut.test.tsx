import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { copy } from '../../src/copy';
import { renderApp } from './renderApp';
import { readerWithPost } from './post.fixtures';

function topBar() {
  return within(screen.getByRole('navigation', { name: copy.mainNav }));
}

/** Every entry the router went through, in order, from the moment this is called. */
function pathsSeen(location: () => { pathname: string }) {
  const seen: string[] = [];
  const timer = setInterval(() => {
    const { pathname } = location();
    if (seen.at(-1) !== pathname) seen.push(pathname);
  }, 0);
  return () => {
    clearInterval(timer);
    return seen;
  };
}

describe('signing out (登出)', () => {
  const guarded = [
    ['a post', (postId: string) => `/posts/${postId}`, 'heading'],
    ['my posts', () => '/my/posts', copy.myPosts],
    ['my collections', () => '/my/collections', copy.myCollections],
    ['my settings', () => '/my/settings', copy.mySettings],
    ['publish', () => '/new-post', copy.publishHeader],
    // Not guarded, and already on /posts: the session still ends.
    ['a topic of the feed', () => '/posts?topic=%E7%BE%8E%E9%A3%9F', '美食'],
  ] as const;

  it.each(guarded)(
    'from %s lands on /posts as a visitor, never passing /Signin',
    async (_, route, heading) => {
      const { backend, postId } = await readerWithPost({ title: '要登出的文章' });
      const { user, location } = renderApp({ route: route(postId), backend });
      const name = heading === 'heading' ? '要登出的文章' : heading;
      await screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });
      const stop = pathsSeen(location);
      await user.click(topBar().getByRole('button', { name: copy.menuSignOut }));
      expect(await topBar().findByRole('link', { name: copy.menuSignIn })).toBeInTheDocument();
      // Settled: nothing moves after the visitor's menu has appeared.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(location().pathname).toBe('/posts');
      expect(stop()).not.toContain('/Signin');
      // Not sent there by a guard (a guard leaves where it sent the visitor from): the member page's guard
      // going to /posts as well is the same race, only hidden.
      expect(location().state).not.toHaveProperty('from');
      expect(backend.currentUser()).toBeNull();
    },
  );
});
