import '../fixtures/jsdomBlob';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BackendError } from '../../src/backend/errors';
import type { Backend } from '../../src/backend/types';
import { copy } from '../../src/copy';
import { fakeImageDecoding, fakeObjectUrls } from '../fixtures/fakeImageDecoding';
import { fixtureFile } from '../fixtures/images';
import { deferred, memberWithTopics, otherMember } from '../fixtures/members';
import { memberPassword, withOverrides } from './backends';
import { renderApp } from './renderApp';

// The avatar runs on a stand-in decoder: jsdom cannot decode (see fakeImageDecoding).
let decoding: ReturnType<typeof fakeImageDecoding>;
beforeEach(() => {
  decoding = fakeImageDecoding();
  fakeObjectUrls();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function row(label: string) {
  return within(screen.getByRole('group', { name: label }));
}

async function openSettings(backend: Backend) {
  const view = renderApp({ route: '/my/settings', backend });
  await screen.findByRole('group', { name: copy.nameRow });
  return view;
}

async function openModal(
  user: ReturnType<typeof renderApp>['user'],
  rowLabel: string,
  title: string,
) {
  await user.click(row(rowLabel).getByRole('button', { name: copy.modify }));
  return within(await screen.findByRole('dialog', { name: title }));
}

async function closed() {
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe('/my/settings rows', () => {
  it('shows the name (使用者 when empty), the avatar, ******** and a 修改 on each', async () => {
    const { backend } = await memberWithTopics();
    await openSettings(backend);
    expect(screen.getByRole('heading', { name: copy.mySettings })).toBeInTheDocument();
    expect(row(copy.nameRow).getByText(copy.defaultAuthor)).toBeInTheDocument();
    // Without a picture, the letter the rest of the site shows for the member (of 使用者 here).
    expect(row(copy.avatarRow).getByRole('img', { name: copy.avatarRow })).toHaveTextContent('使');
    expect(row(copy.passwordRow).getByText(copy.passwordMask)).toBeInTheDocument();
    for (const label of [copy.nameRow, copy.avatarRow, copy.passwordRow]) {
      expect(row(label).getByRole('button', { name: copy.modify })).toBeInTheDocument();
    }
  });

  it("shows the member's own sign-in address, read-only", async () => {
    const { backend } = await memberWithTopics();
    const email = backend.currentUser()?.email ?? '';
    expect(email).toContain('@');
    await openSettings(backend);
    expect(row(copy.emailRow).getByText(email)).toBeInTheDocument();
    expect(row(copy.emailRow).queryByRole('button')).not.toBeInTheDocument();
    expect(row(copy.emailRow).queryByRole('textbox')).not.toBeInTheDocument();
  });
});

describe('修改會員名稱', () => {
  it('取消 changes nothing and gives focus back to 修改', async () => {
    const { backend: real } = await memberWithTopics();
    const renames: string[] = [];
    const backend = withOverrides(real, {
      updateDisplayName: async (name) => void renames.push(name),
    });
    const { user } = await openSettings(backend);
    const modal = await openModal(user, copy.nameRow, copy.nameModal);
    await user.type(modal.getByLabelText(copy.nameRow), '小明');
    await user.click(modal.getByRole('button', { name: copy.cancel }));
    await closed();
    expect(renames).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(row(copy.nameRow).getByText(copy.defaultAuthor)).toBeInTheDocument();
    expect(row(copy.nameRow).getByRole('button', { name: copy.modify })).toHaveFocus();
  });

  it('修改 shows a loading state, closes on success, and the row shows the new name', async () => {
    const { backend: real } = await memberWithTopics();
    const hold = deferred();
    const backend = withOverrides(real, {
      updateDisplayName: async (name) => {
        await hold.promise;
        return real.updateDisplayName(name);
      },
    });
    const { user } = await openSettings(backend);
    const modal = await openModal(user, copy.nameRow, copy.nameModal);
    expect(modal.getByLabelText(copy.nameRow)).toHaveFocus();
    await user.type(modal.getByLabelText(copy.nameRow), '  小明  ');
    await user.click(modal.getByRole('button', { name: copy.modify }));
    const confirm = modal.getByRole('button', { name: copy.modify });
    expect(confirm).toHaveClass('button--loading');
    expect(confirm).toBeDisabled();
    // Nothing says 已儲存 before it is.
    expect(screen.getByRole('status')).toHaveTextContent('');
    hold.resolve();
    await closed();
    expect(await row(copy.nameRow).findByText('小明')).toBeInTheDocument();
    expect(real.currentUser()?.displayName).toBe('小明');
    expect(screen.getByRole('status')).toHaveTextContent(copy.saved);
  });

  it('starts from the current name and refuses an empty one', async () => {
    const { backend } = await memberWithTopics();
    await backend.updateDisplayName('阿華');
    const { user } = await openSettings(backend);
    const modal = await openModal(user, copy.nameRow, copy.nameModal);
    expect(modal.getByLabelText(copy.nameRow)).toHaveValue('阿華');
    await user.clear(modal.getByLabelText(copy.nameRow));
    await user.click(modal.getByRole('button', { name: copy.modify }));
    expect(await modal.findByRole('alert')).toHaveTextContent(copy.errNeedName);
    expect(backend.currentUser()?.displayName).toBe('阿華');
  });

  it("another member's name, in full-width letters, shows 這個名稱已有人使用 in the modal, keeping what was typed", async () => {
    const { backend, dbName } = await memberWithTopics();
    await backend.updateDisplayName('阿華');
    await (await otherMember(dbName)).updateDisplayName('Ming');
    const { user } = await openSettings(backend);
    const modal = await openModal(user, copy.nameRow, copy.nameModal);
    await user.clear(modal.getByLabelText(copy.nameRow));
    await user.type(modal.getByLabelText(copy.nameRow), 'ｍｉｎｇ');
    await user.click(modal.getByRole('button', { name: copy.modify }));
    expect(await modal.findByRole('alert')).toHaveTextContent(copy.errNameTaken);
    expect(modal.getByLabelText(copy.nameRow)).toHaveValue('ｍｉｎｇ');
    expect(backend.currentUser()?.displayName).toBe('阿華');
    // The refusal was about that name: it leaves once the name changes.
    await user.type(modal.getByLabelText(copy.nameRow), '2');
    expect(modal.queryByText(copy.errNameTaken)).toBeNull();
  });

  it('a name of blank-looking characters only is refused as empty', async () => {
    const { backend } = await memberWithTopics();
    await backend.updateDisplayName('阿華');
    const { user } = await openSettings(backend);
    const modal = await openModal(user, copy.nameRow, copy.nameModal);
    await user.clear(modal.getByLabelText(copy.nameRow));
    await user.type(modal.getByLabelText(copy.nameRow), '\u3164\u200b');
    await user.click(modal.getByRole('button', { name: copy.modify }));
    expect(await modal.findByRole('alert')).toHaveTextContent(copy.errNeedName);
    expect(backend.currentUser()?.displayName).toBe('阿華');
  });

  it('a name with a lookalike letter (Cyrillic а) is refused in the modal, keeping what was typed', async () => {
    const { backend } = await memberWithTopics();
    await backend.updateDisplayName('阿華');
    const { user } = await openSettings(backend);
    const modal = await openModal(user, copy.nameRow, copy.nameModal);
    await user.clear(modal.getByLabelText(copy.nameRow));
    await user.type(modal.getByLabelText(copy.nameRow), '\u0430lice');
    await user.click(modal.getByRole('button', { name: copy.modify }));
    expect(await modal.findByRole('alert')).toHaveTextContent(copy.errNameChars);
    expect(modal.getByLabelText(copy.nameRow)).toHaveValue('\u0430lice');
    expect(backend.currentUser()?.displayName).toBe('阿華');
  });

  it('a failure shows 發生錯誤 in the modal, which stays open', async () => {
    const { backend: real } = await memberWithTopics();
    const backend = withOverrides(real, {
      updateDisplayName: () => Promise.reject(new Error('offline')),
    });
    const { user } = await openSettings(backend);
    const modal = await openModal(user, copy.nameRow, copy.nameModal);
    await user.type(modal.getByLabelText(copy.nameRow), '小明');
    await user.click(modal.getByRole('button', { name: copy.modify }));
    expect(await modal.findByRole('alert')).toHaveTextContent(copy.errGeneric);
    expect(modal.getByLabelText(copy.nameRow)).toHaveValue('小明');
  });
});

describe('修改會員照片', () => {
  it('取消 changes nothing', async () => {
    const { backend: real } = await memberWithTopics();
    const uploads: Blob[] = [];
    const backend = withOverrides(real, {
      updateAvatar: async (image) => {
        uploads.push(image);
        return '';
      },
    });
    const { user } = await openSettings(backend);
    const modal = await openModal(user, copy.avatarRow, copy.avatarModal);
    await user.upload(modal.getByLabelText(copy.avatarRow), fixtureFile('red-corner-60x40.png'));
    await modal.findByAltText(copy.imagePreview);
    await user.click(modal.getByRole('button', { name: copy.cancel }));
    await closed();
    expect(uploads).toEqual([]);
  });

  it('crops the chosen picture to a square JPEG, uploads it, closes, and shows it in the row', async () => {
    const { backend } = await memberWithTopics();
    const { user } = await openSettings(backend);
    const modal = await openModal(user, copy.avatarRow, copy.avatarModal);
    await user.upload(modal.getByLabelText(copy.avatarRow), fixtureFile('red-corner-60x40.png'));
    await modal.findByAltText(copy.imagePreview);
    await user.click(modal.getByRole('button', { name: copy.modify }));
    await closed();
    expect(decoding.draws).toEqual([
      { canvas: { width: 40, height: 40 }, source: [10, 0, 40, 40], target: [40, 40] },
    ]);
    const photoURL = backend.currentUser()?.photoURL ?? '';
    expect(photoURL).toMatch(/^data:image\/jpeg/);
    await waitFor(() =>
      expect(row(copy.avatarRow).getByRole('img', { name: copy.avatarRow })).toHaveAttribute(
        'src',
        photoURL,
      ),
    );
    expect(screen.getByRole('status')).toHaveTextContent(copy.saved);
  });

  it('asks for a picture, and refuses a file that is not one', async () => {
    const { backend: real } = await memberWithTopics();
    const updateAvatar = vi.fn(real.updateAvatar.bind(real));
    const backend = withOverrides(real, { updateAvatar });
    const { user } = await openSettings(backend);
    const modal = await openModal(user, copy.avatarRow, copy.avatarModal);
    await user.click(modal.getByRole('button', { name: copy.modify }));
    expect(await modal.findByRole('alert')).toHaveTextContent(copy.errNeedImage);
    await user.upload(modal.getByLabelText(copy.avatarRow), fixtureFile('text-named.jpg'));
    await waitFor(() => expect(modal.getByRole('alert')).toHaveTextContent(copy.errNotImage));
    await user.click(modal.getByRole('button', { name: copy.modify }));
    expect(modal.getByRole('alert')).toHaveTextContent(copy.errNotImage);
    expect(updateAvatar).not.toHaveBeenCalled();
  });
});

describe('修改會員密碼', () => {
  async function passwordModal(backend: Backend) {
    const { user } = await openSettings(backend);
    const modal = await openModal(user, copy.passwordRow, copy.passwordModal);
    const current = modal.getByLabelText(copy.currentPassword);
    const next = modal.getByLabelText(copy.newPassword);
    const again = modal.getByLabelText(copy.confirmPassword);
    for (const field of [current, next, again]) expect(field).toHaveAttribute('type', 'password');
    return { user, modal, current, next, again };
  }

  it('取消 changes nothing', async () => {
    const { backend, real, email } = await memberWithTopics();
    const { user, modal, current, next } = await passwordModal(backend);
    await user.type(current, memberPassword);
    await user.type(next, 'another1');
    await user.click(modal.getByRole('button', { name: copy.cancel }));
    await closed();
    await real.signOut();
    await expect(real.signIn(email, memberPassword)).resolves.toBeTruthy();
  });

  // The message is compared whole, and the modal must stay open with what was typed.
  it.each([
    { setting: 'off', emailEnumerationProtection: false, code: 'wrong-password' },
    { setting: 'on', emailEnumerationProtection: true, code: 'invalid-credential' },
  ])(
    'a wrong current password ($code, e-mail enumeration protection $setting) shows 密碼輸入錯誤 in the modal',
    async ({ emailEnumerationProtection, code }) => {
      const { backend, real, email } = await memberWithTopics({ emailEnumerationProtection });
      const { user, modal, current, next, again } = await passwordModal(backend);
      await user.type(current, 'not-it');
      await user.type(next, 'another1');
      await user.type(again, 'another1');
      await user.click(modal.getByRole('button', { name: copy.modify }));
      expect((await modal.findByRole('alert')).textContent).toBe(copy.errCurrentPassword);
      expect(screen.getByRole('dialog', { name: copy.passwordModal })).toBeInTheDocument();
      expect(current).toHaveValue('not-it');
      // The password did not change, and the adapter answers with the code this case is about.
      await real.signOut();
      await expect(real.signIn(email, 'another1')).rejects.toMatchObject({ code });
    },
  );

  it('a weak new password shows 密碼強度不足 in the modal', async () => {
    const { backend } = await memberWithTopics();
    const { user, modal, current, next, again } = await passwordModal(backend);
    await user.type(current, memberPassword);
    await user.type(next, '123');
    await user.type(again, '123');
    await user.click(modal.getByRole('button', { name: copy.modify }));
    expect((await modal.findByRole('alert')).textContent).toBe(copy.errWeakPassword);
  });

  it('any other failure shows 發生錯誤，請稍後再試 (test double: changePassword answers requires-recent-login)', async () => {
    const { backend: real } = await memberWithTopics();
    const backend = withOverrides(real, {
      changePassword: () => Promise.reject(new BackendError('requires-recent-login')),
    });
    const { user, modal, current, next, again } = await passwordModal(backend);
    await user.type(current, memberPassword);
    await user.type(next, 'another1');
    await user.type(again, 'another1');
    await user.click(modal.getByRole('button', { name: copy.modify }));
    expect((await modal.findByRole('alert')).textContent).toBe(copy.errGeneric);
    expect(screen.getByRole('dialog', { name: copy.passwordModal })).toBeInTheDocument();
  });

  it('修改 with the right passwords closes; then the new one signs in and the old one does not', async () => {
    const { backend, real, email } = await memberWithTopics();
    const { user, modal, current, next, again } = await passwordModal(backend);
    await user.type(current, memberPassword);
    await user.type(next, 'brand-new-1');
    await user.type(again, 'brand-new-1');
    await user.click(modal.getByRole('button', { name: copy.modify }));
    await closed();
    expect(screen.getByRole('status')).toHaveTextContent(copy.saved);
    await real.signOut();
    await expect(real.signIn(email, memberPassword)).rejects.toMatchObject({
      code: 'wrong-password',
    });
    await expect(real.signIn(email, 'brand-new-1')).resolves.toMatchObject({ email });
  });

  it('asks for each empty password and for the new one twice, under its field, before any request', async () => {
    const { backend: real } = await memberWithTopics();
    const changePassword = vi.fn(real.changePassword.bind(real));
    const backend = withOverrides(real, { changePassword });
    const { user, modal, current, next, again } = await passwordModal(backend);
    await user.click(modal.getByRole('button', { name: copy.modify }));
    expect(current).toHaveAccessibleDescription(copy.errNeedPassword);
    expect(next).toHaveAccessibleDescription(`${copy.errNeedPassword} ${copy.passwordRule}`);
    expect(current).toHaveFocus();
    await user.type(current, memberPassword);
    // Its error leaves with the change; the others stay.
    expect(current).not.toHaveAttribute('aria-invalid');
    expect(next).toHaveAttribute('aria-invalid', 'true');
    await user.type(next, 'another1');
    await user.type(again, 'another2');
    await user.click(modal.getByRole('button', { name: copy.modify }));
    expect((await modal.findByRole('alert')).textContent).toBe(copy.errPasswordMismatch);
    expect(again).toHaveAccessibleDescription(copy.errPasswordMismatch);
    expect(again).toHaveFocus();
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('shows the password rule under the new password, and a weak one’s error leaves when it changes', async () => {
    const { backend } = await memberWithTopics();
    const { user, modal, current, next, again } = await passwordModal(backend);
    expect(next).toHaveAccessibleDescription(copy.passwordRule);
    expect(modal.getByText(copy.passwordRule)).toBeVisible();
    await user.type(current, memberPassword);
    await user.type(next, '123');
    await user.type(again, '123');
    await user.click(modal.getByRole('button', { name: copy.modify }));
    expect((await modal.findByRole('alert')).textContent).toBe(copy.errWeakPassword);
    expect(next).toHaveAccessibleDescription(`${copy.errWeakPassword} ${copy.passwordRule}`);
    await user.type(next, '4');
    expect(modal.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows and hides each password with its own button, by keyboard too', async () => {
    const { backend } = await memberWithTopics();
    const { user, modal, current, next, again } = await passwordModal(backend);
    const toggles = modal.getAllByRole('button', { name: copy.showPassword });
    expect(toggles).toHaveLength(3);
    await user.type(current, 'typed');
    current.focus();
    await user.tab();
    expect(toggles[0]).toHaveFocus();
    await user.keyboard(' ');
    expect(current).toHaveAttribute('type', 'text');
    expect(toggles[0]).toHaveAccessibleName(copy.hidePassword);
    expect(next).toHaveAttribute('type', 'password');
    expect(again).toHaveAttribute('type', 'password');
    await user.keyboard('{Enter}');
    expect(current).toHaveAttribute('type', 'password');
    expect(toggles[0]).toHaveAccessibleName(copy.showPassword);
    // Still in the modal, which the toggles do not submit.
    expect(screen.getByRole('dialog', { name: copy.passwordModal })).toBeInTheDocument();
  });
});
