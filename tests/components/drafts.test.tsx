import '../fixtures/jsdomBlob';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Backend } from '../../src/backend/types';
import { readDraftPicture } from '../../src/browser/draftPictures';
import { draftKey, readDraft } from '../../src/browser/draftStore';
import { copy } from '../../src/copy';
import { fakeImageDecoding, fakeObjectUrls } from '../fixtures/fakeImageDecoding';
import { fixtureFile } from '../fixtures/images';
import { memberWithTopics } from '../fixtures/members';
import { freshEmail, memberPassword } from './backends';
import { openPost, readerWithPost } from './post.fixtures';
import { renderApp } from './renderApp';

// jsdom cannot decode pictures or make object URLs of its Blobs: the publish tests' stand-ins.
beforeEach(() => {
  fakeImageDecoding();
  fakeObjectUrls();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // Drafts live in the browser's storage, which a new test's browser would not have.
  localStorage.clear();
});

type User = ReturnType<typeof renderApp>['user'];

function field(label: string) {
  return screen.getByLabelText(label);
}

async function openForm(backend: Backend) {
  const view = renderApp({ route: '/new-post', backend });
  // The page's code loads lazily; the first import in a test file takes a while.
  await screen.findByRole('option', { name: '美食' }, { timeout: 5000 });
  return view;
}

async function type(user: User, { title = '未寄出的標題', content = '還在寫的內容' } = {}) {
  await user.type(field(copy.titleLabel), title);
  await user.type(field(copy.contentLabel), content);
  await user.selectOptions(field(copy.topicLabel), '美食');
}

function expectForm(title: string, content: string, topic: string) {
  expect(field(copy.titleLabel)).toHaveValue(title);
  expect(field(copy.contentLabel)).toHaveValue(content);
  expect(field(copy.topicLabel)).toHaveValue(topic);
}

function leaveQuestion() {
  return screen.queryByRole('dialog', { name: copy.leaveConfirm });
}

describe('the publish form keeps a draft', () => {
  it('comes back after the page is left (texts and picture) with 已還原, until 捨棄草稿', async () => {
    const { backend, uid } = await memberWithTopics();
    const first = await openForm(backend);
    expect(screen.queryByText(copy.draftRestored)).not.toBeInTheDocument();
    await type(first.user);
    await first.user.upload(field(copy.imageLabel), fixtureFile('red-corner-60x40.png'));
    expect(await screen.findByAltText(copy.imagePreview)).toBeInTheDocument();
    first.unmount();

    const second = await openForm(backend);
    expect(screen.getByText(copy.draftRestored)).toBeInTheDocument();
    expectForm('未寄出的標題', '還在寫的內容', '美食');
    // The picture is read back from IndexedDB a moment later.
    expect(await screen.findByText('red-corner-60x40.png')).toBeInTheDocument();
    // Its preview can come a render after its name (the clean CI run found it not yet there).
    expect(await screen.findByAltText(copy.imagePreview)).toBeInTheDocument();

    await second.user.click(screen.getByRole('button', { name: copy.draftDiscard }));
    expectForm('', '', '');
    expect(screen.queryByText('red-corner-60x40.png')).not.toBeInTheDocument();
    expect(screen.queryByText(copy.draftRestored)).not.toBeInTheDocument();
    expect(field(copy.titleLabel)).toHaveFocus();
    second.unmount();

    await openForm(backend);
    expectForm('', '', '');
    expect(screen.queryByText(copy.draftRestored)).not.toBeInTheDocument();
    // Nothing is left to come back a moment later: the browser holds no texts for the form, and, once
    // the picture writes asked before have landed, no picture.
    const key = draftKey(uid, 'new-post');
    expect(readDraft(key)).toBeNull();
    expect(await act(() => readDraftPicture(key))).toBeNull();
    expect(screen.queryByAltText(copy.imagePreview)).not.toBeInTheDocument();
  });

  it('is gone once the post is published, and publishing lands on the post unasked', async () => {
    const { backend } = await memberWithTopics();
    const { user, location, unmount } = await openForm(backend);
    await type(user, { title: '寫完了' });
    await user.click(screen.getByRole('button', { name: copy.publishSubmit }));
    await waitFor(() => expect(location().pathname).toMatch(/^\/posts\/[A-Za-z0-9]{20}$/));
    expect(leaveQuestion()).not.toBeInTheDocument();
    unmount();

    await openForm(backend);
    expectForm('', '', '');
    expect(screen.queryByText(copy.draftRestored)).not.toBeInTheDocument();
  });

  it("is the member's own: another member on the same browser starts empty", async () => {
    const { backend } = await memberWithTopics();
    const first = await openForm(backend);
    await type(first.user, { title: '甲的草稿' });
    first.unmount();

    await backend.signOut();
    await backend.register(freshEmail(), memberPassword);
    const other = await openForm(backend);
    expectForm('', '', '');
    expect(screen.queryByText(copy.draftRestored)).not.toBeInTheDocument();
    await type(other.user, { title: '乙的草稿' });
    other.unmount();

    // Each finds their own.
    const second = renderApp({ route: '/new-post', backend });
    expect(await screen.findByLabelText(copy.titleLabel)).toHaveValue('乙的草稿');
    second.unmount();
  });
});

