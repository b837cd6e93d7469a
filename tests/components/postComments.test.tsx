import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BackendError } from '../../src/backend/errors';
import { createLocalBackend } from '../../src/backend/local';
import type { Backend } from '../../src/backend/types';
import { copy } from '../../src/copy';
import { commentWindow } from '../../src/lib/limits';
import { memberPassword, withOverrides } from './backends';
import {
  deferred,
  openPost,
  otherMember,
  readerWithPost,
  shownComments,
  shownCount,
  storedComments,
  storedPost,
  thread,
} from './post.fixtures';

function box(): HTMLTextAreaElement {
  return screen.getByRole('combobox', { name: copy.commentLabel });
}

function submitButton(): HTMLElement {
  return screen.getByRole('button', { name: copy.commentSubmit });
}

/** The comments' texts as stored, oldest first. */
const storedTexts = async (backend: Backend, postId: string) =>
  (await storedComments(backend, postId)).map((c) => c.content);

describe('comments', () => {
  it('lists them oldest first under 留言, with author, time and the text as written', async () => {
    const { backend, dbName, postId } = await readerWithPost({ title: '排序' });
    const { backend: other } = await otherMember(dbName, '小華');
    await other.addComment(postId, '第一則');
    await backend.addComment(postId, '第二則\n換行了');
    await other.addComment(postId, '第三則');
    await openPost(backend, postId, '排序');

    expect(
      screen.getByRole('heading', { level: 2, name: copy.commentsHeader }),
    ).toBeInTheDocument();
    await waitFor(() => expect(shownComments()).toEqual(['第一則', '第二則\n換行了', '第三則']));
    const [first, second] = thread();
    expect(within(first as HTMLElement).getByText('小華')).toBeInTheDocument();
    expect(within(second as HTMLElement).getByText(copy.defaultAuthor)).toBeInTheDocument();
    expect(first?.querySelector('time')).toHaveTextContent('現在');
    expect(shownCount(copy.commentCountLabel)).toBe(3);
  });

  it('shows the newest comments after a flood, and 較早的留言 reaches back to the first', async () => {
    const { backend, dbName, postId } = await readerWithPost({ title: '洗版' });
    const { backend: flooder } = await otherMember(dbName, '洗版者');
    const flood = commentWindow.first + 3;
    for (let i = 1; i <= flood; i++) await flooder.addComment(postId, `洗${i}`);
    await backend.addComment(postId, '之後的留言');
    await openPost(backend, postId, '洗版');

    await waitFor(() => expect(shownComments().at(-1)).toBe('之後的留言'));
    expect(shownComments()).toHaveLength(commentWindow.first);
    expect(shownComments()).not.toContain('洗1');
    fireEvent.click(screen.getByRole('button', { name: copy.olderComments }));
    await waitFor(() => expect(shownComments()[0]).toBe('洗1'));
    expect(shownComments()).toHaveLength(flood + 1);
    expect(screen.queryByRole('button', { name: copy.olderComments })).not.toBeInTheDocument();
  });

  it('offers no 較早的留言 when the whole thread is shown', async () => {
    const { backend, postId } = await readerWithPost({ title: '短串' });
    await backend.addComment(postId, '唯一一則');
    await openPost(backend, postId, '短串');
    await waitFor(() => expect(shownComments()).toEqual(['唯一一則']));
    expect(screen.queryByRole('button', { name: copy.olderComments })).not.toBeInTheDocument();
  });

  it('says so when there are none', async () => {
    const { backend, postId } = await readerWithPost({ title: '沒人留言' });
    await openPost(backend, postId, '沒人留言');
    expect(await screen.findByText(copy.commentsEmpty)).toBeInTheDocument();
  });

  it('sends one with 送出留言, clears the box, and adds it at the end of the thread', async () => {
    const { backend, postId } = await readerWithPost({ title: '留言吧' });
    await backend.addComment(postId, '舊的');
    const { user } = await openPost(backend, postId, '留言吧');
    expect(box()).toHaveAttribute('placeholder', copy.commentPlaceholder);

    await user.type(box(), '  新的留言  ');
    await user.click(submitButton());
    await waitFor(() => expect(shownComments()).toEqual(['舊的', '新的留言']));
    expect(box()).toHaveValue('');
    // Ready for the next one: focus is back in the box, not lost with the disabled button.
    await waitFor(() => expect(box()).toHaveFocus());
    expect(shownCount(copy.commentCountLabel)).toBe(2);
    expect(await storedTexts(backend, postId)).toEqual(['舊的', '新的留言']);
    expect((await storedPost(backend, postId))?.commentsCount).toBe(2);
  });

  it.each([
    ['Ctrl+Enter', '{Control>}{Enter}{/Control}'],
    ['Cmd+Enter', '{Meta>}{Enter}{/Meta}'],
  ])('sends with %s; Enter alone starts a new line', async (_name, keys) => {
    const { backend, postId } = await readerWithPost({ title: '快捷鍵' });
    const { user } = await openPost(backend, postId, '快捷鍵');

    await user.type(box(), '第一行{Enter}第二行');
    expect(box()).toHaveValue('第一行\n第二行');
    await user.keyboard(keys);
    await waitFor(() => expect(shownComments()).toEqual(['第一行\n第二行']));
    expect(box()).toHaveValue('');
  });

  it('refuses a whitespace-only comment with 請輸入留言 and writes nothing', async () => {
    const { backend, postId } = await readerWithPost({ title: '空白' });
    let calls = 0;
    const counted = withOverrides(backend, {
      addComment: (id, content) => {
        calls += 1;
        return backend.addComment(id, content);
      },
    });
    const { user } = await openPost(counted, postId, '空白');

    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(copy.errEmptyComment);
    await user.type(box(), '   {Enter}\t ');
    await user.click(submitButton());
    expect(screen.getByRole('alert')).toHaveTextContent(copy.errEmptyComment);
    expect(calls).toBe(0);
    expect((await storedPost(backend, postId))?.commentsCount).toBe(0);

    await user.type(box(), '好');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('marks a comment of the member the store holds and cannot send yet (等待連線後送出), and takes a second one too, no errTooFast: the budget of the post counts both once sent (test double: the thread delivered from the cache, that comment pending)', async () => {
    const { backend, uid, postId } = await readerWithPost({ title: '寫不進去' });
    await backend.addComment(postId, '很重要的話');
    const offline = withOverrides(backend, {
      // As Firebase delivers a comment kept in the SDK's queue while the server cannot be reached.
      watchComments: (id, callback, onError, newest) =>
        backend.watchComments(
          id,
          (comments) =>
            callback(
              comments.map((c) => (c.uid === uid ? { ...c, pending: true as const } : c)),
              { stale: true },
            ),
          onError,
          newest,
        ),
    });
    const { user } = await openPost(offline, postId, '寫不進去');
    const pending = await screen.findByText(copy.pendingSend);
    expect(pending.closest('li')).toHaveTextContent('很重要的話');

    // Sent back to back with the first once the connection returns, both are within the post's
    // budget (lib/limits.ts paceBudgets): nothing is held back for speed.
    await user.type(box(), '第二句');
    await user.click(submitButton());
    await waitFor(() => expect(box()).toHaveValue(''));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(await storedTexts(backend, postId)).toEqual(['很重要的話', '第二句']);
  });

  it('keeps the text and shows errTooFast when the rules refuse a comment written too soon after the last (test double: the real adapter with a rate-limited addComment)', async () => {
    const { backend, postId } = await readerWithPost({ title: '太快了' });
    const tooSoon = withOverrides(backend, {
      addComment: async () => {
        throw new BackendError('rate-limited');
      },
    });
    const { user } = await openPost(tooSoon, postId, '太快了');

    await user.type(box(), '連續送出的第二則');
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(copy.errTooFast);
    expect(box()).toHaveValue('連續送出的第二則');
    expect(submitButton()).toBeEnabled();
  });

  it('writes one comment for a double click, with the button disabled while sending', async () => {
    const { backend, postId } = await readerWithPost({ title: '連點兩下' });
    const write = deferred();
    let calls = 0;
    const slow = withOverrides(backend, {
      addComment: async (id, content) => {
        calls += 1;
        await write.promise;
        return backend.addComment(id, content);
      },
    });
    const { user } = await openPost(slow, postId, '連點兩下');

    await user.type(box(), '只要一則');
    // Both clicks in one task, before React can render the disabled button.
    act(() => {
      fireEvent.click(submitButton());
      fireEvent.click(submitButton());
    });
    expect(submitButton()).toBeDisabled();
    await user.dblClick(submitButton());
    await user.keyboard('{Control>}{Enter}{/Control}');

    await act(async () => write.resolve());
    await waitFor(() => expect(shownComments()).toEqual(['只要一則']));
    expect(calls).toBe(1);
    expect(await storedTexts(backend, postId)).toEqual(['只要一則']);
    expect(submitButton()).toBeEnabled();
    expect(box()).toHaveValue('');
  });

  it('appear live when written in another tab', async () => {
    const { backend, dbName, email, postId } = await readerWithPost({ title: '即時' });
    await openPost(backend, postId, '即時');
    const otherTab = createLocalBackend({ dbName, seed: 'topics' });
    await otherTab.signIn(email, memberPassword);

    await otherTab.addComment(postId, '從另一個分頁');
    await waitFor(() => expect(shownComments()).toEqual(['從另一個分頁']));
    expect(shownCount(copy.commentCountLabel)).toBe(1);
  });

  it("can be deleted by their author only: the reader's own have 刪除留言, others' do not", async () => {
    const { backend, dbName, postId } = await readerWithPost({ title: '刪除' });
    const { backend: other } = await otherMember(dbName, '別人');
    await backend.addComment(postId, '我的');
    await other.addComment(postId, '別人的');
    const { user } = await openPost(backend, postId, '刪除');
    await waitFor(() => expect(shownComments()).toEqual(['我的', '別人的']));

    const [mine, theirs] = thread();
    // Others' comments offer only 回覆 and ⋯ (檢舉 and 封鎖這位會員: tests/components/safety.test.tsx).
    expect(
      within(theirs as HTMLElement)
        .queryAllByRole('button')
        .map((button) => button.getAttribute('aria-label') ?? button.textContent),
    ).toEqual([copy.reply, copy.more]);
    const deleteButton = within(mine as HTMLElement).getByRole('button', {
      name: copy.commentDelete,
    });

    // One slip destroys nothing: it asks first, and 取消 keeps the comment.
    await user.click(deleteButton);
    let dialog = await screen.findByRole('dialog', { name: copy.deleteCommentConfirm });
    expect(dialog).toHaveTextContent('我的');
    expect(within(dialog).getByRole('button', { name: copy.cancel })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: copy.cancel }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(deleteButton).toHaveFocus();
    expect(shownComments()).toEqual(['我的', '別人的']);
    expect(await storedTexts(backend, postId)).toEqual(['我的', '別人的']);

    await user.click(deleteButton);
    dialog = await screen.findByRole('dialog', { name: copy.deleteCommentConfirm });
    await user.click(within(dialog).getByRole('button', { name: copy.deletePost }));
    await waitFor(() => expect(shownComments()).toEqual(['別人的']));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(shownCount(copy.commentCountLabel)).toBe(1);
    expect(await storedTexts(backend, postId)).toEqual(['別人的']);
    expect((await storedPost(backend, postId))?.commentsCount).toBe(1);
  });

  it('keep the comment and show errOffline when deleting cannot reach the server (test double: the real adapter with a failing deleteComment)', async () => {
    const { backend, postId } = await readerWithPost({ title: '刪不掉' });
    await backend.addComment(postId, '留著');
    const failing = withOverrides(backend, {
      deleteComment: async () => {
        throw new BackendError('unavailable');
      },
    });
    const { user } = await openPost(failing, postId, '刪不掉');
    await waitFor(() => expect(shownComments()).toEqual(['留著']));

    await user.click(screen.getByRole('button', { name: copy.commentDelete }));
    const dialog = await screen.findByRole('dialog', { name: copy.deleteCommentConfirm });
    await user.click(within(dialog).getByRole('button', { name: copy.deletePost }));
    // The question stays open with the failure, so the member can try again or cancel.
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(copy.errOffline);
    expect(shownComments()).toEqual(['留著']);
    await user.click(within(dialog).getByRole('button', { name: copy.cancel }));
    expect(screen.getByRole('button', { name: copy.commentDelete })).toBeEnabled();
  });
});
