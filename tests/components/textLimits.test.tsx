import '../fixtures/jsdomBlob';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Backend } from '../../src/backend/types';
import { copy } from '../../src/copy';
import { textLimits } from '../../src/lib/limits';
import { fakeImageDecoding, fakeObjectUrls } from '../fixtures/fakeImageDecoding';
import { fixtureFile } from '../fixtures/images';
import { memberWithTopics, postsNow } from '../fixtures/members';
import { withOverrides } from './backends';
import { openPost, readerWithPost, storedPost } from './post.fixtures';
import { renderApp } from './renderApp';

// Every limit of src/lib/limits.ts, as a member meets it in the forms: a counter near the limit, the
// field's own message past it, nothing cut, and nothing uploaded or written.
beforeEach(() => {
  fakeImageDecoding();
  fakeObjectUrls();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const counter = (n: number, max: number) =>
  copy.charCount.replace('{n}', String(n)).replace('{max}', String(max));

function alerts(): string[] {
  return screen.queryAllByRole('alert').map((a) => a.textContent ?? '');
}

/** The backend, recording every call that uploads or writes a post (publishPost does both). */
function recordingWrites(backend: Backend) {
  const calls: string[] = [];
  const wrapped = withOverrides(backend, {
    publishPost: (draft, pictures, onProgress) => {
      calls.push(pictures ? 'publish with pictures' : 'publish');
      return backend.publishPost(draft, pictures, onProgress);
    },
  });
  return { backend: wrapped, calls };
}

describe('publishing', () => {
  async function openFilledForm(title: string, content: string) {
    const { backend: recorded, real } = await memberWithTopics();
    const { backend, calls } = recordingWrites(recorded);
    const view = renderApp({ route: '/new-post', backend });
    // The page's code loads lazily; the first import in a test file takes a while.
    await screen.findByRole('option', { name: '美食' }, { timeout: 5000 });
    const { user } = view;
    await user.click(screen.getByLabelText(copy.titleLabel));
    await user.paste(title);
    await user.click(screen.getByLabelText(copy.contentLabel));
    await user.paste(content);
    await user.selectOptions(screen.getByLabelText(copy.topicLabel), '美食');
    await user.upload(screen.getByLabelText(copy.imageLabel), fixtureFile('red-corner-60x40.png'));
    return { ...view, real, calls };
  }

  it(`a title of ${textLimits.title + 1} characters says 標題最多 100 字 at once and uploads nothing`, async () => {
    const title = '長'.repeat(textLimits.title + 1);
    const { user, real, calls } = await openFilledForm(title, '內容');
    expect(alerts()).toEqual([copy.errTitleTooLong]);
    expect(screen.getByText(counter(101, 100))).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: copy.publishSubmit }));
    await waitFor(() => expect(screen.getByLabelText(copy.titleLabel)).toHaveFocus());
    expect(alerts()).toEqual([copy.errTitleTooLong]);
    expect(calls).toEqual([]);
    expect(await postsNow(real, { kind: 'all' })).toEqual([]);
    // Nothing was cut: the member shortens it themselves.
    expect(screen.getByLabelText(copy.titleLabel)).toHaveValue(title);
    expect(screen.getByLabelText(copy.contentLabel)).toHaveValue('內容');
  });

  it(`a content of ${textLimits.content + 1} characters says 內容最多 5000 字 and uploads nothing`, async () => {
    const content = '字'.repeat(textLimits.content + 1);
    const { user, calls } = await openFilledForm('標題', content);
    expect(screen.getByText(counter(5001, 5000))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: copy.publishSubmit }));
    await waitFor(() => expect(screen.getByLabelText(copy.contentLabel)).toHaveFocus());
    expect(alerts()).toEqual([copy.errContentTooLong]);
    expect(calls).toEqual([]);
    expect(screen.getByLabelText(copy.contentLabel)).toHaveValue(content);
  });

  it('a title and content exactly at their limits are published, with the counters showing', async () => {
    const title = '長'.repeat(textLimits.title);
    const content = '字'.repeat(textLimits.content);
    const { user, real, calls, location } = await openFilledForm(title, content);
    expect(screen.getByText(counter(100, 100))).toBeInTheDocument();
    expect(screen.getByText(counter(5000, 5000))).toBeInTheDocument();
    expect(alerts()).toEqual([]);
    await user.click(screen.getByRole('button', { name: copy.publishSubmit }));
    await waitFor(() => expect(location().pathname).toMatch(/^\/posts\/[A-Za-z0-9]{20}$/));
    expect(calls).toEqual(['publish with pictures']);
    const [post, ...others] = await postsNow(real, { kind: 'all' });
    expect(others).toEqual([]);
    expect(location().pathname).toBe(`/posts/${post?.id}`);
    expect(post?.title).toBe(title);
    expect(post?.imageUrl).toMatch(/^data:image\/jpeg/);
  });

  it('shows no counter while the text is far from the limit', async () => {
    await openFilledForm('短標題', '短內容');
    expect(screen.queryByText(/^\d+\/\d+$/)).not.toBeInTheDocument();
    expect(alerts()).toEqual([]);
  });
});

describe('commenting', () => {
  it(`a comment of ${textLimits.comment + 1} characters says 留言最多 1000 字 and is not written`, async () => {
    const { backend, postId } = await readerWithPost({ title: '長留言' });
    const { user } = await openPost(backend, postId, '長留言');
    const box = screen.getByRole('combobox', { name: copy.commentLabel });
    const text = '留'.repeat(textLimits.comment + 1);
    await user.click(box);
    await user.paste(text);
    expect(alerts()).toEqual([copy.errCommentTooLong]);
    expect(screen.getByText(counter(1001, 1000))).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByRole('button', { name: copy.commentSubmit }));
    expect(alerts()).toEqual([copy.errCommentTooLong]);
    expect(box).toHaveValue(text);
    expect((await storedPost(backend, postId))?.commentsCount).toBe(0);

    await user.type(box, '{Backspace}');
    expect(alerts()).toEqual([]);
    await user.click(screen.getByRole('button', { name: copy.commentSubmit }));
    await waitFor(() => expect(box).toHaveValue(''));
    expect((await storedPost(backend, postId))?.commentsCount).toBe(1);
  });
});

describe('the display name', () => {
  it(`a name of ${textLimits.displayName + 1} characters says 名稱最多 30 字; 30 are taken`, async () => {
    const { backend, real } = await memberWithTopics();
    const { user } = renderApp({ route: '/my/settings', backend });
    const row = within(await screen.findByRole('group', { name: copy.nameRow }));
    await user.click(row.getByRole('button', { name: copy.modify }));
    const modal = within(await screen.findByRole('dialog', { name: copy.nameModal }));
    const input = modal.getByLabelText(copy.nameRow);
    await user.click(input);
    await user.paste('名'.repeat(textLimits.displayName + 1));
    expect(modal.getByRole('alert')).toHaveTextContent(copy.errNameTooLong);
    expect(modal.getByText(counter(31, 30))).toBeInTheDocument();
    await user.click(modal.getByRole('button', { name: copy.modify }));
    expect(modal.getByRole('alert')).toHaveTextContent(copy.errNameTooLong);
    expect(real.currentUser()?.displayName).toBe('');
    expect(input).toHaveValue('名'.repeat(31));

    await user.type(input, '{Backspace}');
    expect(modal.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(modal.getByRole('button', { name: copy.modify }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(real.currentUser()?.displayName).toBe('名'.repeat(30));
  });
});