describe('leaving the publish form with unsent text', () => {
  it('a link asks first: 繼續編輯 stays with the text, 離開 leaves and the draft waits', async () => {
    const { backend } = await memberWithTopics();
    const { user, location, unmount } = await openForm(backend);
    await type(user);

    await user.click(screen.getByRole('link', { name: copy.brand }));
    const question = await screen.findByRole('dialog', { name: copy.leaveConfirm });
    expect(within(question).getByRole('button', { name: copy.leaveStay })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: copy.leaveStay }));
    expect(leaveQuestion()).not.toBeInTheDocument();
    expect(location().pathname).toBe('/new-post');
    expectForm('未寄出的標題', '還在寫的內容', '美食');

    await user.click(screen.getByRole('link', { name: copy.brand }));
    const again = await screen.findByRole('dialog', { name: copy.leaveConfirm });
    await user.click(within(again).getByRole('button', { name: copy.leaveGo }));
    await waitFor(() => expect(location().pathname).toBe('/posts'));
    unmount();

    await openForm(backend);
    expectForm('未寄出的標題', '還在寫的內容', '美食');
  });

  it('Back asks too (Escape stays); an empty form, or one emptied again, is left unasked', async () => {
    const { backend } = await memberWithTopics();
    const { user, location, back, navigate } = renderApp({
      route: '/posts',
      backend,
    });
    await screen.findByText(copy.feedEmpty, undefined, { timeout: 5000 });
    await navigate('/new-post');
    await screen.findByRole('option', { name: '美食' }, { timeout: 5000 });
    await user.type(field(copy.titleLabel), '標');

    await back();
    expect(await screen.findByRole('dialog', { name: copy.leaveConfirm })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(leaveQuestion()).not.toBeInTheDocument();
    expect(location().pathname).toBe('/new-post');
    expect(field(copy.titleLabel)).toHaveValue('標');

    await user.clear(field(copy.titleLabel));
    await back();
    await waitFor(() => expect(location().pathname).toBe('/posts'));
    expect(leaveQuestion()).not.toBeInTheDocument();
  });

  it('登出 asks too; 繼續編輯 keeps the member signed in, and a later move to /posts signs no one out', async () => {
    const { backend } = await memberWithTopics();
    const { user, location } = await openForm(backend);
    await type(user);
    const signOut = () => screen.getByRole('button', { name: copy.menuSignOut });

    await user.click(signOut());
    const question = await screen.findByRole('dialog', { name: copy.leaveConfirm });
    await user.click(within(question).getByRole('button', { name: copy.leaveStay }));
    expect(location().pathname).toBe('/new-post');

    await user.click(screen.getByRole('link', { name: copy.brand }));
    const again = await screen.findByRole('dialog', { name: copy.leaveConfirm });
    await user.click(within(again).getByRole('button', { name: copy.leaveGo }));
    await waitFor(() => expect(location().pathname).toBe('/posts'));
    // The feed's first answer comes after the effects of the render that showed /posts: had the move
    // carried the sign-out, its effect would have ended the session by then (a local sign-out ends it
    // at once).
    expect(await screen.findByText(copy.feedEmpty)).toBeInTheDocument();
    expect(backend.currentUser()).not.toBeNull();
    expect(signOut()).toBeInTheDocument();

    // From the form again, leaving this time: signed out, and the draft waits for the member.
    await user.click(screen.getByRole('link', { name: copy.menuPublish }));
    expect(await screen.findByText(copy.draftRestored)).toBeInTheDocument();
    await user.click(signOut());
    const last = await screen.findByRole('dialog', { name: copy.leaveConfirm });
    await user.click(within(last).getByRole('button', { name: copy.leaveGo }));
    expect(await screen.findByRole('link', { name: copy.menuSignIn })).toBeInTheDocument();
    expect(backend.currentUser()).toBeNull();
  });

  it('closing or reloading the tab asks the browser to ask, only while text is unsent', async () => {
    const { backend } = await memberWithTopics();
    const { user } = await openForm(backend);
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await user.type(field(copy.titleLabel), '標');
    expect(unload()).toBe(true);
  });
});

