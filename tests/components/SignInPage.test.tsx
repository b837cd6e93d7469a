import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { copy } from '../../src/copy';
import {
  backendWithMember,
  freshBackend,
  freshEmail,
  memberPassword,
  withOverrides,
} from './backends';
import { readerWithPost } from './post.fixtures';
import { renderApp } from './renderApp';
import { createLocalBackend } from '../../src/backend/local';

/** A local backend with the whole seed, the demo account included, as `npm run dev` starts. */
function seededBackend() {
  return createLocalBackend({ dbName: `signin-seeded-${crypto.randomUUID()}` });
}

async function openSignIn(backend = freshBackend()) {
  const app = renderApp({ route: '/Signin', backend });
  await screen.findByRole('tab', { name: copy.tabSignIn });
  return app;
}

/**
 * The message shown, compared whole: 密碼錯誤 is a part of 信箱或密碼錯誤, so a substring match could not
 * tell the two apart.
 */
async function shownError(): Promise<string | null> {
  return (await screen.findByRole('alert')).textContent;
}

function submitButton(name: string = copy.tabSignIn) {
  return screen.getByRole('button', { name });
}

async function fillIn(
  user: ReturnType<typeof renderApp>['user'],
  email: string,
  password: string,
  name?: string,
) {
  if (name !== undefined) {
    await user.clear(screen.getByLabelText(copy.nameRow));
    await user.type(screen.getByLabelText(copy.nameRow), name);
  }
  await user.clear(screen.getByLabelText(copy.emailLabel));
  await user.type(screen.getByLabelText(copy.emailLabel), email);
  await user.clear(screen.getByLabelText(copy.passwordLabel));
  await user.type(screen.getByLabelText(copy.passwordLabel), password);
}

