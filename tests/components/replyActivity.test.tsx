import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { copy } from '../../src/copy';
import { commentAnchor, paths } from '../../src/lib/paths';
import { memberWithTopics, otherMember, publishTitles } from '../fixtures/members';
import { renderApp } from './renderApp';

describe('通知 of replies (issue 39)', () => {
  it('says {name} 在「{title}」回覆了你的留言 with the reply’s line, and opens the post at the reply', async () => {
    const { backend, dbName } = await memberWithTopics();
    const writer = await otherMember(dbName);
    await writer.updateDisplayName('作者');
    const [postId = ''] = await publishTitles(writer, ['別人的文章']);
    const mine = await backend.addComment(postId, '我的留言');
    const other = await otherMember(dbName);
    await other.updateDisplayName('路人甲');
    const reply = await other.addReply(postId, mine, '同意你的看法');

    const { user } = renderApp({ route: '/my/activity', backend });
    const notice = copy.activityReplyOn
      .replace('{name}', '路人甲')
      .replace('{title}', '別人的文章');
    const item = await screen.findByRole('link', { name: `${copy.activityUnread} ${notice}` });
    expect(item).toHaveAttribute('href', paths.comment(postId, reply));
    expect(screen.getByText(copy.activityQuote.replace('{text}', '同意你的看法'))).toBeVisible();

    await user.click(item);
    // The post, with the reply marked and focused (CommentList).
    await screen.findByRole('heading', { level: 1, name: '別人的文章' });
    await waitFor(() => expect(document.getElementById(commentAnchor(reply))).toHaveFocus());
    expect(document.getElementById(commentAnchor(reply))).toHaveClass('post-comment--target');
  });
});
