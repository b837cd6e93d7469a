import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { App } from '../../src/app/App';
import { createLocalBackend } from '../../src/backend/local';
import { copy } from '../../src/copy';
import { BackendProvider } from '../../src/hooks/BackendProvider';
import { fullDate } from '../../src/lib/relativeTime';
import { memberPassword } from './backends';
import { storeWithPictures } from './feed.fixtures';
import { LocalDatabase } from '../../src/backend/local/db';
import {
  likeButton,
  openPost,
  otherMember,
  publish,
  readerWithPost,
  shownCount,
  storedPost,
} from './post.fixtures';
import { renderApp } from './renderApp';

function article(): HTMLElement {
  return screen.getByRole('article');
}

describe('the post detail page', () => {
  it('shows 載入中… first, then the post in full', async () => {
    const { backend, postId } = await readerWithPost({
      title: '台南小吃',
      content: '第一行\n\n第三行',
      topic: '美食',
    });
    renderApp({ route: `/posts/${postId}`, backend });
    // Found is shown: the post may replace it a moment later, before another check could look.
    await screen.findByText(copy.loading);

    const title = await screen.findByRole(
      'heading',
      { level: 1, name: '台南小吃' },
      { timeout: 5000 },
    );
    const post = article();
    expect(post).toContainElement(title);
    // Line breaks reach the DOM as typed; the stylesheet (checked in the e2e test) keeps them on screen.
    expect(post.querySelector('.post-view__content')?.textContent).toBe('第一行\n\n第三行');
    expect(within(post).getByRole('link', { name: '美食' })).toHaveAttribute(
      'href',
      `/posts?topic=${encodeURIComponent('美食')}`,
    );
    expect(within(post).getByText(copy.defaultAuthor)).toBeInTheDocument();
    expect(shownCount(copy.likeCountLabel)).toBe(0);
    expect(shownCount(copy.commentCountLabel)).toBe(0);
    // The comments arrive on their own subscription, after the post.
    await waitFor(() => expect(screen.queryByText(copy.loading)).not.toBeInTheDocument());
  });

  it('gives the created time relatively, with the full date on hover', async () => {
    const { backend, postId } = await readerWithPost({ title: '時間' });
    await openPost(backend, postId, '時間');
    const time = article().querySelector('time');
    expect(time).toHaveTextContent('現在');
    const createdAt = Date.parse(time?.getAttribute('datetime') ?? '');
    expect(Date.now() - createdAt).toBeLessThan(60_000);
    // Formatted on the first hover, not for every time shown (lib/relativeTime.ts).
    expect(time).not.toHaveAttribute('title');
    await userEvent.hover(time as Element);
    expect(time).toHaveAttribute('title', fullDate(createdAt));
  });

  it('shows a text post with no picture frame; draws a placeholder for a picture that fails to load', async () => {
    const { backend, dbName, postId } = await readerWithPost({ title: '無圖' });
    const view = await openPost(backend, postId, '無圖');
    expect(article().querySelector('img')).toBeNull();
    expect(article().querySelector('.post-picture')).toBeNull();
    view.unmount();

    const broken = await storeWithPictures(
      backend,
      dbName,
      { title: '壞圖', content: '內容', topic: '美食' },
      { imageUrl: '/seed/missing.svg', thumbUrl: '' },
    );
    await openPost(backend, broken, '壞圖');
    const img = article().querySelector('img');
    expect(img).toHaveAttribute('src', '/seed/missing.svg');
    fireEvent.error(img as HTMLImageElement);
    expect(article().querySelector('img')).toBeNull();
    expect(article().querySelector('.post-picture__placeholder')).not.toBeNull();
  });

  it("shows the author's current name, not the one stored with the post", async () => {
    const { backend, dbName } = await readerWithPost();
    const { backend: author } = await otherMember(dbName, '阿明');
    const theirs = await publish(author, { title: '阿明的文章' });
    await openPost(backend, theirs, '阿明的文章');
    expect(within(article()).getByText('阿明')).toBeInTheDocument();

    await author.updateDisplayName('小明');
    expect(await within(article()).findByText('小明')).toBeInTheDocument();
    expect(within(article()).queryByText('阿明')).not.toBeInTheDocument();
  });

  it('works under StrictMode, which mounts every effect twice, as main.tsx renders it', async () => {
    const { backend, postId } = await readerWithPost({ title: '嚴格模式' });
    const user = userEvent.setup();
    render(
      <StrictMode>
        <BackendProvider backend={backend}>
          <MemoryRouter initialEntries={[`/posts/${postId}`]}>
            <App />
          </MemoryRouter>
        </BackendProvider>
      </StrictMode>,
    );
    await screen.findByRole('heading', { level: 1, name: '嚴格模式' }, { timeout: 5000 });
    await waitFor(() => expect(likeButton()).toBeEnabled());

    await user.click(likeButton());
    await user.type(screen.getByRole('combobox', { name: copy.commentLabel }), '一則');
    await user.click(screen.getByRole('button', { name: copy.commentSubmit }));
    await waitFor(async () => {
      const stored = await storedPost(backend, postId);
      expect(stored?.likeCount).toBe(1);
      expect(stored?.commentsCount).toBe(1);
    });
    await waitFor(() => expect(shownCount(copy.commentCountLabel)).toBe(1));
    expect(likeButton()).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findAllByText('一則')).toHaveLength(1);
  });

  it('shows 找不到這篇文章 for an unknown id', async () => {
    const { backend } = await readerWithPost();
    renderApp({ route: '/posts/no-such-post', backend });
    expect(
      await screen.findByRole('heading', { level: 1, name: copy.postNotFound }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: copy.backToFeed })).toHaveAttribute('href', '/posts');
  });

  it('follows the post live from another tab, and shows 找不到這篇文章 once it is deleted there', async () => {
    const { backend, dbName, email, postId } = await readerWithPost({ title: '原本的標題' });
    await openPost(backend, postId, '原本的標題');

    const otherTab = createLocalBackend({ dbName, seed: 'topics' });
    await otherTab.signIn(email, memberPassword);
    await otherTab.updatePost(postId, { title: '改過的標題', content: '新的內容' }, null);
    expect(
      await screen.findByRole('heading', { level: 1, name: '改過的標題' }),
    ).toBeInTheDocument();
    expect(screen.getByText('新的內容')).toBeInTheDocument();

    await otherTab.deletePost(postId);
    expect(
      await screen.findByRole('heading', { level: 1, name: copy.postNotFound }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});

describe("the member's own post, on its page", () => {
  it('offers 編輯 and 刪除 on their own post only', async () => {
    const { backend, dbName, postId } = await readerWithPost({ title: '我寫的' });
    const { backend: other } = await otherMember(dbName, '別人');
    const theirs = await publish(other, { title: '別人寫的' });
    const view = await openPost(backend, postId, '我寫的');
    const actions = within(screen.getByRole('group', { name: '我寫的' }));
    expect(actions.getByRole('button', { name: copy.editPost })).toBeInTheDocument();
    expect(actions.getByRole('button', { name: copy.deletePost })).toBeInTheDocument();
    view.unmount();

    await openPost(backend, theirs, '別人寫的');
    expect(screen.queryByRole('button', { name: copy.editPost })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: copy.deletePost })).not.toBeInTheDocument();
  });

  it('edits it in place: the page shows the new title', async () => {
    const { backend, postId } = await readerWithPost({ title: '舊標題', topic: '美食' });
    const { user } = await openPost(backend, postId, '舊標題');
    await user.click(screen.getByRole('button', { name: copy.editPost }));
    const dialog = within(await screen.findByRole('dialog', { name: copy.editPost }));
    const title = dialog.getByLabelText(copy.titleLabel);
    expect(title).toHaveValue('舊標題');
    await user.clear(title);
    await user.type(title, '新標題');
    await user.click(dialog.getByRole('button', { name: copy.modify }));
    expect(await screen.findByRole('heading', { level: 1, name: '新標題' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect((await storedPost(backend, postId))?.title).toBe('新標題');
  });

  it('deletes it after 確定要刪除這篇文章嗎？ and goes to the feed', async () => {
    const { backend, postId } = await readerWithPost({ title: '要刪的' });
    const { user, location } = await openPost(backend, postId, '要刪的');
    await user.click(screen.getByRole('button', { name: copy.deletePost }));
    const dialog = within(await screen.findByRole('dialog', { name: copy.deleteConfirm }));
    expect(dialog.getByText('要刪的')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: copy.deletePost }));
    await waitFor(() => expect(location().pathname).toBe('/posts'));
    expect(await storedPost(backend, postId)).toBeNull();
    expect(await screen.findByText(copy.feedEmpty)).toBeInTheDocument();
  });
});

/**
 * Gives `uid` the display name `name` as a build before the names' allow-list (issue 29) could store
 * it: such a name stays its member's until they rename, so it must still be shown as text.
 */
async function legacyName(dbName: string, uid: string, name: string) {
  const db = new LocalDatabase(dbName);
  try {
    await db.accounts.update(uid, { displayName: name });
    await db.users.update(uid, { displayName: name });
  } finally {
    db.close();
  }
}

describe('text a member wrote', () => {
  const markup = [
    // Short enough for a display name (30 characters).
    '<img src=x onerror=__xss=1>',
    '<script>window.__xss=1</script>',
    '<a href="javascript:window.__xss=1">點我</a>',
  ];

  it('stays text in the title, content, comments and display names: no element is made of it', async () => {
    const { backend, dbName } = await readerWithPost();
    const { backend: author, uid } = await otherMember(dbName, '作者');
    await legacyName(dbName, uid, markup[0] ?? '');
    const content = `${markup[1]}\n看看 https://example.com/page`;
    const postId = await publish(author, { title: markup[0] ?? '', content });
    await author.addComment(postId, markup[2] ?? '');
    await backend.addComment(postId, markup[1] ?? '');

    await openPost(backend, postId, markup[0] ?? '');
    const page = screen.getByRole('main');
    await waitFor(() => expect(page.querySelectorAll('.post-comment')).toHaveLength(2));

    expect(page.querySelector('.post-view__content')?.textContent).toBe(content);
    expect(within(article()).getByText(markup[0] ?? '', { selector: 'span' })).toBeInTheDocument();
    const comments = [...page.querySelectorAll('.post-comment__content')].map((c) => c.textContent);
    expect(comments).toEqual([markup[2], markup[1]]);
    expect(
      within(page).getAllByText(markup[0] ?? '', { selector: '.post-comment__author' }),
    ).toHaveLength(1);

    // No picture (the post has none, nobody has an avatar), no script, no javascript: link; the one
    // web address is the only link made from text.
    expect(page.querySelectorAll('img, script')).toHaveLength(0);
    expect(page.querySelector('a[href^="javascript"]')).toBeNull();
    const madeLinks = [...page.querySelectorAll('.post-view__content a, .post-comment__content a')];
    expect(madeLinks.map((a) => a.getAttribute('href'))).toEqual(['https://example.com/page']);
    expect((window as { __xss?: unknown }).__xss).toBeUndefined();
  });

  it('makes its http and https addresses links that open in a new tab, told nothing of this page', async () => {
    const { backend, postId } = await readerWithPost({
      title: '有網址',
      content: '食譜在 https://example.com/recipe?id=1。另見 javascript:alert(1)',
    });
    await backend.addComment(postId, '我也推 http://example.org/中文 (真的)');
    await openPost(backend, postId, '有網址');
    await waitFor(() => expect(screen.getAllByRole('link', { name: /^https?:/ })).toHaveLength(2));
    const recipe = screen.getByRole('link', { name: 'https://example.com/recipe?id=1' });
    expect(recipe).toHaveAttribute('href', 'https://example.com/recipe?id=1');
    expect(recipe).toHaveAttribute('target', '_blank');
    expect(recipe).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
    expect(recipe.closest('.post-view__content')?.textContent).toBe(
      '食譜在 https://example.com/recipe?id=1。另見 javascript:alert(1)',
    );
    const comment = screen.getByRole('link', { name: 'http://example.org/中文' });
    expect(comment).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
    expect(comment).toHaveAttribute('target', '_blank');
    expect(document.querySelector('a[href^="javascript"]')).toBeNull();
  });
});