describe('sign-in page', () => {
  it('opens in sign-in mode with the orange notice and the demo account prefilled', async () => {
    await openSignIn(seededBackend());
    expect(screen.getByRole('tab', { name: copy.tabSignIn })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: copy.tabRegister })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    const notice = screen.getByText(copy.signInNotice);
    expect(notice.closest('.notice')).toHaveClass('notice--warning');
    const email = screen.getByLabelText(copy.emailLabel);
    const password = screen.getByLabelText(copy.passwordLabel);
    expect(email).toHaveValue(copy.demoEmail);
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'username');
    expect(password).toHaveValue(copy.demoPassword);
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(submitButton()).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName(copy.tabSignIn);
  });

  it('in register mode hides the notice, starts empty, asks for a name and submits with 註冊', async () => {
    const { user } = await openSignIn(seededBackend());
    await user.click(screen.getByRole('tab', { name: copy.tabRegister }));
    expect(screen.getByRole('tab', { name: copy.tabRegister })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.queryByText(copy.signInNotice)).not.toBeInTheDocument();
    expect(submitButton(copy.tabRegister)).toBeEnabled();
    expect(screen.getByLabelText(copy.passwordLabel)).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
    // Only the sign-in tab is prefilled with the demo account.
    expect(screen.getByLabelText(copy.nameRow)).toHaveValue('');
    expect(screen.getByLabelText(copy.nameRow)).toHaveAttribute('autocomplete', 'nickname');
    expect(screen.getByLabelText(copy.emailLabel)).toHaveValue('');
    expect(screen.getByLabelText(copy.passwordLabel)).toHaveValue('');
    // Each tab keeps what was typed in it.
    await user.type(screen.getByLabelText(copy.emailLabel), 'new@example.com');
    await user.click(screen.getByRole('tab', { name: copy.tabSignIn }));
    expect(screen.queryByLabelText(copy.nameRow)).not.toBeInTheDocument();
    expect(screen.getByLabelText(copy.emailLabel)).toHaveValue(copy.demoEmail);
    expect(screen.getByLabelText(copy.passwordLabel)).toHaveValue(copy.demoPassword);
    await user.click(screen.getByRole('tab', { name: copy.tabRegister }));
    expect(screen.getByLabelText(copy.emailLabel)).toHaveValue('new@example.com');
  });

  it.each([
    ['blank', '   ', copy.errNeedName],
    ['31 characters', '名'.repeat(31), copy.errNameTooLong],
  ])(
    'refuses a %s name with its message before any request, keeping what was typed',
    async (_, name, message) => {
      let registers = 0;
      const real = freshBackend();
      const backend = withOverrides(real, {
        register: (...args) => {
          registers += 1;
          return real.register(...args);
        },
      });
      const { user } = await openSignIn(backend);
      await user.click(screen.getByRole('tab', { name: copy.tabRegister }));
      await fillIn(user, freshEmail(), memberPassword, name);
      await user.click(submitButton(copy.tabRegister));
      const field = screen.getByLabelText(copy.nameRow);
      expect(await shownError()).toBe(message);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(message);
      expect(field).toHaveFocus();
      expect(registers).toBe(0);
      expect(screen.getByLabelText(copy.emailLabel)).not.toHaveValue('');
    },
  );

  it('starts empty where no demo account exists, and with the one the backend names', async () => {
    // A production build without one (demoAccount null), here a local backend without the seed's.
    const { unmount } = await openSignIn(freshBackend());
    expect(screen.getByLabelText(copy.emailLabel)).toHaveValue('');
    expect(screen.getByLabelText(copy.passwordLabel)).toHaveValue('');
    unmount();
    // A deployment that names its own (VITE_DEMO_EMAIL / VITE_DEMO_PASSWORD reach the page this way).
    const named = { email: 'tryme@example.org', password: 'open-sesame' };
    await openSignIn(withOverrides(freshBackend(), { demoAccount: named }));
    expect(screen.getByLabelText(copy.emailLabel)).toHaveValue(named.email);
    expect(screen.getByLabelText(copy.passwordLabel)).toHaveValue(named.password);
  });

  it('asks for an empty e-mail and password by name, before any request', async () => {
    let signIns = 0;
    const real = freshBackend();
    const backend = withOverrides(real, {
      signIn: (...args) => {
        signIns += 1;
        return real.signIn(...args);
      },
    });
    const { user } = await openSignIn(backend);
    await user.click(submitButton());
    const email = screen.getByLabelText(copy.emailLabel);
    const password = screen.getByLabelText(copy.passwordLabel);
    expect(email).toHaveAccessibleDescription(copy.errNeedEmail);
    expect(password).toHaveAccessibleDescription(copy.errNeedPassword);
    expect(email).toHaveFocus();
    expect(screen.queryByText(copy.errEmailFormat)).not.toBeInTheDocument();
    // Each leaves when its own field changes.
    await user.type(email, 'a');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(password).toHaveAccessibleDescription(copy.errNeedPassword);
    await user.type(password, 'b');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(signIns).toBe(0);
  });

  it('on 註冊, a taken name’s error leaves when the name changes: only the too-long one then shows', async () => {
    const { backend } = await backendWithMember({ signedIn: true });
    await backend.updateDisplayName('Alice');
    await backend.signOut();
    const { user } = await openSignIn(backend);
    await user.click(screen.getByRole('tab', { name: copy.tabRegister }));
    await fillIn(user, freshEmail(), memberPassword, 'Alice');
    await user.click(submitButton(copy.tabRegister));
    const name = screen.getByLabelText(copy.nameRow);
    await waitFor(() => expect(name).toHaveAccessibleDescription(copy.errNameTaken));
    await user.type(name, '名'.repeat(30));
    expect(name).toHaveAccessibleDescription(copy.errNameTooLong);
    expect(screen.queryByText(copy.errNameTaken)).not.toBeInTheDocument();
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      copy.errNameTooLong,
    ]);
  });

  it('a refusal about the whole form (信箱或密碼錯誤) leaves when either field changes', async () => {
    const { user } = await openSignIn(freshBackend({ emailEnumerationProtection: true }));
    await fillIn(user, freshEmail(), memberPassword);
    await user.click(submitButton());
    expect(await shownError()).toBe(copy.errBadCredential);
    await user.type(screen.getByLabelText(copy.emailLabel), 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the password rule under the password on 註冊 only, and a show/hide button on both', async () => {
    const { user } = await openSignIn();
    const password = () => screen.getByLabelText(copy.passwordLabel);
    expect(screen.queryByText(copy.passwordRule)).not.toBeInTheDocument();
    await user.type(password(), 'typed-1');
    await user.click(screen.getByRole('button', { name: copy.showPassword }));
    expect(password()).toHaveAttribute('type', 'text');
    expect(password()).toHaveValue('typed-1');
    await user.click(screen.getByRole('button', { name: copy.hidePassword }));
    expect(password()).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('tab', { name: copy.tabRegister }));
    expect(password()).toHaveAccessibleDescription(copy.passwordRule);
    expect(screen.getByRole('button', { name: copy.showPassword })).toHaveAttribute(
      'aria-controls',
      password().id,
    );
    // The toggle never submits: Enter in the field still registers (here: asks for the name).
    await user.type(password(), 'secret1{Enter}');
    expect(screen.getByLabelText(copy.nameRow)).toHaveAccessibleDescription(copy.errNeedName);
  });

  it('moves between the tabs with the arrow keys, one tab stop', async () => {
    const { user } = await openSignIn();
    const signInTab = screen.getByRole('tab', { name: copy.tabSignIn });
    const registerTab = screen.getByRole('tab', { name: copy.tabRegister });
    expect(registerTab).toHaveAttribute('tabindex', '-1');
    signInTab.focus();
    await user.keyboard('{ArrowRight}');
    expect(registerTab).toHaveFocus();
    expect(registerTab).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(signInTab).toHaveFocus();
    expect(screen.getByText(copy.signInNotice)).toBeInTheDocument();
  });

  it('clears the error when the mode changes', async () => {
    const { user } = await openSignIn();
    await fillIn(user, freshEmail(), memberPassword);
    await user.click(submitButton());
    expect(await shownError()).toBe(copy.errNoSuchEmail);
    await user.click(screen.getByRole('tab', { name: copy.tabRegister }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: copy.tabSignIn }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  // Issue 40: the app's backend, unconfigured, answers as a new Firebase project does.
  it.each([
    { case: 'an unknown address', registered: false },
    { case: 'a wrong password', registered: true },
  ])(
    'by default answers 信箱或密碼錯誤 to $case, telling no one which addresses are registered',
    async ({ registered }) => {
      const backend = createLocalBackend({
        dbName: `signin-default-${crypto.randomUUID()}`,
        seed: 'topics',
      });
      const email = freshEmail();
      if (registered) {
        await backend.register(email, memberPassword);
        await backend.signOut();
      }
      const { user, location } = await openSignIn(backend);
      await fillIn(user, email, 'not-the-password');
      await user.click(submitButton());
      expect(await shownError()).toBe(copy.errBadCredential);
      // About the whole form: under neither field.
      expect(screen.getByLabelText(copy.emailLabel)).not.toHaveAttribute('aria-invalid');
      expect(screen.getByLabelText(copy.passwordLabel)).not.toHaveAttribute('aria-invalid');
      expect(location().pathname).toBe('/Signin');
    },
  );

  it('on 註冊 shows every field’s error at once, before any request: name, address and password', async () => {
    let registers = 0;
    const real = freshBackend();
    const backend = withOverrides(real, {
      register: (...args) => {
        registers += 1;
        return real.register(...args);
      },
    });
    const { user } = await openSignIn(backend);
    await user.click(screen.getByRole('tab', { name: copy.tabRegister }));
    await fillIn(user, 'member@', '123', '   ');
    await user.click(submitButton(copy.tabRegister));
    const name = screen.getByLabelText(copy.nameRow);
    expect(name).toHaveAccessibleDescription(copy.errNeedName);
    expect(screen.getByLabelText(copy.emailLabel)).toHaveAccessibleDescription(copy.errEmailFormat);
    expect(screen.getByLabelText(copy.passwordLabel)).toHaveAccessibleDescription(
      expect.stringContaining(copy.errWeakPassword) as string,
    );
    expect(name).toHaveFocus();
    expect(registers).toBe(0);
  });

  it('on 註冊, a taken name and a taken address are each answered beside their own field', async () => {
    const { backend, email } = await backendWithMember({ signedIn: true });
    await backend.updateDisplayName('Alice');
    await backend.signOut();
    const { user } = await openSignIn(backend);
    await user.click(screen.getByRole('tab', { name: copy.tabRegister }));
    const name = screen.getByLabelText(copy.nameRow);
    const address = screen.getByLabelText(copy.emailLabel);
    const password = screen.getByLabelText(copy.passwordLabel);
    // The walk: a taken name, a taken address and a 3-character password.
    await fillIn(user, email, '123', 'Alice');
    await user.click(submitButton(copy.tabRegister));
    expect(password).toHaveAccessibleDescription(
      expect.stringContaining(copy.errWeakPassword) as string,
    );
    await user.clear(password);
    await user.type(password, memberPassword);
    await user.click(submitButton(copy.tabRegister));
    await waitFor(() => expect(name).toHaveAccessibleDescription(copy.errNameTaken));
    expect(address).not.toHaveAttribute('aria-invalid');
    await user.clear(name);
    await user.type(name, '新會員');
    await user.click(submitButton(copy.tabRegister));
    await waitFor(() => expect(address).toHaveAccessibleDescription(copy.errEmailInUse));
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(backend.currentUser()).toBeNull();
  });

  describe('shows each message of the error table, from real calls to the local adapter (e-mail enumeration protection off)', () => {
    it('sign in with an unknown e-mail: 信箱不存在', async () => {
      const { user } = await openSignIn();
      await fillIn(user, freshEmail(), memberPassword);
      await user.click(submitButton());
      expect(await shownError()).toBe(copy.errNoSuchEmail);
    });

    it('sign in with a wrong password: 密碼錯誤', async () => {
      const { backend, email } = await backendWithMember({ signedIn: false });
      const { user } = await openSignIn(backend);
      await fillIn(user, email, 'not-the-password');
      await user.click(submitButton());
      expect(await shownError()).toBe(copy.errWrongPassword);
    });

    it('sign in with a malformed e-mail: 信箱格式錯誤', async () => {
      const { user } = await openSignIn();
      await fillIn(user, 'not-an-email', memberPassword);
      await user.click(submitButton());
      expect(await shownError()).toBe(copy.errEmailFormat);
    });

    it('register with a malformed e-mail: 信箱格式錯誤', async () => {
      const { user } = await openSignIn();
      await user.click(screen.getByRole('tab', { name: copy.tabRegister }));
      await fillIn(user, 'member@', memberPassword, '新會員');
      await user.click(submitButton(copy.tabRegister));
      expect(await shownError()).toBe(copy.errEmailFormat);
    });

    it('register an e-mail already in use: 信箱已存在', async () => {
      const { backend, email } = await backendWithMember({ signedIn: false });
      const { user } = await openSignIn(backend);
      await user.click(screen.getByRole('tab', { name: copy.tabRegister }));
      await fillIn(user, email, 'another1', '新會員');
      await user.click(submitButton(copy.tabRegister));
      expect(await shownError()).toBe(copy.errEmailInUse);
    });

    it('register with a name another member holds, in another case: 這個名稱已有人使用, keeping what was typed', async () => {
      const { backend } = await backendWithMember({ signedIn: true });
      await backend.updateDisplayName('Alice');
      await backend.signOut();
      const { user, location } = await openSignIn(backend);
      await user.click(screen.getByRole('tab', { name: copy.tabRegister }));
      const email = freshEmail();
      await fillIn(user, email, memberPassword, 'ALICE');
      await user.click(submitButton(copy.tabRegister));
      expect(await shownError()).toBe(copy.errNameTaken);
      expect(screen.getByLabelText(copy.nameRow)).toHaveValue('ALICE');
      expect(screen.getByLabelText(copy.emailLabel)).toHaveValue(email);
      expect(screen.getByLabelText(copy.passwordLabel)).toHaveValue(memberPassword);
      expect(location().pathname).toBe('/Signin');
      expect(backend.currentUser()).toBeNull();
    });

    it('register with a weak password: 密碼強度不足', async () => {
      const { user } = await openSignIn();
      await user.click(screen.getByRole('tab', { name: copy.tabRegister }));
      await fillIn(user, freshEmail(), '12345', '新會員');
      await user.click(submitButton(copy.tabRegister));
      expect(await shownError()).toBe(copy.errWeakPassword);
    });
  });

  // Every new Firebase project has e-mail enumeration protection on: this is what members see most.
  describe('with e-mail enumeration protection on, as a new Firebase project has it', () => {
    it('sign in with an unknown e-mail: 信箱或密碼錯誤', async () => {
      const { user } = await openSignIn(freshBackend({ emailEnumerationProtection: true }));
      await fillIn(user, freshEmail(), memberPassword);
      await user.click(submitButton());
      expect(await shownError()).toBe(copy.errBadCredential);
    });

    it('sign in with a wrong password: 信箱或密碼錯誤', async () => {
      const { backend, email } = await backendWithMember({
        signedIn: false,
        emailEnumerationProtection: true,
      });
      const { user, location } = await openSignIn(backend);
      await fillIn(user, email, 'not-the-password');
      await user.click(submitButton());
      expect(await shownError()).toBe(copy.errBadCredential);
      expect(location().pathname).toBe('/Signin');
      expect(submitButton()).toBeEnabled();
    });

    it('register an e-mail already in use: still 信箱已存在', async () => {
      const { backend, email } = await backendWithMember({
        signedIn: false,
        emailEnumerationProtection: true,
      });
      const { user } = await openSignIn(backend);
      await user.click(screen.getByRole('tab', { name: copy.tabRegister }));
      await fillIn(user, email, 'another1', '新會員');
      await user.click(submitButton(copy.tabRegister));
      expect(await shownError()).toBe(copy.errEmailInUse);
    });
  });

  it('shows errGeneric, never the raw text, for an unexpected failure (test double: signIn rejects with a plain Error)', async () => {
    const backend = withOverrides(freshBackend(), {
      signIn: () => Promise.reject(new Error('IDBDatabase exploded')),
    });
    const { user } = await openSignIn(backend);
    await fillIn(user, freshEmail(), memberPassword);
    await user.click(submitButton());
    expect(await shownError()).toBe(copy.errGeneric);
    expect(screen.queryByText(/exploded/)).not.toBeInTheDocument();
    expect(submitButton()).toBeEnabled();
  });

  it('trims the e-mail and the password before signing in (spy around the local adapter)', async () => {
    const { backend: real, email } = await backendWithMember({ signedIn: false });
    const calls: [string, string][] = [];
    const backend = withOverrides(real, {
      signIn: (e, p) => {
        calls.push([e, p]);
        return real.signIn(e, p);
      },
    });
    const { user, location } = await openSignIn(backend);
    await fillIn(user, `  ${email}\t`, ` ${memberPassword}  `);
    await user.click(submitButton());
    await waitFor(() => expect(location().pathname).toBe('/posts'));
    expect(calls).toEqual([[email, memberPassword]]);
  });

  it('shows a loading, disabled submit button until the call ends (test double: signIn waits for the test)', async () => {
    const { backend: real, email } = await backendWithMember({ signedIn: false });
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let calls = 0;
    const backend = withOverrides(real, {
      signIn: async (e, p) => {
        calls += 1;
        await gate;
        return real.signIn(e, p);
      },
    });
    const { user, location } = await openSignIn(backend);
    await fillIn(user, email, memberPassword);
    await user.click(submitButton());
    const button = submitButton();
    expect(button).toBeDisabled();
    expect(button).toHaveClass('button--loading');
    await user.click(button);
    expect(calls).toBe(1);
    release();
    await waitFor(() => expect(location().pathname).toBe('/posts'));
  });

  it('submits with Enter and goes to /posts, signed in', async () => {
    const { backend, email } = await backendWithMember({ signedIn: false });
    const { user, location } = await openSignIn(backend);
    await fillIn(user, email, `${memberPassword}{Enter}`);
    await waitFor(() => expect(location().pathname).toBe('/posts'));
    const nav = screen.getByRole('navigation', { name: copy.mainNav });
    expect(within(nav).getByRole('button', { name: copy.menuSignOut })).toBeInTheDocument();
    expect(backend.currentUser()?.email).toBe(email);
  });

  it('registers a new member under the name they gave, trimmed, and goes to /posts', async () => {
    const backend = freshBackend();
    const email = freshEmail();
    const { user, location } = await openSignIn(backend);
    await user.click(screen.getByRole('tab', { name: copy.tabRegister }));
    await fillIn(user, email, memberPassword, '  小新  ');
    await user.click(submitButton(copy.tabRegister));
    await waitFor(() => expect(location().pathname).toBe('/posts'));
    expect(backend.currentUser()?.email).toBe(email);
    expect(backend.currentUser()?.displayName).toBe('小新');
  });

  it('tells a visitor sent from a post why, with the post title, in place of the generic notice', async () => {
    const { backend, postId } = await readerWithPost({ title: '牛肉麵的湯頭' });
    await backend.signOut();
    const { location } = renderApp({ route: `/posts/${postId}`, backend });
    await waitFor(() => expect(location().pathname).toBe('/Signin'));
    const notice = await screen.findByText(copy.signInToRead);
    await waitFor(() => expect(notice).toHaveTextContent('「牛肉麵的湯頭」'));
    expect(screen.queryByText(copy.signInNotice)).not.toBeInTheDocument();
  });

  it('says why without a title when the post cannot be found, and the generic notice otherwise', async () => {
    // Every read of the post, each answer rendered inside act: once each read still open has been
    // answered, the notice shows what it makes of that answer.
    const real = freshBackend();
    const reads: { open: boolean; answered: boolean }[] = [];
    const backend = withOverrides(real, {
      watchPost: (id, callback, onError) => {
        const read = { open: true, answered: false };
        reads.push(read);
        const stop = real.watchPost(
          id,
          (post, freshness) => {
            act(() => callback(post, freshness));
            read.answered = true;
          },
          onError,
        );
        return () => {
          read.open = false;
          stop();
        };
      },
    });
    const { location, unmount } = renderApp({ route: '/posts/no-such-post', backend });
    await waitFor(() => expect(location().pathname).toBe('/Signin'));
    const notice = await screen.findByText(copy.signInToRead);
    await waitFor(() => {
      const open = reads.filter((read) => read.open);
      expect(open.length).toBeGreaterThan(0);
      expect(open.every((read) => read.answered)).toBe(true);
    });
    expect(notice).toHaveTextContent(new RegExp(`^${copy.signInToRead}$`));
    unmount();
    await openSignIn();
    expect(screen.getByText(copy.signInNotice)).toBeInTheDocument();
    expect(screen.queryByText(copy.signInToRead)).not.toBeInTheDocument();
  });

  it('goes back to the page that sent the visitor to sign in', async () => {
    const { backend, email } = await backendWithMember({ signedIn: false });
    const { user, location } = renderApp({ route: '/posts/post-42?x=1', backend });
    await waitFor(() => expect(location().pathname).toBe('/Signin'));
    await fillIn(user, email, memberPassword);
    await user.click(submitButton());
    await waitFor(() => expect(location().pathname).toBe('/posts/post-42'));
    expect(location().search).toBe('?x=1');
    expect(await screen.findByRole('heading', { name: copy.postNotFound })).toBeInTheDocument();
  });
});
