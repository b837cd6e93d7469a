import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BackendError } from '../../src/backend/errors';
import { copy } from '../../src/copy';
import { backendWithMember, freshBackend, withOverrides } from './backends';
import { renderApp } from './renderApp';

function topBar() {
  return within(screen.getByRole('navigation', { name: copy.mainNav }));
}

describe('top bar', () => {
  it('shows a visitor the brand, the search box and 註冊/登入', async () => {
    renderApp({ route: '/posts', backend: freshBackend() });
    const signIn = await topBar().findByRole('link', { name: copy.menuSignIn });
    expect(signIn).toHaveAttribute('href', '/Signin');
    expect(topBar().getByRole('link', { name: copy.brand })).toHaveAttribute('href', '/posts');
    expect(topBar().getByRole('combobox', { name: copy.searchLabel })).toBeInTheDocument();
    expect(topBar().queryByRole('link', { name: copy.menuPublish })).not.toBeInTheDocument();
    expect(topBar().queryByRole('button', { name: copy.menuSignOut })).not.toBeInTheDocument();
    expect(screen.getByRole('banner')).toContainElement(signIn);
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it('shows a member 發表文章, 會員 and 登出, directly in the bar', async () => {
    renderApp({ route: '/posts', backend: (await backendWithMember({ signedIn: true })).backend });
    expect(await topBar().findByRole('link', { name: copy.menuPublish })).toHaveAttribute(
      'href',
      '/new-post',
    );
    expect(topBar().getByRole('link', { name: copy.menuMember })).toHaveAttribute(
      'href',
      '/my/posts',
    );
    expect(topBar().getByRole('button', { name: copy.menuSignOut })).toBeVisible();
    expect(topBar().queryByRole('link', { name: copy.menuSignIn })).not.toBeInTheDocument();
  });

  it('marks 通知 alone as the current item on /my/activity, and 會員 on the rest of /my', async () => {
    const { backend } = await backendWithMember({ signedIn: true });
    const { unmount } = renderApp({ route: '/my/activity', backend });
    const activity = await topBar().findByRole('link', { name: new RegExp(`^${copy.activity}`) });
    expect(activity).toHaveAttribute('aria-current', 'page');
    expect(topBar().getByRole('link', { name: copy.menuMember })).not.toHaveClass('active');
    unmount();
    renderApp({ route: '/my/settings', backend });
    expect(await topBar().findByRole('link', { name: copy.menuMember })).toHaveClass('active');
    expect(
      topBar().getByRole('link', { name: new RegExp(`^${copy.activity}`) }),
    ).not.toHaveAttribute('aria-current');
  });

  it('signs out from a member page and lands on /posts as a visitor', async () => {
    const { backend } = await backendWithMember({ signedIn: true });
    const { user, location } = renderApp({ route: '/my/settings', backend });
    await user.click(await topBar().findByRole('button', { name: copy.menuSignOut }));
    expect(await topBar().findByRole('link', { name: copy.menuSignIn })).toBeInTheDocument();
    expect(location().pathname).toBe('/posts');
    expect(backend.currentUser()).toBeNull();
  });

  it('says so in the top bar when signing out fails, and keeps the member menu', async () => {
    const { backend } = await backendWithMember({ signedIn: true });
    const failing = withOverrides(backend, {
      signOut: () => Promise.reject(new BackendError('unavailable')),
    });
    const { user, location } = renderApp({ route: '/my/settings', backend: failing });
    await user.click(await topBar().findByRole('button', { name: copy.menuSignOut }));
    expect(await screen.findByRole('alert')).toHaveTextContent(copy.errOffline);
    expect(screen.getByRole('banner')).toContainElement(screen.getByRole('alert'));
    expect(location().pathname).toBe('/posts');
    expect(topBar().getByRole('button', { name: copy.menuSignOut })).toBeVisible();
    expect(backend.currentUser()).not.toBeNull();
  });

  it('shows no auth menu at all while the auth state is unknown (test double: no auth answer yet)', async () => {
    let answer: () => void = () => undefined;
    const backend = withOverrides(freshBackend(), {
      onAuthStateChanged: (callback) => {
        answer = () => callback(null);
        return () => undefined;
      },
    });
    renderApp({ route: '/posts', backend });
    await topBar().findByRole('link', { name: copy.brand });
    expect(topBar().queryByRole('link', { name: copy.menuSignIn })).not.toBeInTheDocument();
    expect(topBar().queryByRole('button', { name: copy.menuSignOut })).not.toBeInTheDocument();
    act(() => answer());
    await waitFor(() =>
      expect(topBar().getByRole('link', { name: copy.menuSignIn })).toBeInTheDocument(),
    );
  });

  // On a phone only the button shows (TopBar.css); jsdom lays nothing out, so the focus is what is checked.
  it('the search button focuses the box; Escape with no list open closes it and returns to the button', async () => {
    const { user } = renderApp({ route: '/posts', backend: freshBackend() });
    const button = await topBar().findByRole('button', { name: copy.searchLabel });
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    const field = topBar().getByRole('combobox', { name: copy.searchLabel });
    expect(field).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Escape}');
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
