import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { copy } from '../../src/copy';
import { withOverrides } from './backends';
import { renderApp } from './renderApp';
import { deferred, readerWithPost } from './post.fixtures';

function topBar() {
  return within(screen.getByRole('navigation', { name: copy.mainNav }));
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
      const { backend: real, postId } = await readerWithPost({ title: '要登出的文章' });
      // The session's end is held on its way, as a server holds it, and noted with where the router
      // was when it was asked for; the test lets it go inside act, so that React has rendered all it
      // set off (a guard's redirect, and that redirect's page) by the time act returns.
      const server = deferred();
      const askedAt: string[] = [];
      let ended: Promise<void> | undefined;
      const backend = withOverrides(real, {
        signOut: () => {
          askedAt.push(location().pathname);
          ended = server.promise.then(() => real.signOut());
          return ended;
        },
      });
      const { user, location, locationsSeen } = renderApp({ route: route(postId), backend });
      const name = heading === 'heading' ? '要登出的文章' : heading;
      await screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });
      const before = locationsSeen().length;
      await user.click(topBar().getByRole('button', { name: copy.menuSignOut }));
      // The session is ended only once /posts is on screen: no guarded page is left to react to it.
      await waitFor(() => expect(askedAt).toEqual(['/posts']));
      await act(async () => {
        server.resolve();
        await ended;
      });
      expect(topBar().getByRole('link', { name: copy.menuSignIn })).toBeInTheDocument();
      expect(location().pathname).toBe('/posts');
      expect(
        locationsSeen()
          .slice(before)
          .map((seen) => seen.pathname),
      ).not.toContain('/Signin');
      // Not sent there by a guard (a guard leaves where it sent the visitor from): the member page's guard
      // going to /posts as well is the same race, only hidden.
      expect(location().state).not.toHaveProperty('from');
      expect(backend.currentUser()).toBeNull();
    },
  );
});
