import { BackendError } from '../../src/backend/errors';
import '../fixtures/jsdomBlob';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Backend, ProgressListener } from '../../src/backend/types';
import { copy } from '../../src/copy';
import { maxImageBytes } from '../../src/browser/imageFile';
import { LocalDatabase } from '../../src/backend/local/db';
import { fakeImageDecoding, fakeObjectUrls } from '../fixtures/fakeImageDecoding';
import { fixtureBytes, fixtureFile } from '../fixtures/images';
import { deferred, memberWithTopics, postsNow, publishTitles } from '../fixtures/members';
import { forgetRepeatedIds, repeatPostId } from '../support/drawnIds';
import { withOverrides } from './backends';
import { renderApp } from './renderApp';

vi.mock('../../src/backend/core/ids', async (importOriginal) => {
  const ids = await importOriginal<typeof import('../../src/backend/core/ids')>();
  return { ...ids, autoId: vi.fn(ids.autoId) };
});

// jsdom cannot decode pictures: the publish flow runs on a stand-in decoder that reads sizes from the
// headers of real PNG/JPEG bytes (tests/fixtures/fakeImageDecoding.ts). Real decoding and downsizing
// are tested in Chromium (tests/e2e/publish.e2e.ts).
let urls: ReturnType<typeof fakeObjectUrls>;
beforeEach(() => {
  fakeImageDecoding();
  urls = fakeObjectUrls();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  forgetRepeatedIds();
});

const picture = () => fixtureFile('red-corner-60x40.png');
/** Where publishing lands: the new post's own page. */
const postPage = /^\/posts\/[A-Za-z0-9]{20}$/;

function field(label: string) {
  return screen.getByLabelText(label);
}

async function openForm(backend: Backend) {
  const view = renderApp({ route: '/new-post', backend });
  // The page's code loads lazily; the first import in a test file takes a while.
  await screen.findByRole('option', { name: '美食' }, { timeout: 5000 });
  return view;
}

async function fill(
  user: ReturnType<typeof renderApp>['user'],
  {
    title = '今天的午餐',
    content = '牛肉麵\n很好吃',
    topic = '美食',
    image = picture() as File | null,
  } = {},
) {
  if (title) await user.type(field(copy.titleLabel), title);
  if (content) await user.type(field(copy.contentLabel), content);
  if (topic) await user.selectOptions(field(copy.topicLabel), topic);
  if (image) await user.upload(field(copy.imageLabel), image);
}

function alerts(): string[] {
  return screen.queryAllByRole('alert').map((a) => a.textContent ?? '');
}

function submit() {
  return screen.getByRole('button', { name: copy.publishSubmit });
}

/**
 * Records the data calls that upload or write (publishPost does both), with the title and the types of
 * the pictures sent, so a test can say "nothing was written".
 */
function spyWrites(backend: Backend) {
  const calls: string[] = [];
  const wrapped = withOverrides(backend, {
    publishPost: (draft, pictures, onProgress, options) => {
      const sent = pictures ? `${pictures.full.type} ${pictures.card.type}` : 'no pictures';
      calls.push(`publish ${draft.title} ${sent}`);
      return backend.publishPost(draft, pictures, onProgress, options);
    },
  });
  return { backend: wrapped, calls };
}

/** The ids of every post reservation the database holds, read as another tab would. */
async function pendingPosts(dbName: string): Promise<string[]> {
  const db = new LocalDatabase(dbName);
  try {
    return (await db.pendingPosts.toArray()).map((pending) => pending.id);
  } finally {
    db.close();
  }
}

/** The paths of every picture the database stores, read as another tab would. */
async function storedPictures(dbName: string): Promise<string[]> {
  const db = new LocalDatabase(dbName);
  try {
    return (await db.files.toArray()).map((file) => file.path);
  } finally {
    db.close();
  }
}

