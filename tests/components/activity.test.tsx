import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { copy } from '../../src/copy';
import { memberWithTopics, otherMember, publishTitles } from '../fixtures/members';
import { renderApp } from './renderApp';

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
    await other.addComment(postId ?? '', '看起來好吃');
    await other.setLike(postId ?? '', true);
    // The member's own comment on their own post is no news to them.
    await backend.addComment(postId ?? '', '謝謝');

    renderApp({ route: '/posts', backend });
    await waitFor(() => expect(activityLink()).toHaveAccessibleName(`${copy.activity} 2`));

    activityLink().click();
    const comment = await screen.findByRole('link', {
      name: copy.activityComment.replace('{name}', '路人甲').replace('{title}', '牛肉麵'),
    });
    const likes = screen.getByRole('link', {
      name: copy.activityLikes.replace('{title}', '牛肉麵').replace('{n}', '1'),
    });
    for (const item of [comment, likes]) {
      expect(item).toHaveAttribute('href', `/posts/${postId}`);
    }
    await waitFor(() => expect(activityLink()).toHaveAccessibleName(copy.activity));
  });
});
