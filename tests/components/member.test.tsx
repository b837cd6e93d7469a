import '../fixtures/jsdomBlob';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Backend } from '../../src/backend/types';
import { copy } from '../../src/copy';
import { fakeImageDecoding, fakeObjectUrls } from '../fixtures/fakeImageDecoding';
import { fixtureFile } from '../fixtures/images';
import {
  deferred,
  memberWithTopics,
  otherMember,
  postsNow,
  publishTitles,
} from '../fixtures/members';
import { withOverrides } from './backends';
import { ScrollableObserver } from './feed.fixtures';
import { renderApp } from './renderApp';

// Picture changes run on a stand-in decoder: jsdom cannot decode (see fakeImageDecoding).
beforeEach(() => {
  fakeImageDecoding();
  fakeObjectUrls();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function cardTitles(): string[] {
  return screen
    .queryAllByRole('listitem')
    .filter((item) => item.querySelector('.post-card'))
    .map((item) => item.querySelector('h2')?.textContent ?? '');
}

/** The 編輯 / 刪除 group of the post titled `title`. */
function actionsOf(title: string) {
  return within(screen.getByRole('group', { name: title }));
}

describe('/my/posts', () => {
  it('says 你還沒有發表文章 when the member has none', async () => {
    const { backend } = await memberWithTopics();
    renderApp({ route: '/my/posts', backend });
    expect(await screen.findByText(copy.myPostsEmpty)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: copy.myPosts })).toBeInTheDocument();
  });

  it("lists only the member's own posts, newest first, 4 more as the reader reaches the bottom", async () => {
    vi.stubGlobal('IntersectionObserver', ScrollableObserver);
    const { backend, real, dbName } = await memberWithTopics();
    const titles = ['一', '二', '三', '四', '五', '六'];
    await publishTitles(real, titles);
    await publishTitles(await otherMember(dbName), ['別人的文章']);
    renderApp({ route: '/my/posts', backend });

    await waitFor(() => expect(cardTitles()).toEqual(['六', '五', '四', '三']));
    expect(screen.queryByText(copy.feedEnd)).not.toBeInTheDocument();
    act(() => ScrollableObserver.reveal());
    await waitFor(() => expect(cardTitles()).toEqual(['六', '五', '四', '三', '二', '一']));
    expect(await screen.findByText(copy.feedEnd)).toBeInTheDocument();
    // Each card has its own 編輯 and 刪除, named by the post.
    expect(actionsOf('一').getByRole('button', { name: copy.editPost })).toBeInTheDocument();
    expect(actionsOf('一').getByRole('button', { name: copy.deletePost })).toBeInTheDocument();
  });

  it('shows a post published elsewhere at the top, live', async () => {
    const { backend, real } = await memberWithTopics();
    await publishTitles(real, ['舊的']);
    renderApp({ route: '/my/posts', backend });
    await waitFor(() => expect(cardTitles()).toEqual(['舊的']));
    await publishTitles(real, ['新的']);
    await waitFor(() => expect(cardTitles()).toEqual(['新的', '舊的']));
  });
});