describe('the publish form', () => {
  it('has labelled fields, the topics under 選擇主題, and a picture input for images', async () => {
    const { backend } = await memberWithTopics();
    await openForm(backend);
    expect(screen.getByRole('heading', { name: copy.publishHeader })).toBeInTheDocument();
    expect(field(copy.titleLabel)).toHaveAttribute('id');
    expect(field(copy.contentLabel).tagName).toBe('TEXTAREA');
    const topic = field(copy.topicLabel) as HTMLSelectElement;
    expect([...topic.options].map((o) => o.text)).toEqual([
      copy.topicPlaceholder,
      '電影',
      '美食',
      '運動',
      '旅遊',
      '科技',
      '生活',
    ]);
    expect(topic.value).toBe('');
    expect(field(copy.imageLabel)).toHaveAttribute('accept', 'image/*');
    expect(field(copy.imageLabel)).toHaveAttribute('type', 'file');
  });

  it('topics out of reach: 無法連線 with 重試 under the list, what was typed stays; 重試 reads them', async () => {
    const { backend: real } = await memberWithTopics();
    let reachable = false;
    const backend = withOverrides(real, {
      listTopics: () =>
        reachable ? real.listTopics() : Promise.reject(new BackendError('unavailable')),
    });
    const { user } = renderApp({ route: '/new-post', backend });
    await user.type(await screen.findByLabelText(copy.titleLabel), '標題');
    expect(await screen.findByText(copy.offlineNotice)).toBeInTheDocument();
    expect(screen.queryByText(copy.errGeneric)).not.toBeInTheDocument();
    expect(field(copy.topicLabel)).not.toHaveAttribute('aria-invalid');
    reachable = true;
    await user.click(screen.getByRole('button', { name: copy.retry }));
    expect(await screen.findByRole('option', { name: '美食' })).toBeInTheDocument();
    expect(screen.queryByText(copy.offlineNotice)).not.toBeInTheDocument();
    expect(field(copy.titleLabel)).toHaveValue('標題');
  });
});

describe('validation before any write, keeping what was typed and chosen', () => {
  it('an empty form shows every message, writes nothing, and focuses the title', async () => {
    const { backend: real } = await memberWithTopics();
    const { backend, calls } = spyWrites(real);
    const { user, location } = await openForm(backend);
    await user.click(submit());
    await waitFor(() =>
      expect(alerts()).toEqual([copy.errNeedTitle, copy.errNeedContent, copy.errNeedTopic]),
    );
    expect(field(copy.titleLabel)).toHaveFocus();
    expect(field(copy.titleLabel)).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);
    expect(location().pathname).toBe('/new-post');
  });

  it.each([
    ['a whitespace title', { title: '   ' }, copy.errNeedTitle],
    ['no content', { content: '' }, copy.errNeedContent],
    ['whitespace content', { content: ' \n ' }, copy.errNeedContent],
    ['no topic', { topic: '' }, copy.errNeedTopic],
  ])('%s: one message, and the rest of the form kept', async (_case, override, message) => {
    const { backend: real } = await memberWithTopics();
    const { backend, calls } = spyWrites(real);
    const { user } = await openForm(backend);
    const values = {
      title: '標題',
      content: '內容',
      topic: '運動',
      image: picture() as File | null,
    };
    await fill(user, { ...values, ...override });
    await user.click(submit());
    await waitFor(() => expect(alerts()).toEqual([message]));
    expect(calls).toEqual([]);
    const typed = { ...values, ...override };
    expect(field(copy.titleLabel)).toHaveValue(typed.title);
    expect(field(copy.contentLabel)).toHaveValue(typed.content);
    expect(field(copy.topicLabel)).toHaveValue(typed.topic);
    if (typed.image) expect(screen.getByAltText(copy.imagePreview)).toBeInTheDocument();
  });

  it.each([
    ['a text file named .jpg', () => fixtureFile('text-named.jpg'), copy.errNotImage],
    ['a 0-byte file', () => fixtureFile('empty.jpg'), copy.errNotImage],
    [
      'a picture over 20 MB',
      () => {
        const bytes = new Uint8Array(maxImageBytes + 1);
        bytes.set(fixtureBytes('red-corner-60x40.png'));
        return new File([bytes.buffer], 'huge.png', { type: 'image/png' });
      },
      copy.errImageTooLarge,
    ],
  ])('%s: told at once and again on submit, with no preview', async (_case, file, message) => {
    const { backend: real } = await memberWithTopics();
    const { backend, calls } = spyWrites(real);
    const { user } = await openForm(backend);
    await fill(user, { image: file() });
    await waitFor(() => expect(alerts()).toEqual([message]));
    expect(screen.queryByAltText(copy.imagePreview)).not.toBeInTheDocument();
    await user.click(submit());
    await waitFor(() => expect(alerts()).toEqual([message]));
    expect(calls).toEqual([]);
    expect(field(copy.titleLabel)).toHaveValue('今天的午餐');
  });

  it('a file that starts like a JPEG but does not decode: 檔案不是圖片 on submit, nothing written', async () => {
    const { backend: real } = await memberWithTopics();
    const { backend, calls } = spyWrites(real);
    const { user, location } = await openForm(backend);
    const broken = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], 'broken.jpg', {
      type: 'image/jpeg',
    });
    await fill(user, { image: broken });
    expect(alerts()).toEqual([]);
    await user.click(submit());
    await waitFor(() => expect(alerts()).toEqual([copy.errNotImage]));
    expect(calls).toEqual([]);
    expect(location().pathname).toBe('/new-post');
    expect(submit()).toBeEnabled();
  });

  it('choosing another file clears the picture message', async () => {
    const { backend } = await memberWithTopics();
    const { user } = await openForm(backend);
    await user.upload(field(copy.imageLabel), fixtureFile('text-named.jpg'));
    await waitFor(() => expect(alerts()).toEqual([copy.errNotImage]));
    await user.upload(field(copy.imageLabel), picture());
    await waitFor(() => expect(alerts()).toEqual([]));
    expect(screen.getByAltText(copy.imagePreview)).toBeInTheDocument();
  });
});

