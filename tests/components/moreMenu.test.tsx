import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { copy } from '../../src/copy';
import { createLocalBackend } from '../../src/backend/local';
import { LocalDatabase } from '../../src/backend/local/db';
import { MemoryStorage } from '../support/MemoryStorage';
import { memberPassword } from './backends';
import { openPost, otherMember, readerWithPost, shownComments } from './post.fixtures';

/** A member of `dbName` made a moderator (as scripts/adminModerator.mjs does), signed in since. */
async function moderatorOf(dbName: string) {
  const email = `mod-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const backend = createLocalBackend({ dbName, seed: 'topics', storage: new MemoryStorage() });
  const { uid } = await backend.register(email, memberPassword);
  await backend.updateDisplayName('管理員');
  await backend.signOut();
  const db = new LocalDatabase(dbName);
  await db.accounts.update(uid, { moderator: true });
  db.close();
  await backend.signIn(email, memberPassword);
  return backend;
}

/** The ⋯ (更多) menu button: WAI-ARIA's menu button pattern, with the keyboard alone. */
describe('⋯ (更多)', () => {
  it('is a menu button: Enter opens on the first item, the arrows go round, Escape closes back onto ⋯', async () => {
    const { dbName, postId } = await readerWithPost({ title: '選單' });
    const { backend: reader } = await otherMember(dbName, '讀者');
    const { user } = await openPost(reader, postId, '選單');
    const more = within(screen.getByRole('group', { name: '選單' })).getByRole('button', {
      name: copy.more,
    });
    expect(more).toHaveAttribute('aria-haspopup', 'menu');
    expect(more).toHaveAttribute('aria-expanded', 'false');

    more.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(more).toHaveAttribute('aria-controls', menu.id);
    const [report, block] = within(menu).getAllByRole('menuitem');
    expect(report).toHaveTextContent(copy.report);
    expect(report).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(block).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(report).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(block).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(more).toHaveFocus();
    expect(more).toHaveAttribute('aria-expanded', 'false');

    // ArrowUp opens on the last; Space chooses; the dialog's 取消 gives the focus back to ⋯.
    await user.keyboard('{ArrowUp}');
    expect(await screen.findByRole('menuitem', { name: copy.block })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    await user.keyboard(' ');
    const dialog = await screen.findByRole('dialog', { name: copy.report });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: copy.cancel }));
    await waitFor(() => expect(more).toHaveFocus());
  });

  it('offers a moderator 隱藏 on every comment, their own included, and 恢復 once hidden', async () => {
    const { dbName, postId } = await readerWithPost({ title: '管理' });
    const { backend: other } = await otherMember(dbName, '小華');
    await other.addComment(postId, '別人的留言');
    const backend = await moderatorOf(dbName);
    const { user } = await openPost(backend, postId, '管理');
    await waitFor(() => expect(shownComments()).toEqual(['別人的留言']));

    const theirs = screen.getByRole('group', { name: '小華' });
    await user.click(within(theirs).getByRole('button', { name: copy.more }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      copy.report,
      copy.block,
      copy.hide,
    ]);
    await user.click(screen.getByRole('menuitem', { name: copy.hide }));
    expect(await screen.findByText(copy.hiddenByModerator)).toBeInTheDocument();
    await user.click(within(theirs).getByRole('button', { name: copy.more }));
    expect(screen.getByRole('menuitem', { name: copy.restore })).toBeInTheDocument();
  });
});
