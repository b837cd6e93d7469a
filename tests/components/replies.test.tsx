import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { copy } from '../../src/copy';
import { openPost, otherMember, readerWithPost, shownCount, storedComments } from './post.fixtures';

/** The comment on screen whose own text is `text` (its `li`, replies inside it). */
function commentWith(text: string): HTMLElement {
  const content = [...document.querySelectorAll<HTMLElement>('.post-comment__content')].find(
    (p) => p.textContent === text || p.textContent?.endsWith(` ${text}`),
  );
  const item = content?.closest<HTMLElement>('.post-comment');
  if (!item) throw new Error(`no comment says ${text}`);
  return item;
}

/** The texts of the replies under the comment that says `text`. */
function repliesUnder(text: string): string[] {
  const list = commentWith(text).querySelector('.reply-list');
  return [...(list?.querySelectorAll('.post-comment__content') ?? [])].map(
    (p) => p.textContent ?? '',
  );
}

/** 回覆 of the comment (or reply) that says `text`: its own, not one of its replies'. */
function replyButtonOf(text: string): HTMLElement {
  const item = commentWith(text);
  const buttons = within(item).getAllByRole('button', { name: copy.reply });
  const own = buttons.find((button) => button.closest('.post-comment') === item);
  if (!own) throw new Error(`no 回覆 on ${text}`);
  return own;
}

afterEach(() => {
  // Drafts live in the browser's storage, which a new test's browser would not have.
  localStorage.clear();
});

