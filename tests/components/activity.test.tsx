import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { copy } from '../../src/copy';
import { paths } from '../../src/lib/paths';
import { memberWithTopics, otherMember, publishTitles } from '../fixtures/members';
import { renderApp } from './renderApp';

const commentNotice = copy.activityComment.replace('{name}', '路人甲').replace('{title}', '牛肉麵');
const likesNotice = copy.activityLikes.replace('{title}', '牛肉麵').replace('{n}', '1');

const activityLink = () => screen.getByRole('link', { name: new RegExp(`^${copy.activity}`) });

describe('/my/activity', () => {
  it('says 目前沒有新通知 when nothing happened on the member’s posts, and 通知 shows no count', async () => {
    const { backend } = await memberWithTopics();
    renderApp({ route: '/my/activity', backend });
    expect(await screen.findByText(copy.activityEmpty)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: copy.activity })).toBeInTheDocument();
    expect(activityLink()).toHaveAccessibleName(copy.activity);
  });

  it('counts another member’s comment and like in the top bar, lists them linking to the post, and opening it clears the count', async () => {
    const { backend, dbName } = await memberWithTopics();
    const [postId] = await publishTitles(backend, ['牛肉麵']);
    const other = await otherMember(dbName);
    await other.updateDisplayName('路人甲');
    const commentId = await other.addComment(postId ?? '', '看起來好吃');
    await other.setLike(postId ?? '', true);
    // The member's own comment on their own post is no news to them.
    await backend.addComment(postId ?? '', '謝謝');

    renderApp({ route: '/posts', backend });
    await waitFor(() => expect(activityLink()).toHaveAccessibleName(`${copy.activity} 2`));

    activityLink().click();
    // New since the member last looked: 未讀, for the whole visit (issue 40).
    const comment = await screen.findByRole('link', {
      name: `${copy.activityUnread} ${commentNotice}`,
    });
    const likes = screen.getByRole('link', { name: `${copy.activityUnread} ${likesNotice}` });
    // A comment opens the post at it (issue 39); likes open the post.
    expect(comment).toHaveAttribute('href', paths.comment(postId ?? '', commentId));
    expect(likes).toHaveAttribute('href', `/posts/${postId}`);
    for (const item of [comment, likes]) {
      expect(item.closest('li')).toHaveClass('activity-page__item--unread');
    }
    await waitFor(() => expect(activityLink()).toHaveAccessibleName(copy.activity));
    // Still marked once seen, while the member reads them.
    expect(screen.getAllByText(copy.activityUnread)).toHaveLength(2);
  });

  it('quotes a comment’s first line; what was new stays 未讀 until the member has seen it, then not', async () => {
    const { backend, dbName } = await memberWithTopics();
    const [postId] = await publishTitles(backend, ['牛肉麵']);
    const other = await otherMember(dbName);
    await other.updateDisplayName('路人甲');
    await other.addComment(postId ?? '', '看起來好吃\n下次帶我去');

    const { user } = renderApp({ route: '/my/activity', backend });
    const comment = await screen.findByRole('link', {
      name: `${copy.activityUnread} ${commentNotice}`,
    });
    const item = comment.closest('li') as HTMLElement;
    expect(item).toHaveTextContent(copy.activityQuote.replace('{text}', '看起來好吃'));
    expect(item).not.toHaveTextContent('下次帶我去');
    await waitFor(() => expect(activityLink()).toHaveAccessibleName(copy.activity));

    // Seen: on the next visit it is an ordinary item; a new one stands out.
    await user.click(screen.getByRole('link', { name: copy.myPosts }));
    await screen.findByRole('heading', { level: 1, name: copy.myPosts });
    await other.addComment(postId ?? '', '再來一碗');
    await waitFor(() => expect(activityLink()).toHaveAccessibleName(`${copy.activity} 1`));
    await user.click(activityLink());
    const seen = await screen.findByRole('link', { name: commentNotice });
    expect(seen.closest('li')).not.toHaveClass('activity-page__item--unread');
    expect(screen.getAllByText(copy.activityUnread)).toHaveLength(1);
    expect(screen.getByText(copy.activityQuote.replace('{text}', '再來一碗'))).toBeInTheDocument();
  });

  it('leaves out what a blocked member did; 20 notices at a time, 20+ in the top bar past them', async () => {
    const { backend, dbName } = await memberWithTopics();
    const [postId = ''] = await publishTitles(backend, ['牛肉麵']);
    const other = await otherMember(dbName);
    await other.updateDisplayName('路人甲');
    const blocked = await otherMember(dbName);
    await blocked.updateDisplayName('討厭鬼');
    await blocked.addComment(postId, '不想看到的話');
    await backend.block(blocked.currentUser()?.uid ?? '');
    for (let i = 1; i <= 21; i += 1) await other.addComment(postId, `第${i}則`);

    const { user } = renderApp({ route: '/posts', backend });
    await waitFor(() => expect(activityLink()).toHaveAccessibleName(`${copy.activity} 20+`));
    await user.click(activityLink());
    await screen.findByText(copy.activityQuote.replace('{text}', '第21則'));
    expect(screen.getAllByRole('listitem')).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: copy.loadMore }));
    await screen.findByText(copy.activityQuote.replace('{text}', '第1則'));
    expect(screen.queryByText(/不想看到的話/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: copy.loadMore })).not.toBeInTheDocument();
  });

  it('clears the count of a notice whose post is gone since, which the list leaves out', async () => {
    const { backend, dbName } = await memberWithTopics();
    const [postId = ''] = await publishTitles(backend, ['牛肉麵']);
    const other = await otherMember(dbName);
    await other.addComment(postId, '看起來好吃');
    await backend.deletePost(postId);

    const { user } = renderApp({ route: '/posts', backend });
    await waitFor(() => expect(activityLink()).toHaveAccessibleName(`${copy.activity} 1`));
    await user.click(activityLink());
    expect(await screen.findByText(copy.activityEmpty)).toBeInTheDocument();
    await waitFor(() => expect(activityLink()).toHaveAccessibleName(copy.activity));
  });
});