describe('editing a post', () => {
  async function editing(backend: Backend, title: string) {
    const view = renderApp({ route: '/my/posts', backend });
    await waitFor(() => expect(cardTitles()).toContain(title));
    await view.user.click(actionsOf(title).getByRole('button', { name: copy.editPost }));
    const dialog = await screen.findByRole('dialog', { name: copy.editPost });
    await within(dialog).findByRole('option', { name: '美食' });
    return { ...view, dialog: within(dialog) };
  }

  it('opens with the post filled in, and saves title, content and topic', async () => {
    const { backend, real, uid } = await memberWithTopics();
    await publishTitles(real, ['原本的標題'], '電影');
    const { user, dialog } = await editing(backend, '原本的標題');
    expect(dialog.getByLabelText(copy.titleLabel)).toHaveValue('原本的標題');
    expect(dialog.getByLabelText(copy.contentLabel)).toHaveValue('原本的標題 的內容');
    expect(dialog.getByLabelText(copy.topicLabel)).toHaveValue('電影');
    expect(dialog.getByLabelText(copy.titleLabel)).toHaveFocus();

    await user.clear(dialog.getByLabelText(copy.titleLabel));
    await user.type(dialog.getByLabelText(copy.titleLabel), '新的標題');
    await user.clear(dialog.getByLabelText(copy.contentLabel));
    await user.type(dialog.getByLabelText(copy.contentLabel), '新的內容');
    await user.selectOptions(dialog.getByLabelText(copy.topicLabel), '美食');
    await user.click(dialog.getByRole('button', { name: copy.modify }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(cardTitles()).toEqual(['新的標題']));
    const [post] = await postsNow(real, { kind: 'author', uid });
    expect(post).toMatchObject({
      title: '新的標題',
      content: '新的內容',
      topic: '美食',
      imageUrl: '',
    });
  });

  it('saves a new picture and its card copy with the edit, and the post shows them', async () => {
    const { backend: real, uid } = await memberWithTopics();
    const [id] = await publishTitles(real, ['有圖的文章']);
    const calls: string[] = [];
    const backend = withOverrides(real, {
      listTopics: () => Promise.resolve([{ id: 't', name: '美食' }]),
      updatePost: (postId, patch, pictures, onProgress) => {
        const sent = pictures ? `${pictures.full.type} ${pictures.card.type}` : 'no pictures';
        calls.push(`update ${postId} ${Object.keys(patch).sort().join(',')} ${sent}`);
        return real.updatePost(postId, patch, pictures, onProgress);
      },
    });
    const { user, dialog } = await editing(backend, '有圖的文章');
    await user.upload(dialog.getByLabelText(copy.imageLabel), fixtureFile('red-corner-60x40.png'));
    await dialog.findByAltText(copy.imagePreview);
    await user.click(dialog.getByRole('button', { name: copy.modify }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toEqual([`update ${id} content,title,topic image/jpeg image/jpeg`]);
    const [post] = await postsNow(real, { kind: 'author', uid });
    expect(post?.imageUrl).toMatch(/^data:image\/jpeg/);
    expect(post?.thumbUrl).toMatch(/^data:image\/jpeg/);
  });

  it('取消 changes nothing', async () => {
    const { backend: real, uid } = await memberWithTopics();
    await publishTitles(real, ['不變']);
    const updates: string[] = [];
    const backend = withOverrides(real, {
      listTopics: () => Promise.resolve([{ id: 't', name: '美食' }]),
      updatePost: (id, patch, pictures) => {
        updates.push(id);
        return real.updatePost(id, patch, pictures);
      },
    });
    const { user, dialog } = await editing(backend, '不變');
    await user.type(dialog.getByLabelText(copy.titleLabel), '！！！');
    await user.click(dialog.getByRole('button', { name: copy.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(updates).toEqual([]);
    expect((await postsNow(real, { kind: 'author', uid }))[0]?.title).toBe('不變');
  });

  it('refuses an empty title in the dialog, without writing', async () => {
    const { backend, real, uid } = await memberWithTopics();
    await publishTitles(real, ['標題']);
    const { user, dialog } = await editing(backend, '標題');
    await user.clear(dialog.getByLabelText(copy.titleLabel));
    await user.click(dialog.getByRole('button', { name: copy.modify }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(copy.errNeedTitle);
    expect((await postsNow(real, { kind: 'author', uid }))[0]?.title).toBe('標題');
  });

  it('a failed save shows 發生錯誤 in the dialog and keeps it open', async () => {
    const { backend: real } = await memberWithTopics();
    await publishTitles(real, ['標題']);
    const backend = withOverrides(real, {
      listTopics: () => Promise.resolve([{ id: 't', name: '美食' }]),
      updatePost: () => Promise.reject(new Error('offline')),
    });
    const { user, dialog } = await editing(backend, '標題');
    await user.type(dialog.getByLabelText(copy.titleLabel), '２');
    await user.click(dialog.getByRole('button', { name: copy.modify }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(copy.errGeneric);
    expect(dialog.getByLabelText(copy.titleLabel)).toHaveValue('標題２');
    expect(dialog.getByRole('button', { name: copy.modify })).toBeEnabled();
  });
});

describe('deleting a post', () => {
  it('asks 確定要刪除這篇文章嗎？; 取消 keeps the post, 刪除 removes it and its comments', async () => {
    const { backend, real, uid } = await memberWithTopics();
    const [keep, doomed] = await publishTitles(real, ['留著', '刪掉']);
    await real.addComment(doomed as string, '一則留言');
    const { user } = renderApp({ route: '/my/posts', backend });
    await waitFor(() => expect(cardTitles()).toEqual(['刪掉', '留著']));

    await user.click(actionsOf('刪掉').getByRole('button', { name: copy.deletePost }));
    let dialog = within(await screen.findByRole('dialog', { name: copy.deleteConfirm }));
    expect(dialog.getByText('刪掉')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: copy.cancel })).toHaveFocus();
    await user.click(dialog.getByRole('button', { name: copy.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cardTitles()).toEqual(['刪掉', '留著']);

    await user.click(actionsOf('刪掉').getByRole('button', { name: copy.deletePost }));
    dialog = within(await screen.findByRole('dialog', { name: copy.deleteConfirm }));
    await user.click(dialog.getByRole('button', { name: copy.deletePost }));
    await waitFor(() => expect(cardTitles()).toEqual(['留著']));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect((await postsNow(real, { kind: 'author', uid })).map((p) => p.id)).toEqual([keep]);
    const comments = await new Promise<unknown[]>((resolve) => {
      const stop = real.watchComments(doomed as string, (list) => {
        resolve(list);
        queueMicrotask(() => stop());
      });
    });
    expect(comments).toEqual([]);
  });

  it('a failed delete shows 發生錯誤 and keeps the post', async () => {
    const { backend: real } = await memberWithTopics();
    await publishTitles(real, ['頑強']);
    const hold = deferred();
    const backend = withOverrides(real, {
      deletePost: async () => {
        await hold.promise;
        throw new Error('offline');
      },
    });
    const { user } = renderApp({ route: '/my/posts', backend });
    await waitFor(() => expect(cardTitles()).toEqual(['頑強']));
    await user.click(actionsOf('頑強').getByRole('button', { name: copy.deletePost }));
    const dialog = within(await screen.findByRole('dialog', { name: copy.deleteConfirm }));
    await user.click(dialog.getByRole('button', { name: copy.deletePost }));
    // While it runs: loading, and neither button can be pressed again.
    expect(dialog.getByRole('button', { name: copy.deletePost })).toBeDisabled();
    expect(dialog.getByRole('button', { name: copy.cancel })).toBeDisabled();
    hold.resolve();
    expect(await dialog.findByRole('alert')).toHaveTextContent(copy.errGeneric);
    expect(cardTitles()).toEqual(['頑強']);
  });
});

describe('/my/collections', () => {
  it('says 你還沒有收藏文章 when nothing is bookmarked', async () => {
    const { backend } = await memberWithTopics();
    renderApp({ route: '/my/collections', backend });
    expect(await screen.findByText(copy.myCollectionsEmpty)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: copy.myCollections })).toBeInTheDocument();
  });

  it('lists the bookmarked posts newest first, and drops one when its bookmark goes', async () => {
    const { backend, real, dbName } = await memberWithTopics();
    const other = await otherMember(dbName);
    const [a, , c] = await publishTitles(other, ['甲', '乙', '丙']);
    const [mine] = await publishTitles(real, ['自己的']);
    for (const id of [a, c, mine]) await real.setBookmark(id as string, true);
    renderApp({ route: '/my/collections', backend });
    await waitFor(() => expect(cardTitles()).toEqual(['自己的', '丙', '甲']));
    await real.setBookmark(c as string, false);
    await waitFor(() => expect(cardTitles()).toEqual(['自己的', '甲']));
  });
});