describe('the post editor keeps a draft', () => {
  async function openEditor(user: User) {
    await user.click(screen.getByRole('button', { name: copy.editPost }));
    return screen.findByRole('dialog', { name: copy.editPost });
  }

  it('取消 keeps the changes for the next opening, with 已還原; 修改 saves them and forgets them', async () => {
    const { backend, postId } = await readerWithPost({ title: '原本的標題' });
    const { user } = await openPost(backend, postId, '原本的標題');
    let editor = await openEditor(user);
    expect(within(editor).queryByText(copy.draftRestored)).not.toBeInTheDocument();
    await user.clear(within(editor).getByLabelText(copy.titleLabel));
    await user.type(within(editor).getByLabelText(copy.titleLabel), '改到一半');
    await user.click(within(editor).getByRole('button', { name: copy.cancel }));
    expect(screen.queryByRole('dialog', { name: copy.editPost })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '原本的標題' })).toBeInTheDocument();

    editor = await openEditor(user);
    expect(within(editor).getByText(copy.draftRestored)).toBeInTheDocument();
    expect(within(editor).getByLabelText(copy.titleLabel)).toHaveValue('改到一半');
    await user.type(within(editor).getByLabelText(copy.titleLabel), '完成');
    await user.click(within(editor).getByRole('button', { name: copy.modify }));
    expect(
      await screen.findByRole('heading', { level: 1, name: '改到一半完成' }),
    ).toBeInTheDocument();

    editor = await openEditor(user);
    expect(within(editor).queryByText(copy.draftRestored)).not.toBeInTheDocument();
    expect(within(editor).getByLabelText(copy.titleLabel)).toHaveValue('改到一半完成');
  });

  it('Back with unsaved changes asks over the editor; 繼續編輯 returns to it', async () => {
    const { backend, postId } = await readerWithPost({ title: '原本的標題' });
    // Back needs somewhere to go back to: the feed, then the post.
    const { user, back, navigate, location } = renderApp({ route: '/posts', backend });
    await screen.findByRole('link', { name: '原本的標題' }, { timeout: 5000 });
    await navigate(`/posts/${postId}`);
    await screen.findByRole('heading', { level: 1, name: '原本的標題' }, { timeout: 5000 });
    const editor = await openEditor(user);
    await user.type(within(editor).getByLabelText(copy.contentLabel), '加一句');
    await back();
    const question = await screen.findByRole('dialog', { name: copy.leaveConfirm });
    // Escape answers the question on top only: the editor stays open beneath it.
    await user.keyboard('{Escape}');
    expect(question).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: copy.editPost })).toBeInTheDocument();
    expect(location().pathname).toBe(`/posts/${postId}`);
    expect(within(editor).getByLabelText(copy.contentLabel)).toHaveValue('牛肉麵加一句');
  });
});

describe('a comment being written', () => {
  it('is still in the box after leaving the post and coming back, and gone once sent', async () => {
    const { backend, postId } = await readerWithPost({ title: '有人留言' });
    const first = await openPost(backend, postId, '有人留言');
    const box = () => screen.getByRole('combobox', { name: copy.commentLabel });
    await first.user.type(box(), '寫到一半的留言');
    first.unmount();

    const second = await openPost(backend, postId, '有人留言');
    expect(box()).toHaveValue('寫到一半的留言');
    await second.user.click(screen.getByRole('button', { name: copy.commentSubmit }));
    await waitFor(() => expect(box()).toHaveValue(''));
    second.unmount();

    await openPost(backend, postId, '有人留言');
    expect(box()).toHaveValue('');
  });
});
