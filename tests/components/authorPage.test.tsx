import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { unpacedLocalBackend } from '../support/localTimePassing';
import { copy } from '../../src/copy';
import { MemoryStorage } from '../support/MemoryStorage';
import { ScrollableObserver, publishPosts } from './feed.fixtures';
import { otherMember } from './post.fixtures';
import { renderApp } from './renderApp';

// Several live queries per page on fake IndexedDB: slow when the whole suite runs in parallel.
configure({ asyncUtilTimeout: 5000 });

// The reader has not scrolled to the bottom: the list holds its first 4 until asked for more.
beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', ScrollableObserver);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A database with an author named 作者 and `count` posts of theirs (文章 1 … 文章 n). */
async function authorWithPosts(count: number) {
  const dbName = `author-${crypto.randomUUID()}`;
  const author = await otherMember(dbName, '作者');
  const ids = await publishPosts(author.backend, count);
  return { dbName, uid: author.uid, backend: author.backend, ids };
}

/** Someone who has not signed in, on the same database. */
const visitorOf = (dbName: string) =>
  unpacedLocalBackend({ dbName, seed: 'topics', storage: new MemoryStorage() });

const cardTitles = () =>
  [...document.querySelectorAll('.post-card h2')].map((h2) => h2.textContent ?? '');

const heading = (name: string) => copy.authorPage.replace('{name}', name);

describe('author page', () => {
  // The first test of the file waits for the page's code, which loads lazily.
  it(
    'shows a visitor the name, the post count and the posts 4 at a time, newest first',
    { timeout: 20_000 },
    async () => {
      const { dbName, uid } = await authorWithPosts(5);
      const { user } = renderApp({ route: `/users/${uid}`, backend: visitorOf(dbName) });

      const title = await screen.findByRole(
        'heading',
        { level: 1, name: heading('作者') },
        { timeout: 15_000 },
      );
      expect(title).toBeVisible();
      await waitFor(() => expect(document.title).toContain(heading('作者')));
      expect(await screen.findByText(copy.postCount.replace('{n}', '5'))).toBeInTheDocument();
      await waitFor(() => expect(cardTitles()).toEqual(['文章 5', '文章 4', '文章 3', '文章 2']));
      await user.click(screen.getByRole('button', { name: copy.loadMore }));
      await waitFor(() => expect(cardTitles()).toHaveLength(5));
      expect(await screen.findByText(copy.feedEnd)).toBeInTheDocument();
      // Blocking is for members, and never of oneself.
      expect(screen.queryByRole('button', { name: copy.block })).not.toBeInTheDocument();
    },
  );

  it('offers a member 封鎖這位會員, which asks first, then hides the posts and says so; 解除封鎖 after', async () => {
    const { dbName, uid } = await authorWithPosts(2);
    const { backend: reader } = await otherMember(dbName, '讀者');
    const { user } = renderApp({ route: `/users/${uid}`, backend: reader });

    await waitFor(() => expect(cardTitles()).toEqual(['文章 2', '文章 1']));
    await user.click(screen.getByRole('button', { name: copy.block }));
    const dialog = within(await screen.findByRole('dialog', { name: '封鎖作者？' }));
    await user.click(dialog.getByRole('button', { name: copy.blockSubmit }));
    const notice = await screen.findByText(copy.blockedAuthor.replace('{name}', '作者'));
    expect(notice).toHaveAttribute('role', 'status');
    expect(cardTitles()).toEqual([]);
    // Not 目前沒有文章: the posts are there, and hidden.
    expect(screen.queryByText(copy.feedEmpty)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: heading('作者') })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: copy.unblock }));
    await waitFor(() => expect(cardTitles()).toEqual(['文章 2', '文章 1']));
  });

  it('offers the author no 封鎖這位會員 on their own page', async () => {
    const { uid, backend } = await authorWithPosts(1);
    renderApp({ route: `/users/${uid}`, backend });
    await waitFor(() => expect(cardTitles()).toEqual(['文章 1']));
    expect(screen.getByText(copy.postCount.replace('{n}', '1'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: copy.block })).not.toBeInTheDocument();
  });

  it('says 找不到這個頁面 for a uid that is no member', async () => {
    const { dbName } = await authorWithPosts(0);
    renderApp({ route: '/users/nobody', backend: visitorOf(dbName) });
    expect(
      await screen.findByRole('heading', { level: 1, name: copy.pageNotFound }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toContain(copy.pageNotFound));
  });

  it("leads from a post's author and a commenter's name to their page", async () => {
    const { dbName, uid, ids } = await authorWithPosts(1);
    const { backend: reader, uid: readerUid } = await otherMember(dbName, '讀者');
    const post = ids[0] ?? '';
    await reader.addComment(post, '讀者的留言');
    const { user, location } = renderApp({ route: `/posts/${post}`, backend: reader });

    const item = (await screen.findByText('讀者的留言')).closest<HTMLElement>('.post-comment')!;
    expect(within(item).getByRole('link', { name: '讀者' })).toHaveAttribute(
      'href',
      `/users/${readerUid}`,
    );
    await user.click(screen.getByRole('link', { name: '作者' }));
    expect(await screen.findByRole('heading', { level: 1, name: heading('作者') })).toBeVisible();
    expect(location().pathname).toBe(`/users/${uid}`);
  });
});
