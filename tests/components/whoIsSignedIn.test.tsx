import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createLocalBackend } from '../../src/backend/local';
import { Avatar } from '../../src/components/Avatar';
import { copy } from '../../src/copy';
import { render } from '@testing-library/react';
import { backendWithMember, freshBackend, freshEmail, memberPassword } from './backends';
import { renderApp } from './renderApp';

const topBar = () => within(screen.getByRole('navigation', { name: copy.mainNav }));

describe('the top bar says who is signed in', () => {
  it("shows the member's picture and name in 會員, whose accessible name stays 會員", async () => {
    const { backend } = await backendWithMember({ signedIn: true });
    await backend.updateDisplayName('小芸');
    renderApp({ route: '/posts', backend });

    const member = await topBar().findByRole('link', { name: copy.menuMember });
    expect(member).toHaveAttribute('href', '/my/posts');
    expect(member).toHaveTextContent('小芸');
    expect(member).toHaveAccessibleDescription('小芸');
    // No picture of their own: their initial on a disc, not the anonymous silhouette.
    expect(member.querySelector('.avatar--initial')).toHaveTextContent('小');
  });

  it('follows a new name without a reload', async () => {
    const { backend } = await backendWithMember({ signedIn: true });
    await backend.updateDisplayName('舊名');
    renderApp({ route: '/posts', backend });
    const member = await topBar().findByRole('link', { name: copy.menuMember });
    await waitFor(() => expect(member).toHaveTextContent('舊名'));
    await backend.updateDisplayName('新名');
    await waitFor(() => expect(member).toHaveTextContent('新名'));
  });
});

describe('registering', () => {
  it('lands with a welcome that names the new member, gone once they move on', async () => {
    const { user, location } = renderApp({ route: '/Signin', backend: freshBackend() });
    await user.click(await screen.findByRole('tab', { name: copy.tabRegister }));
    await user.type(screen.getByLabelText(copy.nameRow), '新朋友');
    const email = freshEmail();
    await user.type(screen.getByLabelText(copy.emailLabel), email);
    await user.type(screen.getByLabelText(copy.passwordLabel), memberPassword);
    await user.click(screen.getByRole('button', { name: copy.tabRegister }));

    const welcome = copy.welcome.replace('{name}', '新朋友');
    expect(await screen.findByText(welcome)).toBeVisible();
    expect(location().pathname).toBe('/posts');
    expect(screen.getByText(welcome)).toHaveAttribute('role', 'status');

    await user.click(screen.getByRole('link', { name: copy.menuPublish }));
    await waitFor(() => expect(location().pathname).toBe('/new-post'));
    expect(screen.queryByText(welcome)).not.toBeInTheDocument();

    // Signing in again is no registration: no welcome.
    await user.click(screen.getByRole('button', { name: copy.menuSignOut }));
    await user.click(await screen.findByRole('link', { name: copy.menuSignIn }));
    await user.type(await screen.findByLabelText(copy.emailLabel), email);
    await user.type(screen.getByLabelText(copy.passwordLabel), memberPassword);
    await user.click(screen.getByRole('button', { name: copy.tabSignIn }));
    await waitFor(() => expect(location().pathname).toBe('/posts'));
    await topBar().findByRole('link', { name: copy.menuMember });
    expect(screen.queryByText(welcome)).not.toBeInTheDocument();
  });
});

describe('the demo account on the sign-in form', () => {
  /** A local backend with the whole seed, the demo account included, as `npm run dev` starts. */
  const seeded = () => createLocalBackend({ dbName: `demo-line-${crypto.randomUUID()}` });

  it('is said in one line, with registering one press away', async () => {
    const { user } = renderApp({ route: '/Signin', backend: seeded() });
    const line = (await screen.findByText(copy.demoNotice)).closest('p')!;
    expect(line).toHaveTextContent('示範帳號');
    expect(line).toHaveTextContent(copy.hide);

    await user.click(within(line).getByRole('button', { name: copy.demoRegister }));
    expect(screen.getByRole('tab', { name: copy.tabRegister })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await waitFor(() => expect(screen.getByLabelText(copy.nameRow)).toHaveFocus());
    expect(screen.queryByText(copy.demoNotice)).not.toBeInTheDocument();
  });

  it('is not said once the address is another, nor where there is no demo account', async () => {
    const { user, unmount } = renderApp({ route: '/Signin', backend: seeded() });
    const email = await screen.findByLabelText(copy.emailLabel);
    await waitFor(() => expect(email).toHaveValue(copy.demoEmail));
    expect(screen.getByText(copy.demoNotice)).toBeInTheDocument();
    await user.clear(email);
    await user.type(email, 'me@example.com');
    expect(screen.queryByText(copy.demoNotice)).not.toBeInTheDocument();
    unmount();

    renderApp({ route: '/Signin', backend: freshBackend() });
    await screen.findByLabelText(copy.emailLabel);
    expect(screen.queryByText(copy.demoNotice)).not.toBeInTheDocument();
  });
});

describe('a member without a picture to show', () => {
  it('is their initial on a disc, when they have none or it cannot be had', () => {
    const { container, rerender } = render(<Avatar src="" name="amy" />);
    expect(container.querySelector('.avatar--initial')).toHaveTextContent('A');
    expect(container.querySelector('.avatar--initial')).toHaveAttribute('aria-hidden', 'true');

    // Offline, the service worker answers a picture it has not kept with a 1 by 1 px stand-in.
    rerender(<Avatar src="/seed/avatar-yun.svg" name="小芸" alt="會員照片" />);
    const img = container.querySelector('img')!;
    Object.defineProperties(img, { naturalWidth: { value: 1 }, naturalHeight: { value: 1 } });
    fireEvent.load(img);
    expect(screen.getByRole('img', { name: '會員照片' })).toHaveTextContent('小');

    // A picture that loads stays.
    rerender(<Avatar src="/seed/avatar-azhe.svg" name="阿哲" />);
    const real = container.querySelector('img')!;
    Object.defineProperties(real, { naturalWidth: { value: 96 }, naturalHeight: { value: 96 } });
    fireEvent.load(real);
    expect(container.querySelector('img')).toHaveAttribute('src', '/seed/avatar-azhe.svg');
  });
});