describe('the picture preview', () => {
  it('shows the chosen picture and revokes its URL when it changes and on leaving', async () => {
    const { backend } = await memberWithTopics();
    const { user, unmount } = await openForm(backend);
    await user.upload(field(copy.imageLabel), picture());
    await waitFor(() =>
      expect(screen.getByAltText(copy.imagePreview)).toHaveAttribute('src', urls.created[0]),
    );
    await user.upload(field(copy.imageLabel), fixtureFile('red-corner-60x40.jpg'));
    await waitFor(() =>
      expect(screen.getByAltText(copy.imagePreview)).toHaveAttribute('src', urls.created[1]),
    );
    expect(urls.revoked).toEqual([urls.created[0]]);
    unmount();
    expect(urls.live()).toEqual([]);
  });

  it('takes a picture dropped on the drop zone', async () => {
    const { backend } = await memberWithTopics();
    await openForm(backend);
    const zone = field(copy.imageLabel).closest('.image-picker') as HTMLElement;
    fireEvent.dragOver(zone, { dataTransfer: { files: [picture()] } });
    expect(zone).toHaveClass('image-picker--dragging');
    fireEvent.drop(zone, { dataTransfer: { files: [picture()] } });
    expect(await screen.findByAltText(copy.imagePreview)).toBeInTheDocument();
    expect(zone).not.toHaveClass('image-picker--dragging');
  });
});

