import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { copy } from '../../src/copy';
import { textLimits } from '../../src/lib/limits';
import { paths } from '../../src/lib/paths';
import { memberWithTopics, otherMember, publishTitles } from '../fixtures/members';
import {
  openPost,
  otherMember as member,
  readerWithPost,
  storedComments,
  storedNotices,
} from './post.fixtures';
import { renderApp } from './renderApp';

const box = () => screen.getByRole('combobox', { name: copy.commentLabel });
const counter = (n: number, max: number) =>
  copy.charCount.replace('{n}', String(n)).replace('{max}', String(max));
const alerts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent ?? '');

describe('mentions (issue 39)', () => {
  it('@ suggests the post’s participants by name, from the keyboard, and sends the mention as an id', async () => {
    const { backend, dbName } = await memberWithTopics();
    const writer = await otherMember(dbName);
    await writer.updateDisplayName('作者');
    const [postId = ''] = await publishTitles(writer, ['提到']);
    const commenter = await otherMember(dbName);
    await commenter.updateDisplayName('小芸');
    await commenter.addComment(postId, '我來了');
    const { user } = await openPost(backend, postId, '提到');
    await screen.findByText('我來了');

    // The hint, once, describing the box.
    expect(screen.getAllByText(copy.mentionHint)).toHaveLength(1);
    expect(box()).toHaveAccessibleDescription(copy.mentionHint);
    expect(box()).toHaveAttribute('aria-expanded', 'false');

    await user.click(box());
    await user.keyboard('嗨 @');
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('listbox');
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['@作者', '@小芸']);
    await user.keyboard('{ArrowDown}');
    const chosen = within(list).getByRole('option', { name: '@小芸' });
    expect(chosen).toHaveAttribute('aria-selected', 'true');
    expect(box()).toHaveAttribute('aria-activedescendant', chosen.id);
    await user.keyboard('{Enter}');
    expect(box()).toHaveValue('嗨 @小芸 ');
    expect(box()).toHaveAttribute('aria-expanded', 'false');

    // Escape closes the list alone; the text stays.
    await user.keyboard('和 @作');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['@作者']);
    await user.keyboard('{Escape}');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).toHaveValue('嗨 @小芸 和 @作');

    fireEvent.click(screen.getByRole('button', { name: copy.commentSubmit }));
    await waitFor(() => expect(box()).toHaveValue(''));
    const sent = (await storedComments(backend, postId)).at(-1);
    expect(sent?.mentions).toEqual([commenter.currentUser()?.uid]);
    expect(sent?.content).toBe(`嗨 <@${commenter.currentUser()?.uid}> 和 @作`);
    // Shown as the member's current name, linking to their page.
    const link = await screen.findByRole('link', { name: '@小芸' });
    expect(link).toHaveAttribute('href', paths.user(commenter.currentUser()?.uid ?? ''));
  });

  it('tells the member mentioned: {name} 在「{title}」提到你, opening the post at the comment', async () => {
    const { backend, dbName, uid } = await memberWithTopics();
    const writer = await otherMember(dbName);
    await writer.updateDisplayName('作者');
    const [postId = ''] = await publishTitles(writer, ['被提到的文章']);
    const said = await writer.addComment(postId, `<@${uid}> 你覺得呢？`);

    renderApp({ route: '/my/activity', backend });
    const notice = copy.activityMention
      .replace('{name}', '作者')
      .replace('{title}', '被提到的文章');
    const item = await screen.findByRole('link', { name: `${copy.activityUnread} ${notice}` });
    expect(item).toHaveAttribute('href', paths.comment(postId, said));
  });

  it('a participant’s name typed in full after @ is a mention, as if picked; any other @ stays text', async () => {
    const { backend, dbName, postId } = await readerWithPost({ title: '打字提到' });
    const { backend: yun, uid: yunUid } = await member(dbName, '小芸');
    const { backend: yunyun, uid: yunyunUid } = await member(dbName, '小芸芸');
    await yun.addComment(postId, '我來了');
    await yunyun.addComment(postId, '我也來了');
    const { user } = await openPost(backend, postId, '打字提到');
    await screen.findByText('我也來了');

    // Typed, not picked: the longest name wins, a name followed by more text too; @ before a name
    // of no one here (or nothing) stays text.
    await user.click(box());
    await user.paste('@小芸你好，@小芸芸 也是，@別人 @');
    fireEvent.click(screen.getByRole('button', { name: copy.commentSubmit }));
    await waitFor(() => expect(box()).toHaveValue(''));

    const sent = (await storedComments(backend, postId)).at(-1);
    expect(sent?.content).toBe(`<@${yunUid}>你好，<@${yunyunUid}> 也是，@別人 @`);
    expect(sent?.mentions).toEqual([yunUid, yunyunUid]);
    expect(await screen.findByRole('link', { name: '@小芸' })).toHaveAttribute(
      'href',
      paths.user(yunUid),
    );
    expect(screen.getByRole('link', { name: '@小芸芸' })).toHaveAttribute(
      'href',
      paths.user(yunyunUid),
    );
    // Each is told, as when picked from the list.
    for (const [who, uid] of [
      [yun, yunUid],
      [yunyun, yunyunUid],
    ] as const) {
      const told = await storedNotices(who, uid);
      expect(told.map((notice) => [notice.kind, notice.commentId])).toEqual([
        ['mention', sent?.id],
      ]);
    }
  });

  it('counts a mention as it is stored: at the limit a comment with a mention is sent, one more character is refused in words', async () => {
    const { backend, dbName, postId } = await readerWithPost({ title: '長的提到' });
    const { backend: yun, uid: yunUid } = await member(dbName, '小芸');
    await yun.addComment(postId, '我來了');
    const { user } = await openPost(backend, postId, '長的提到');
    await screen.findByText('我來了');

    // `@小芸` shows 3 characters and is stored as <@uid>: the text stored is exactly at the limit.
    const stored = `<@${yunUid}> `;
    const text = `@小芸 ${'留'.repeat(textLimits.comment - stored.length)}`;
    await user.click(box());
    await user.paste(`${text}字`);
    expect(alerts()).toEqual([copy.errCommentTooLong]);
    expect(screen.getByText(counter(textLimits.comment + 1, textLimits.comment))).toBeVisible();
    await user.click(screen.getByRole('button', { name: copy.commentSubmit }));
    expect(alerts()).toEqual([copy.errCommentTooLong]);
    expect(box()).toHaveValue(`${text}字`);

    await user.type(box(), '{Backspace}');
    expect(alerts()).toEqual([]);
    expect(screen.getByText(counter(textLimits.comment, textLimits.comment))).toBeVisible();
    await user.click(screen.getByRole('button', { name: copy.commentSubmit }));
    await waitFor(() => expect(box()).toHaveValue(''));
    const sent = (await storedComments(backend, postId)).at(-1);
    expect(sent?.content).toHaveLength(textLimits.comment);
    expect(sent?.mentions).toEqual([yunUid]);
    expect(alerts()).toEqual([]);
  });

  it('a name shown for more than one member (使用者) names no one when typed', async () => {
    const { backend, dbName, postId } = await readerWithPost({ title: '沒有名字' });
    const { backend: first } = await member(dbName);
    const { backend: second } = await member(dbName);
    await first.addComment(postId, '第一位');
    await second.addComment(postId, '第二位');
    const { user } = await openPost(backend, postId, '沒有名字');
    await screen.findByText('第二位');

    await user.click(box());
    await user.paste(`@${copy.defaultAuthor} 你是誰？`);
    fireEvent.click(screen.getByRole('button', { name: copy.commentSubmit }));
    await waitFor(() => expect(box()).toHaveValue(''));
    const sent = (await storedComments(backend, postId)).at(-1);
    expect(sent?.content).toBe(`@${copy.defaultAuthor} 你是誰？`);
    expect(sent?.mentions).toBeUndefined();
  });
});