describe('replies', () => {
  it('回覆 opens a box naming the author; the reply shows under its comment and is counted', async () => {
    const { backend, dbName, postId } = await readerWithPost({ title: '回覆' });
    const { backend: other } = await otherMember(dbName, '小華');
    await other.addComment(postId, '第一則');
    await openPost(backend, postId, '回覆');
    await waitFor(() => expect(commentWith('第一則')).toBeInTheDocument());

    fireEvent.click(replyButtonOf('第一則'));
    const box = screen.getByRole('combobox', {
      name: copy.replyPlaceholder.replace('{name}', '小華'),
    });
    expect(box).toHaveFocus();
    // Escape closes it, back onto 回覆; 回覆 opens it again.
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(screen.queryByRole('button', { name: copy.replySubmit })).not.toBeInTheDocument();
    await waitFor(() => expect(replyButtonOf('第一則')).toHaveFocus());
    fireEvent.click(replyButtonOf('第一則'));
    const again = screen.getByRole('combobox', {
      name: copy.replyPlaceholder.replace('{name}', '小華'),
    });
    fireEvent.change(again, { target: { value: '我的回覆' } });
    fireEvent.click(screen.getByRole('button', { name: copy.replySubmit }));

    await waitFor(() => expect(repliesUnder('第一則')).toEqual(['我的回覆']));
    expect(screen.queryByRole('button', { name: copy.replySubmit })).not.toBeInTheDocument();
    await waitFor(() => expect(shownCount(copy.commentCountLabel)).toBe(2));
    const stored = await storedComments(backend, postId);
    expect(stored.at(-1)).toMatchObject({ content: '我的回覆', replyTo: stored[0]?.id });
  });

  it('a reply to a reply sits under the same comment and names whom it answers', async () => {
    const { backend, dbName, postId } = await readerWithPost({ title: '串' });
    const { backend: other, uid: otherUid } = await otherMember(dbName, '小華');
    const { backend: third } = await otherMember(dbName, '阿明');
    const top = await other.addComment(postId, '留言');
    await third.addReply(postId, top, '阿明的回覆');
    await openPost(backend, postId, '串');
    await waitFor(() => expect(repliesUnder('留言')).toEqual(['阿明的回覆']));

    fireEvent.click(replyButtonOf('阿明的回覆'));
    const box = screen.getByRole('combobox', {
      name: copy.replyPlaceholder.replace('{name}', '阿明'),
    });
    fireEvent.change(box, { target: { value: '回阿明' } });
    fireEvent.click(screen.getByRole('button', { name: copy.replySubmit }));

    await waitFor(() => expect(repliesUnder('留言')).toEqual(['阿明的回覆', '@阿明 回阿明']));
    const answer = within(commentWith('回阿明')).getByRole('link', { name: '@阿明' });
    expect(answer).toHaveAttribute('href', expect.stringContaining('/users/'));
    expect(answer.getAttribute('href')).not.toContain(otherUid);
  });

  it('a reply to a reply says whom it answers in its box, and names them once when the member names them too', async () => {
    const { backend, dbName, postId } = await readerWithPost({ title: '一次' });
    const { backend: other } = await otherMember(dbName, '小華');
    const { backend: third, uid: thirdUid } = await otherMember(dbName, '安安');
    const top = await other.addComment(postId, '留言');
    await third.addReply(postId, top, '安安的回覆');
    const { user } = await openPost(backend, postId, '一次');
    await waitFor(() => expect(repliesUnder('留言')).toEqual(['安安的回覆']));

    fireEvent.click(replyButtonOf('安安的回覆'));
    const box = screen.getByRole('combobox', {
      name: copy.replyPlaceholder.replace('{name}', '安安'),
    });
    // Said beside the box, in sight while typing, and read with it.
    const to = copy.replyingTo.replace('{name}', '安安');
    expect(screen.getByText(to)).toBeVisible();
    expect(box).toHaveAccessibleDescription(to);
    // The member names them as well, typed in full: a mention, and the thread names them once.
    await user.click(box);
    await user.paste('@安安 沒問題');
    fireEvent.click(screen.getByRole('button', { name: copy.replySubmit }));

    await waitFor(() => expect(repliesUnder('留言')).toEqual(['安安的回覆', '@安安 沒問題']));
    const links = within(commentWith('@安安 沒問題')).getAllByRole('link', { name: '@安安' });
    expect(links).toHaveLength(1);
    const sent = (await storedComments(backend, postId)).at(-1);
    expect(sent).toMatchObject({ content: `<@${thirdUid}> 沒問題`, answers: thirdUid });
  });

  it('shows the first 3 replies, newest last, and 查看其他 {n} 則回覆 for the rest', async () => {
    const { backend, dbName, postId } = await readerWithPost({ title: '多回覆' });
    const { backend: other } = await otherMember(dbName, '小華');
    const top = await backend.addComment(postId, '熱門留言');
    for (let i = 1; i <= 5; i++) await other.addReply(postId, top, `回覆${i}`);
    await openPost(backend, postId, '多回覆');

    await waitFor(() => expect(repliesUnder('熱門留言')).toEqual(['回覆1', '回覆2', '回覆3']));
    const more = screen.getByRole('button', {
      name: copy.repliesMore.replace('{n}', '2'),
    });
    fireEvent.click(more);
    await waitFor(() =>
      expect(repliesUnder('熱門留言')).toEqual(['回覆1', '回覆2', '回覆3', '回覆4', '回覆5']),
    );
    await waitFor(() => expect(commentWith('回覆4')).toHaveFocus());
  });

  it('deleting a comment with replies leaves 這則留言已刪除 with the replies under it', async () => {
    const { backend, dbName, postId } = await readerWithPost({ title: '刪除' });
    const { backend: other } = await otherMember(dbName, '小華');
    const top = await backend.addComment(postId, '要刪的留言');
    await other.addReply(postId, top, '留下的回覆');
    await openPost(backend, postId, '刪除');
    await waitFor(() => expect(repliesUnder('要刪的留言')).toEqual(['留下的回覆']));

    const mine = commentWith('要刪的留言');
    fireEvent.click(within(mine).getAllByRole('button', { name: copy.commentDelete })[0]!);
    const dialog = await screen.findByRole('dialog', { name: copy.deleteCommentConfirm });
    fireEvent.click(within(dialog).getByRole('button', { name: copy.deletePost }));

    await waitFor(() => expect(repliesUnder(copy.commentDeleted)).toEqual(['留下的回覆']));
    expect(screen.queryByText('要刪的留言')).not.toBeInTheDocument();
    expect(
      within(commentWith(copy.commentDeleted)).queryAllByRole('button', { name: copy.reply }),
    ).toHaveLength(1);
    // 💬 counts what readers see (issue 49): the reply, not the cleared comment.
    await waitFor(() => expect(shownCount(copy.commentCountLabel)).toBe(1));
  });
});

