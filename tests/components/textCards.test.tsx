import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { noPictures } from '../../src/backend/core/pictureNames';
import { memberBackend, storeWithPictures } from './feed.fixtures';
import { otherMember } from './post.fixtures';
import { renderApp } from './renderApp';

/** The card of the post titled `title`, once listed. */
async function cardOf(title: string): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { level: 2, name: title });
  return heading.closest<HTMLElement>('.post-card')!;
}

describe('a post without a picture, in a list', () => {
  it('is a text card: no picture box, a longer excerpt; a post with one keeps its picture', async () => {
    const { backend, dbName } = await memberBackend();
    await storeWithPictures(
      backend,
      dbName,
      { title: '有圖', content: '圖文', topic: '生活' },
      { imageUrl: '/seed/life-cafe.svg', thumbUrl: '/seed/life-cafe.svg' },
    );
    await storeWithPictures(
      backend,
      dbName,
      { title: '只有文字', content: '一段文字', topic: '生活' },
      noPictures,
    );
    for (const route of ['/posts', '/my/posts']) {
      const { unmount } = renderApp({ route, backend });
      const text = await cardOf('只有文字');
      // Nothing drawn where a picture would be: no picture, no placeholder frame.
      expect(text.querySelector('img, svg:not(.glyph), [class*="picture"]'), route).toBeNull();
      expect(text).toHaveClass('post-card--text');
      expect(text).toHaveTextContent('一段文字');
      const pictured = await cardOf('有圖');
      expect(pictured.querySelector('img'), route).toHaveAttribute('src', '/seed/life-cafe.svg');
      expect(pictured).not.toHaveClass('post-card--text');
      unmount();
    }
  });
});

describe("an author's page", () => {
  it('is headed {name}的文章 with no space, and its cards leave out the author line', async () => {
    const { dbName } = await memberBackend();
    const author = await otherMember(dbName, '阿哲');
    await author.backend.publishPost({ title: '阿哲的一篇', content: '內容', topic: '生活' }, null);
    renderApp({ route: `/users/${author.uid}`, backend: author.backend });

    expect(await screen.findByRole('heading', { level: 1, name: '阿哲的文章' })).toBeVisible();
    const card = await cardOf('阿哲的一篇');
    // The topic and the time stay; the name and picture are the heading's already.
    expect(card).toHaveTextContent('生活');
    expect(card.querySelector(`a[href="/users/${author.uid}"]`)).toBeNull();
    expect(card.querySelector('.post-card__meta')).not.toHaveTextContent('阿哲');
    expect(card.querySelector('.avatar, .avatar-icon')).toBeNull();

    // Elsewhere the same card names its author.
    renderApp({ route: '/posts', backend: author.backend });
    await waitFor(() =>
      expect(document.querySelectorAll(`.post-card a[href="/users/${author.uid}"]`)).toHaveLength(
        1,
      ),
    );
  });
});
