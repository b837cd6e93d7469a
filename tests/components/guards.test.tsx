import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { copy } from '../../src/copy';
import { backendWithMember, freshBackend, memberPassword, withOverrides } from './backends';
import { renderApp } from './renderApp';

async function member() {
  return (await backendWithMember({ signedIn: true })).backend;
}

describe('route guards and the route table', () => {
  it('sends a visitor on a post detail to /Signin, remembering where from', async () => {
    const { location } = renderApp({ route: '/posts/abc', backend: freshBackend() });
    await waitFor(() => expect(location().pathname).toBe('/Signin'));
    expect(location().state).toMatchObject({ from: { pathname: '/posts/abc' } });
    expect(await screen.findByRole('tab', { name: copy.tabSignIn })).toBeInTheDocument();
  });

  it.each(['/my/posts', '/my/collections', '/my/settings', '/my', '/new-post'])(
    'sends a visitor on %s to /posts, saying 請先登入, with a sign-in that leads back there',
    async (route) => {
      const { backend, email } = await backendWithMember({ signedIn: false });
      const { location, user } = renderApp({ route, backend });
      await waitFor(() => expect(location().pathname).toBe('/posts'));
      const notice = (await screen.findByText(copy.signInNeeded)).closest('.notice');
      expect(notice).toHaveClass('notice--warning');
      // The feed is still the feed under the notice.
      expect(await screen.findByText(copy.feedEmpty)).toBeInTheDocument();

      await user.click(within(notice as HTMLElement).getByRole('link', { name: copy.tabSignIn }));
      await waitFor(() => expect(location().pathname).toBe('/Signin'));
      await user.clear(screen.getByLabelText(copy.emailLabel));
      await user.type(screen.getByLabelText(copy.emailLabel), email);
      await user.clear(screen.getByLabelText(copy.passwordLabel));
      await user.type(screen.getByLabelText(copy.passwordLabel), memberPassword);
      await user.click(screen.getByRole('button', { name: copy.tabSignIn }));
      // /my opens on its first section, as it does for a member.
      const back = route === '/my' ? '/my/posts' : route;
      await waitFor(() => expect(location().pathname).toBe(back));
      expect(screen.queryByText(copy.signInNeeded)).not.toBeInTheDocument();
    },
  );

  it('says nothing of signing in on /posts reached any other way, or to a member', async () => {
    const visitor = renderApp({ route: '/posts', backend: freshBackend() });
    expect(await screen.findByText(copy.feedEmpty)).toBeInTheDocument();
    expect(screen.queryByText(copy.signInNeeded)).not.toBeInTheDocument();
    visitor.unmount();

    // A member's /posts carrying a guard's state (Back to the entry the guard left, after signing in).
    renderApp({
      route: { pathname: '/posts', state: { from: { pathname: '/new-post' } } },
      backend: await member(),
    });
    expect(await screen.findByText(copy.feedEmpty)).toBeInTheDocument();
    expect(screen.queryByText(copy.signInNeeded)).not.toBeInTheDocument();
  });

  it('sends a member on /Signin to /posts', async () => {
    const { location } = renderApp({ route: '/Signin', backend: await member() });
    await waitFor(() => expect(location().pathname).toBe('/posts'));
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('sends / to /posts, and a visitor on an unknown /my address to /posts (the member guard)', async () => {
    for (const route of ['/', '/my/nowhere']) {
      const { location, unmount } = renderApp({ route, backend: freshBackend() });
      await waitFor(() => expect(location().pathname).toBe('/posts'));
      unmount();
    }
  });

  it.each(['/nowhere', '/signin/extra', '/posts-and-more'])(
    'says 找不到這個頁面 on %s, with the way back to the feed, and stays there',
    async (route) => {
      const { location } = renderApp({ route, backend: freshBackend() });
      expect(
        await screen.findByRole('heading', { level: 1, name: copy.pageNotFound }),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: copy.backToFeed })).toHaveAttribute('href', '/posts');
      expect(location().pathname).toBe(route);
      expect(document.title).toBe(`${copy.pageNotFound}－${copy.brand}`);
    },
  );

  it('says 找不到這個頁面 to a member on an unknown /my address, beside the member menu', async () => {
    const { location } = renderApp({ route: '/my/nowhere', backend: await member() });
    expect(
      await screen.findByRole('heading', { level: 1, name: copy.pageNotFound }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: copy.menuMember })).toBeInTheDocument();
    expect(location().pathname).toBe('/my/nowhere');
  });

  it('shows the feed, not a detail, on deeper /posts paths and keeps the topic query', async () => {
    const { location } = renderApp({ route: '/posts/a/b', backend: freshBackend() });
    expect(await screen.findByText(copy.feedEmpty)).toBeInTheDocument();
    expect(location().pathname).toBe('/posts/a/b');
    expect(screen.queryByRole('heading', { name: copy.postNotFound })).not.toBeInTheDocument();

    const topic = renderApp({ route: '/posts?topic=%E9%9B%BB%E5%BD%B1', backend: freshBackend() });
    await waitFor(() => expect(topic.location().search).toBe('?topic=%E9%9B%BB%E5%BD%B1'));
    expect(topic.location().pathname).toBe('/posts');
  });

  it('lets a member open a post detail, /new-post and every /my page', async () => {
    const backend = await member();
    renderApp({ route: '/posts/abc', backend });
    expect(await screen.findByRole('heading', { name: copy.postNotFound })).toBeInTheDocument();
    // The posts layout keeps its topic column beside the detail.
    expect(screen.getByRole('heading', { name: copy.topicsHeader })).toBeInTheDocument();

    for (const [route, heading] of [
      ['/new-post', copy.publishHeader],
      ['/my/posts', copy.myPosts],
      ['/my/collections', copy.myCollections],
      ['/my/settings', copy.mySettings],
    ] as const) {
      const { unmount } = renderApp({ route, backend });
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      unmount();
    }
  });

  it('opens /my on /my/posts, with the side menu marking the current section', async () => {
    const { location, user } = renderApp({ route: '/my', backend: await member() });
    await waitFor(() => expect(location().pathname).toBe('/my/posts'));
    const menu = screen.getByRole('navigation', { name: copy.menuMember });
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [copy.myPosts, '/my/posts'],
      [copy.myCollections, '/my/collections'],
      [copy.mySettings, '/my/settings'],
    ]);
    const myPosts = within(menu).getByRole('link', { name: copy.myPosts });
    expect(myPosts).toHaveClass('active');
    expect(myPosts).toHaveAttribute('aria-current', 'page');

    await user.click(within(menu).getByRole('link', { name: copy.mySettings }));
    expect(await screen.findByRole('heading', { name: copy.mySettings })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: copy.mySettings })).toHaveClass('active');
    expect(myPosts).not.toHaveClass('active');
  });

  it('waits, showing 載入中…, while the auth state is unknown (test double: no auth answer yet)', async () => {
    let answer: (signedIn: boolean) => void = () => undefined;
    let subscriptions = 0;
    const real = await member();
    const backend = withOverrides(real, {
      onAuthStateChanged: (callback) => {
        subscriptions += 1;
        answer = (signedIn) => callback(signedIn ? real.currentUser() : null);
        return () => undefined;
      },
    });
    const { location } = renderApp({ route: '/my/settings', backend });
    expect(await screen.findByRole('status')).toHaveTextContent(copy.loading);
    // A guard that did not wait would redirect in the effects of the render that subscribes: wait for
    // the subscription, let those effects run, then check that nothing moved.
    await waitFor(() => expect(subscriptions).toBeGreaterThan(0));
    await act(async () => {});
    expect(location().pathname).toBe('/my/settings');
    expect(screen.getByRole('status')).toHaveTextContent(copy.loading);
    answer(true);
    expect(await screen.findByRole('heading', { name: copy.mySettings })).toBeInTheDocument();
    expect(location().pathname).toBe('/my/settings');
  });
});