describe('a reply being written', () => {
  const boxFor = (name: string) =>
    screen.getByRole('combobox', { name: copy.replyPlaceholder.replace('{name}', name) });

  it('comes back after Escape and after a reload, and is gone once sent', async () => {
    const { backend, dbName, postId } = await readerWithPost({ title: '草稿' });
    const { backend: other } = await otherMember(dbName, '小華');
    await other.addComment(postId, '第一則');
    const first = await openPost(backend, postId, '草稿');
    await waitFor(() => expect(commentWith('第一則')).toBeInTheDocument());
    fireEvent.click(replyButtonOf('第一則'));
    expect(screen.queryByText(copy.draftRestored)).not.toBeInTheDocument();
    fireEvent.change(boxFor('小華'), { target: { value: '寫到一半的回覆' } });
    fireEvent.keyDown(boxFor('小華'), { key: 'Escape' });
    expect(screen.queryByRole('button', { name: copy.replySubmit })).not.toBeInTheDocument();

    fireEvent.click(replyButtonOf('第一則'));
    expect(boxFor('小華')).toHaveValue('寫到一半的回覆');
    expect(screen.getByText(copy.draftRestored)).toBeInTheDocument();
    // A reload: the page starts again, the box closed until 回覆 opens it.
    first.unmount();
    await openPost(backend, postId, '草稿');
    await waitFor(() => expect(commentWith('第一則')).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: copy.replySubmit })).not.toBeInTheDocument();
    fireEvent.click(replyButtonOf('第一則'));
    expect(boxFor('小華')).toHaveValue('寫到一半的回覆');

    fireEvent.click(screen.getByRole('button', { name: copy.replySubmit }));
    await waitFor(() => expect(repliesUnder('第一則')).toEqual(['寫到一半的回覆']));
    fireEvent.click(replyButtonOf('第一則'));
    expect(boxFor('小華')).toHaveValue('');
    expect(screen.queryByText(copy.draftRestored)).not.toBeInTheDocument();
  });

  it("is its member's only, and 捨棄草稿 empties the box for good", async () => {
    const { backend, dbName, postId } = await readerWithPost({ title: '誰的草稿' });
    const { backend: other } = await otherMember(dbName, '小華');
    await other.addComment(postId, '第一則');
    const first = await openPost(backend, postId, '誰的草稿');
    await waitFor(() => expect(commentWith('第一則')).toBeInTheDocument());
    fireEvent.click(replyButtonOf('第一則'));
    fireEvent.change(boxFor('小華'), { target: { value: '不給別人看' } });
    first.unmount();

    // Someone else signed in on the same browser: the box opens empty.
    const second = await openPost(other, postId, '誰的草稿');
    await waitFor(() => expect(commentWith('第一則')).toBeInTheDocument());
    fireEvent.click(replyButtonOf('第一則'));
    expect(boxFor('小華')).toHaveValue('');
    second.unmount();

    const third = await openPost(backend, postId, '誰的草稿');
    await waitFor(() => expect(commentWith('第一則')).toBeInTheDocument());
    fireEvent.click(replyButtonOf('第一則'));
    expect(boxFor('小華')).toHaveValue('不給別人看');
    fireEvent.click(screen.getByRole('button', { name: copy.draftDiscard }));
    expect(boxFor('小華')).toHaveValue('');
    expect(boxFor('小華')).toHaveFocus();
    third.unmount();

    await openPost(backend, postId, '誰的草稿');
    await waitFor(() => expect(commentWith('第一則')).toBeInTheDocument());
    fireEvent.click(replyButtonOf('第一則'));
    expect(boxFor('小華')).toHaveValue('');
  });
});
