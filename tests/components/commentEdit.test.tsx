import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BackendError } from '../../src/backend/errors';
import type { Backend } from '../../src/backend/types';
import { copy } from '../../src/copy';
import { textLimits } from '../../src/lib/limits';
import { withOverrides } from './backends';
import {
  deferred,
  openPost,
  otherMember,
  readerWithPost,
  shownComments,
  storedComments as stored,
  thread,
} from './post.fixtures';

const editor = () => screen.getByRole('combobox', { name: copy.editComment });
const editButton = (item: HTMLElement) =>
  within(item).getByRole('button', { name: copy.editComment });

/** The reader's post with one comment of theirs on it, open on its detail page. */
async function ownComment(
  title: string,
  wrap: (backend: Backend) => Backend = (b) => b,
  { paced = false } = {},
) {
  const { backend, dbName, postId } = await readerWithPost({ title }, { paced });
  await backend.addComment(postId, '原本的留言');
  const view = await openPost(wrap(backend), postId, title);
  await waitFor(() => expect(shownComments()).toEqual(['原本的留言']));
  return { ...view, backend, dbName, postId, item: thread()[0] as HTMLElement };
}

describe('editing a comment', () => {
  it("offers 編輯 on the reader's own comments only", async () => {
    const { backend, dbName, postId } = await readerWithPost({ title: '誰能改' });
    const { backend: other } = await otherMember(dbName, '別人');
    await backend.addComment(postId, '我的');
    await other.addComment(postId, '別人的');
    await openPost(backend, postId, '誰能改');
    await waitFor(() => expect(shownComments()).toEqual(['我的', '別人的']));

    const [mine, theirs] = thread() as [HTMLElement, HTMLElement];
    expect(editButton(mine)).toBeEnabled();
    expect(within(theirs).queryByRole('button', { name: copy.editComment })).toBeNull();
  });

  it('儲存 writes the new text, which shows with （已編輯）, and focus returns to 編輯', async () => {
    const { user, backend, postId, item } = await ownComment('改留言');
    expect(within(item).queryByText(copy.edited)).toBeNull();

    await user.click(editButton(item));
    expect(editor()).toHaveValue('原本的留言');
    expect(editor()).toHaveFocus();
    await user.clear(editor());
    await user.type(editor(), '  改過的留言  ');
    await user.click(screen.getByRole('button', { name: copy.saveComment }));

    await waitFor(() => expect(shownComments()).toEqual(['改過的留言']));
    expect(within(item).getByText(copy.edited)).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: copy.editComment })).toBeNull();
    await waitFor(() => expect(editButton(item)).toHaveFocus());
    const [comment] = await stored(backend, postId);
    expect(comment?.content).toBe('改過的留言');
    expect(comment?.editedAt).toBeGreaterThan(comment?.createdAt ?? Infinity);
  });

  it('saves with Ctrl+Enter too, as the comment box sends', async () => {
    const { user, backend, postId, item } = await ownComment('快捷鍵');
    await user.click(editButton(item));
    await user.type(editor(), '！{Enter}第二行{Control>}{Enter}{/Control}');
    await waitFor(() => expect(shownComments()).toEqual(['原本的留言！\n第二行']));
    expect((await stored(backend, postId))[0]?.content).toBe('原本的留言！\n第二行');
  });

  it('取消 and Escape leave the comment as it was, and write nothing', async () => {
    let calls = 0;
    const { user, backend, postId, item } = await ownComment('不改了', (backend) =>
      withOverrides(backend, {
        editComment: async (...args) => {
          calls += 1;
          return backend.editComment(...args);
        },
      }),
    );

    await user.click(editButton(item));
    await user.type(editor(), '多打的字');
    await user.click(screen.getByRole('button', { name: copy.cancel }));
    expect(shownComments()).toEqual(['原本的留言']);

    await user.click(editButton(item));
    expect(editor()).toHaveValue('原本的留言');
    await user.type(editor(), '多打的字{Escape}');
    expect(shownComments()).toEqual(['原本的留言']);
    expect(calls).toBe(0);
    expect((await stored(backend, postId))[0]?.editedAt).toBe(0);
  });

  it('refuses blank and over-long text with their messages, keeping what was typed', async () => {
    const { user, backend, postId, item } = await ownComment('太長了');
    await user.click(editButton(item));
    await user.clear(editor());
    await user.type(editor(), '   ');
    await user.click(screen.getByRole('button', { name: copy.saveComment }));
    expect(await screen.findByRole('alert')).toHaveTextContent(copy.errEmptyComment);

    const tooLong = '長'.repeat(textLimits.comment + 1);
    fireEvent.change(editor(), { target: { value: tooLong } });
    expect(screen.getByRole('alert')).toHaveTextContent(copy.errCommentTooLong);
    await user.click(screen.getByRole('button', { name: copy.saveComment }));
    expect(editor()).toHaveValue(tooLong);
    expect((await stored(backend, postId))[0]?.content).toBe('原本的留言');
  });

  it('keeps the editor and the text, with errOffline, when the write cannot reach the server (test double: the real adapter with a failing editComment)', async () => {
    const { user, backend, postId, item } = await ownComment('改不了', (backend) =>
      withOverrides(backend, {
        editComment: async () => {
          throw new BackendError('unavailable');
        },
      }),
    );
    await user.click(editButton(item));
    await user.type(editor(), '，補充');
    await user.click(screen.getByRole('button', { name: copy.saveComment }));

    expect(await screen.findByRole('alert')).toHaveTextContent(copy.errOffline);
    expect(editor()).toHaveValue('原本的留言，補充');
    expect(screen.getByRole('button', { name: copy.saveComment })).toBeEnabled();
    expect((await stored(backend, postId))[0]?.content).toBe('原本的留言');
  });

  it('keeps the editor and the text, with errTooFast, when the store paces an edit made within 2 s of the last (in another tab)', async () => {
    const { user, backend, postId, item } = await ownComment('改太快', undefined, { paced: true });
    const [comment] = await stored(backend, postId);
    await backend.editComment(postId, comment?.id ?? '', '另一個分頁改的');
    await user.click(editButton(item));
    await user.clear(editor());
    await user.type(editor(), '這裡改的');
    await user.click(screen.getByRole('button', { name: copy.saveComment }));

    expect(await screen.findByRole('alert')).toHaveTextContent(copy.errTooFast);
    expect(editor()).toHaveValue('這裡改的');
    expect(screen.getByRole('button', { name: copy.saveComment })).toBeEnabled();
    expect((await stored(backend, postId))[0]?.content).toBe('另一個分頁改的');
  });

  it('writes once for a double click on 儲存, read-only while saving', async () => {
    const write = deferred();
    let calls = 0;
    const { user, backend, postId, item } = await ownComment('連點', (backend) =>
      withOverrides(backend, {
        editComment: async (...args) => {
          calls += 1;
          await write.promise;
          return backend.editComment(...args);
        },
      }),
    );
    await user.click(editButton(item));
    await user.type(editor(), '！');
    const save = screen.getByRole('button', { name: copy.saveComment });
    act(() => {
      fireEvent.click(save);
      fireEvent.click(save);
    });
    expect(save).toBeDisabled();
    expect(editor()).toHaveAttribute('readonly');

    await act(async () => write.resolve());
    await waitFor(() => expect(shownComments()).toEqual(['原本的留言！']));
    expect(calls).toBe(1);
    expect((await stored(backend, postId))[0]?.content).toBe('原本的留言！');
  });
});
