import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
