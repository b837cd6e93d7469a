import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { copy } from '../../src/copy';
import { paths } from '../../src/lib/paths';
import { outboxResetCode } from '../support/outboxCode';
import {
  backendWithMember,
  freshBackend,
  freshEmail,
  memberPassword,
  withOverrides,
} from './backends';
import { renderApp } from './renderApp';

beforeAll(async () => {
  await Promise.all([
    import('../../src/features/signin/ResetPasswordPage'),
    import('../../src/features/signin/DevOutboxPage'),
  ]);
}, 60_000);

async function openResetRequest(backend = freshBackend()) {
  const app = renderApp({ route: paths.signIn, backend });
  await app.user.click(await screen.findByRole('button', { name: copy.forgotPassword }));
  await screen.findByRole('heading', { name: copy.resetHeader });
  return app;
}

describe('忘記密碼？', () => {
  it('asks for the e-mail, then answers resetSent whether or not the address has an account', async () => {
    const { backend, email } = await backendWithMember({ signedIn: false });
    const { user } = await openResetRequest(backend);
    const field = screen.getByLabelText(copy.emailLabel);
    await user.click(screen.getByRole('button', { name: copy.resetSubmit }));
    expect(field).toHaveAccessibleDescription(copy.errNeedEmail);
    expect(field).toHaveFocus();
    expect(screen.queryByText(copy.resetSent)).not.toBeInTheDocument();

    await user.type(field, freshEmail());
    expect(field).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: copy.resetSubmit }));
    expect(await screen.findByRole('status')).toHaveTextContent(copy.resetSent);

    await user.clear(field);
    await user.type(field, `${email}{Enter}`);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(copy.resetSent));
    // The known address got its mail (that an unknown one gets none: tests/contract/local.auth.test.ts).
    await outboxResetCode(backend, email);
  });

  it('says a malformed address under the field, and goes back to the sign-in form', async () => {
    const { user } = await openResetRequest();
    const field = screen.getByLabelText(copy.emailLabel);
    await user.type(field, 'not-an-email{Enter}');
    await waitFor(() => expect(field).toHaveAccessibleDescription(copy.errEmailFormat));
    await user.click(screen.getByRole('button', { name: copy.backToSignIn }));
    expect(await screen.findByRole('tab', { name: copy.tabSignIn })).toBeInTheDocument();
    // Focus goes back where the member left the sign-in form.
    expect(screen.getByRole('button', { name: copy.forgotPassword })).toHaveFocus();
  });

  it('is reached and left by keyboard, focus on the field to fill', async () => {
    const { user } = renderApp({ route: paths.signIn, backend: freshBackend() });
    const forgot = await screen.findByRole('button', { name: copy.forgotPassword });
    forgot.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByLabelText(copy.emailLabel)).toHaveFocus();
    await user.keyboard('someone@example.com{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent(copy.resetSent);
  });

  it('starts with the address typed on the sign-in form', async () => {
    const { user } = renderApp({ route: paths.signIn, backend: freshBackend() });
    await user.type(await screen.findByLabelText(copy.emailLabel), 'someone@example.com');
    await user.click(screen.getByRole('button', { name: copy.forgotPassword }));
    expect(await screen.findByLabelText(copy.emailLabel)).toHaveValue('someone@example.com');
  });

  it('goes from the outbox to the reset page; the new password works, the old one and the used link do not', async () => {
    const { backend, email } = await backendWithMember({ signedIn: false });
    const { user, location, unmount } = await openResetRequest(backend);
    await user.type(screen.getByLabelText(copy.emailLabel), `${email}{Enter}`);
    await user.click(await screen.findByRole('link', { name: copy.devOutbox }));
    expect(await screen.findByRole('heading', { name: copy.devOutbox })).toBeInTheDocument();
    const mail = (await screen.findByText(email)).closest('li') as HTMLElement;
    await user.click(within(mail).getByRole('link', { name: copy.resetHeader }));
    await waitFor(() => expect(location().pathname).toBe(paths.resetPassword));
    const link = `${location().pathname}${location().search}`;

    const password = await screen.findByLabelText(copy.newPassword);
    const again = screen.getByLabelText(copy.confirmPassword);
    const submit = screen.getByRole('button', { name: copy.resetNewPassword });
    expect(password).toHaveAccessibleDescription(copy.passwordRule);
    await user.click(submit);
    expect(password).toHaveAccessibleDescription(`${copy.errNeedPassword} ${copy.passwordRule}`);
    await user.type(password, '12345');
    await user.type(again, '12346');
    await user.click(submit);
    expect(again).toHaveAccessibleDescription(copy.errPasswordMismatch);
    await user.clear(again);
    await user.type(again, '12345');
    await user.click(submit);
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(`${copy.errWeakPassword} ${copy.passwordRule}`),
    );
    await user.type(password, '6');
    await user.type(again, '6{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent(copy.resetDone);

    expect(backend.currentUser()).toBeNull();
    await expect(backend.signIn(email, memberPassword)).rejects.toMatchObject({
      code: 'wrong-password',
    });
    await expect(backend.signIn(email, '123456')).resolves.toMatchObject({ email });
    await backend.signOut();

    // The same link again: used up.
    unmount();
    const second = renderApp({ route: link, backend });
    await second.user.type(await screen.findByLabelText(copy.newPassword), 'another1');
    await second.user.type(screen.getByLabelText(copy.confirmPassword), 'another1{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(copy.errResetLink);
    // Five password hashes and three pages: more than the default 5 s on a busy machine.
  }, 20_000);

  it('says a link without its code no longer works', async () => {
    renderApp({ route: paths.resetPassword, backend: freshBackend() });
    expect(await screen.findByRole('alert')).toHaveTextContent(copy.errResetLink);
    expect(screen.queryByLabelText(copy.newPassword)).not.toBeInTheDocument();
  });

  it('says so while the outbox is empty', async () => {
    renderApp({ route: paths.devOutbox, backend: freshBackend() });
    expect(await screen.findByText(copy.devOutboxEmpty)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(copy.devOutbox);
  });

  it('offers no outbox where the backend sends its mail', async () => {
    const backend = withOverrides(freshBackend(), { watchDevOutbox: undefined });
    const { user, unmount } = await openResetRequest(backend);
    await user.type(screen.getByLabelText(copy.emailLabel), `${freshEmail()}{Enter}`);
    expect(await screen.findByRole('status')).toHaveTextContent(copy.resetSent);
    expect(screen.queryByRole('link', { name: copy.devOutbox })).not.toBeInTheDocument();
    unmount();
    renderApp({ route: paths.devOutbox, backend });
    expect(await screen.findByRole('heading', { name: copy.pageNotFound })).toBeInTheDocument();
  });
});
