import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { copy } from '../../src/copy';
import { paths } from '../../src/lib/paths';
import {
  openPost,
  otherMember,
  readerWithPost,
  shownComments,
  storedComments,
  storedNotices,
  thread,
} from './post.fixtures';

const editor = () => screen.getByRole('combobox', { name: copy.editComment });
const save = () => screen.getByRole('button', { name: copy.saveComment });

/** What `uid` was told of comment `id`: the kinds of their notices of it. */
const toldOf = async (backend: Parameters<typeof storedNotices>[0], uid: string, id: string) =>
  (await storedNotices(backend, uid))
    .filter((notice) => notice.commentId === id)
    .map((notice) => notice.kind);

describe('mentions in an edit (issue 49)', () => {
  it('the edit box suggests with @ as the comment box does; a mention an edit adds tells the member, one it takes out is withdrawn', async () => {
    const { backend, dbName, postId } = await readerWithPost({ title: '編輯提到' });
    const { backend: yun, uid: yunUid } = await otherMember(dbName, '小芸');
    await yun.addComment(postId, '我來了');
    const mine = await backend.addComment(postId, '原本的留言');
    const { user } = await openPost(backend, postId, '編輯提到');
    await waitFor(() => expect(shownComments()).toEqual(['我來了', '原本的留言']));
    const item = thread()[1] as HTMLElement;

    // Picked from the list.
    await user.click(within(item).getByRole('button', { name: copy.editComment }));
    await user.type(editor(), ' @小');
    expect(editor()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['@小芸']);
    await user.keyboard('{Enter}');
    expect(editor()).toHaveValue('原本的留言 @小芸 ');
    await user.click(save());
    const link = await within(item).findByRole('link', { name: '@小芸' });
    expect(link).toHaveAttribute('href', paths.user(yunUid));
    expect((await storedComments(backend, postId)).at(-1)?.mentions).toEqual([yunUid]);
    await waitFor(async () => expect(await toldOf(yun, yunUid, mine)).toEqual(['mention']));

    // Taken out: the notice goes with it.
    await user.click(within(item).getByRole('button', { name: copy.editComment }));
    expect(editor()).toHaveValue('原本的留言 @小芸');
    await user.clear(editor());
    await user.type(editor(), '不提了');
    await user.click(save());
    await waitFor(() => expect(shownComments()).toEqual(['我來了', '不提了']));
    expect((await storedComments(backend, postId)).at(-1)?.mentions).toBeUndefined();
    await waitFor(async () => expect(await toldOf(yun, yunUid, mine)).toEqual([]));

    // Typed in full, not picked: a mention too, and told again.
    await user.click(within(item).getByRole('button', { name: copy.editComment }));
    await user.clear(editor());
    await user.paste('還是要問@小芸');
    await user.click(save());
    await waitFor(() => expect(shownComments()).toEqual(['我來了', '還是要問@小芸']));
    expect(within(item).getByRole('link', { name: '@小芸' })).toBeVisible();
    await waitFor(async () => expect(await toldOf(yun, yunUid, mine)).toEqual(['mention']));
  });
});