describe('publishing', () => {
  it('uploads a JPEG, writes the post once, and opens the new post in place of the form', async () => {
    const { backend: real, uid } = await memberWithTopics();
    const { backend, calls } = spyWrites(real);
    const { user, location } = await openForm(backend);
    await fill(user, { title: '  今天的午餐  ' });
    await user.click(submit());
    await waitFor(() => expect(location().pathname).toMatch(postPage));

    const [post, ...others] = await postsNow(real, { kind: 'author', uid });
    expect(others).toEqual([]);
    expect(post).toMatchObject({
      title: '今天的午餐',
      content: '牛肉麵\n很好吃',
      topic: '美食',
      uid,
    });
    expect(post?.imageUrl).toMatch(/^data:image\/jpeg/);
    expect(post?.thumbUrl).toMatch(/^data:image\/jpeg/);
    expect(calls).toEqual(['publish 今天的午餐 image/jpeg image/jpeg']);
    expect(location().pathname).toBe(`/posts/${post?.id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: '今天的午餐' }),
    ).toBeInTheDocument();
  });

  it('a file chosen and then taken back with 移除圖片: its message goes, and the post is written without a picture', async () => {
    const { backend: real } = await memberWithTopics();
    const { backend, calls } = spyWrites(real);
    const { user, location } = await openForm(backend);
    await fill(user, { image: fixtureFile('text-named.jpg') });
    await waitFor(() => expect(alerts()).toEqual([copy.errNotImage]));
    await user.click(screen.getByRole('button', { name: copy.imageRemove }));
    expect(alerts()).toEqual([]);
    expect(field(copy.imageLabel)).toHaveFocus();
    expect(screen.queryByRole('button', { name: copy.imageRemove })).not.toBeInTheDocument();
    await user.click(submit());
    await waitFor(() => expect(location().pathname).toMatch(postPage));
    expect(calls).toEqual(['publish 今天的午餐 no pictures']);
  });

  it('a text post: no picture chosen, no message, the post written without one', async () => {
    const { backend: real, uid } = await memberWithTopics();
    const { backend, calls } = spyWrites(real);
    const { user, location } = await openForm(backend);
    await fill(user, { image: null });
    await user.click(submit());
    await waitFor(() => expect(location().pathname).toMatch(postPage));
    expect(calls).toEqual(['publish 今天的午餐 no pictures']);
    const [post] = await postsNow(real, { kind: 'author', uid });
    expect(post).toMatchObject({ title: '今天的午餐', imageUrl: '', thumbUrl: '' });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows 上傳中 with the percent while uploading, with 送出 disabled', async () => {
    const { backend: real } = await memberWithTopics();
    const hold = deferred();
    let report: ProgressListener | undefined;
    const backend = withOverrides(real, {
      publishPost: async (draft, pictures, onProgress) => {
        report = onProgress;
        onProgress?.(0.45);
        await hold.promise;
        return real.publishPost(draft, pictures);
      },
    });
    const { user, location } = await openForm(backend);
    await fill(user);
    await user.click(submit());
    // The bar shows from the start (0 while the picture is being shrunk), then follows the upload.
    const bar = await screen.findByRole('progressbar', { name: copy.uploading });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '45'));
    expect(screen.getByText(`${copy.uploading} 45%`)).toBeInTheDocument();
    expect(submit()).toBeDisabled();
    act(() => report?.(0.9));
    expect(bar).toHaveAttribute('aria-valuenow', '90');
    hold.resolve();
    await waitFor(() => expect(location().pathname).toMatch(postPage));
  });

  it('取消上傳 stops the upload: nothing stored, no post, no message, every field and the picture kept', async () => {
    const { backend: real, uid, dbName } = await memberWithTopics();
    let sent: Promise<string> | undefined;
    const backend = withOverrides(real, {
      // The real adapter, with the upload held back until the member decides.
      publishPost: (draft, pictures, onProgress, options) => {
        onProgress?.(0.3);
        sent = new Promise<void>((resolve) =>
          options?.signal?.addEventListener('abort', () => resolve()),
        ).then(() => real.publishPost(draft, pictures, onProgress, options));
        return sent;
      },
    });
    const { user, location } = await openForm(backend);
    await fill(user);
    await user.click(submit());
    await user.click(await screen.findByRole('button', { name: copy.cancelUpload }));
    await expect(sent).rejects.toMatchObject({ code: 'cancelled' });
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(alerts()).toEqual([]);
    expect(await postsNow(real, { kind: 'author', uid })).toEqual([]);
    expect(await storedPictures(dbName)).toEqual([]);
    expect(await pendingPosts(dbName)).toEqual([]);
    expect(location().pathname).toBe('/new-post');
    expect(field(copy.titleLabel)).toHaveValue('今天的午餐');
    expect(field(copy.topicLabel)).toHaveValue('美食');
    expect(screen.getByAltText(copy.imagePreview)).toBeInTheDocument();
    expect(submit()).toBeEnabled();
  });

  it('an upload that stands still for 20 s says 上傳沒有進度; one that moves again does not', async () => {
    const { backend: real } = await memberWithTopics();
    let report: ProgressListener | undefined;
    const backend = withOverrides(real, {
      publishPost: (_draft, _pictures, onProgress) => {
        report = onProgress;
        onProgress?.(0.1);
        return new Promise<string>(() => {});
      },
    });
    const { user } = await openForm(backend);
    await fill(user);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await user.click(submit());
      await screen.findByRole('progressbar');
      act(() => vi.advanceTimersByTime(19_000));
      act(() => report?.(0.2));
      act(() => vi.advanceTimersByTime(19_000));
      expect(screen.queryByText(copy.uploadStalled)).not.toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1_500));
      expect(screen.getByText(copy.uploadStalled)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: copy.cancelUpload })).toBeEnabled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('a double click publishes once', async () => {
    const { backend: real, uid } = await memberWithTopics();
    const { backend, calls } = spyWrites(real);
    const { user, location } = await openForm(backend);
    await fill(user);
    await user.dblClick(submit());
    await waitFor(() => expect(location().pathname).toMatch(postPage));
    expect(await postsNow(real, { kind: 'author', uid })).toHaveLength(1);
    expect(calls.filter((c) => c.startsWith('publish'))).toHaveLength(1);
  });

  it('two submits before the page re-renders still publish once', async () => {
    const { backend: real, uid } = await memberWithTopics();
    const { user, location } = await openForm(real);
    await fill(user);
    const form = submit().closest('form') as HTMLFormElement;
    act(() => {
      form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
      form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    });
    await waitFor(() => expect(location().pathname).toMatch(postPage));
    expect(await postsNow(real, { kind: 'author', uid })).toHaveLength(1);
  });

  it('a post refused: 發生錯誤, the form kept, no picture stored, no post; a retry works', async () => {
    const { backend: real, uid, dbName } = await memberWithTopics();
    // Ids are drawn at random; this draw repeats a deleted post's, which stays retired, so the
    // adapter has the post refused before it stores a picture.
    const [retired = ''] = await publishTitles(real, ['刪掉的']);
    await real.deletePost(retired);
    const { backend, calls } = spyWrites(real);
    const { user, location } = await openForm(backend);
    await fill(user);
    repeatPostId(retired);
    await user.click(submit());
    await waitFor(() => expect(alerts()).toEqual([copy.errGeneric]));

    expect(calls).toEqual(['publish 今天的午餐 image/jpeg image/jpeg']);
    expect(await storedPictures(dbName)).toEqual([]);
    expect(await postsNow(real, { kind: 'author', uid })).toEqual([]);
    expect(location().pathname).toBe('/new-post');
    expect(field(copy.titleLabel)).toHaveValue('今天的午餐');
    expect(field(copy.contentLabel)).toHaveValue('牛肉麵\n很好吃');
    expect(field(copy.topicLabel)).toHaveValue('美食');
    expect(screen.getByAltText(copy.imagePreview)).toBeInTheDocument();
    expect(submit()).toBeEnabled();

    await user.click(submit());
    await waitFor(() => expect(location().pathname).toMatch(postPage));
    const [post, ...others] = await postsNow(real, { kind: 'author', uid });
    expect(others).toEqual([]);
    expect((await storedPictures(dbName)).sort()).toEqual(
      [`post-images/${post?.id}`, `post-images/${post?.id}_thumb`].sort(),
    );
  });

  it('a failed publish: 發生錯誤 (not the raw error), no post, the form kept', async () => {
    const { backend: real, uid } = await memberWithTopics();
    const backend = withOverrides(real, {
      publishPost: () => Promise.reject(new Error('network down')),
    });
    const { user, location } = await openForm(backend);
    await fill(user);
    await user.click(submit());
    await waitFor(() => expect(alerts()).toEqual([copy.errGeneric]));
    expect(screen.queryByText('network down')).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(await postsNow(real, { kind: 'author', uid })).toEqual([]);
    expect(location().pathname).toBe('/new-post');
    expect(field(copy.titleLabel)).toHaveValue('今天的午餐');
  });

  it.each([
    ['unavailable', 'errOffline'],
    ['rate-limited', 'errTooFast'],
  ] as const)(
    'a publish refused as %s: %s, no post, every field and the picture kept (test double: the real adapter refusing)',
    async (code, message) => {
      const { backend: real, uid } = await memberWithTopics();
      const backend = withOverrides(real, {
        publishPost: () => Promise.reject(new BackendError(code)),
      });
      const { user, location } = await openForm(backend);
      await fill(user);
      await user.click(submit());
      await waitFor(() => expect(alerts()).toEqual([copy[message]]));
      expect(await postsNow(real, { kind: 'author', uid })).toEqual([]);
      expect(location().pathname).toBe('/new-post');
      expect(field(copy.titleLabel)).toHaveValue('今天的午餐');
      expect(field(copy.contentLabel)).toHaveValue('牛肉麵\n很好吃');
      expect(field(copy.topicLabel)).toHaveValue('美食');
      expect(screen.getByRole('img', { name: copy.imagePreview })).toBeInTheDocument();
    },
  );
});
