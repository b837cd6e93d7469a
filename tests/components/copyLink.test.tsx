import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { copy } from '../../src/copy';
import { openPost, readerWithPost } from './post.fixtures';

// jsdom has neither a clipboard nor a share sheet: each test gives the page the ones a browser would,
// recording what they are handed (the page is what is under test, not the browser's clipboard). Given
// once the page is open: user-event, which the fixtures use, puts a clipboard of its own in place.
function giveNavigator(name: 'clipboard' | 'share' | 'canShare', value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true });
}

function recordingClipboard() {
  const copied: string[] = [];
  giveNavigator('clipboard', { writeText: async (text: string) => void copied.push(text) });
  return copied;
}

function recordingShareSheet() {
  const shared: ShareData[] = [];
  giveNavigator('share', async (data: ShareData) => void shared.push(data));
  return shared;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(navigator, 'canShare');
});

async function postPage() {
  const { backend, postId } = await readerWithPost({ title: '可以分享的文章' });
  await openPost(backend, postId, '可以分享的文章');
  return `${location.origin}/posts/${postId}`;
}

const shareButton = () => screen.getByRole('button', { name: copy.share });

describe('share a post', () => {
  it("without a share sheet, puts the post's address on the clipboard and says linkCopied", async () => {
    const address = await postPage();
    const copied = recordingClipboard();
    expect(screen.queryByText(copy.linkCopied)).toBeNull();

    fireEvent.click(shareButton());

    await waitFor(() => expect(screen.getByText(copy.linkCopied)).toBeInTheDocument());
    expect(screen.getByText(copy.linkCopied)).toHaveAttribute('role', 'status');
    expect(copied).toEqual([address]);
  });

  it('with a share sheet, hands it the title and address instead', async () => {
    const address = await postPage();
    const shared = recordingShareSheet();
    const copied = recordingClipboard();

    fireEvent.click(shareButton());

    await waitFor(() => expect(shared).toEqual([{ title: '可以分享的文章', url: address }]));
    expect(copied).toEqual([]);
    expect(screen.queryByText(copy.linkCopied)).toBeNull();
  });

  it('copies the link where the share sheet says it cannot take it', async () => {
    const address = await postPage();
    const shared = recordingShareSheet();
    giveNavigator('canShare', () => false);
    const copied = recordingClipboard();

    fireEvent.click(shareButton());

    await waitFor(() => expect(copied).toEqual([address]));
    expect(shared).toEqual([]);
    expect(screen.getByText(copy.linkCopied)).toBeInTheDocument();
  });

  it('a share sheet closed by the member copies nothing and says nothing', async () => {
    await postPage();
    const sheets: Promise<void>[] = [];
    giveNavigator('share', () => {
      const sheet = Promise.reject(new DOMException('closed', 'AbortError'));
      sheets.push(sheet);
      return sheet;
    });
    const copied = recordingClipboard();

    fireEvent.click(shareButton());

    // The page took the sheet's answer before this test does, and act renders what it did with it.
    expect(sheets).toHaveLength(1);
    await act(() => sheets[0]!.catch(() => {}));
    expect(copied).toEqual([]);
    expect(screen.queryByText(copy.linkCopied)).toBeNull();
    expect(screen.queryByRole('textbox', { name: copy.copyLink })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a share sheet the browser refuses to open falls back to copying the link', async () => {
    const address = await postPage();
    giveNavigator('share', async () => {
      throw new DOMException('no user gesture', 'NotAllowedError');
    });
    const copied = recordingClipboard();

    fireEvent.click(shareButton());

    await waitFor(() => expect(screen.getByText(copy.linkCopied)).toBeInTheDocument());
    expect(copied).toEqual([address]);
  });

  it('when the clipboard refuses, shows the address selected to copy by hand, never linkCopied', async () => {
    const address = await postPage();
    giveNavigator('clipboard', {
      writeText: async () => {
        throw new DOMException('no permission', 'NotAllowedError');
      },
    });

    fireEvent.click(shareButton());

    const field = await screen.findByRole<HTMLInputElement>('textbox', { name: copy.copyLink });
    expect(field.value).toBe(address);
    expect(field).toHaveAttribute('readonly');
    await waitFor(() => expect(field.selectionEnd).toBe(address.length));
    expect(screen.queryByText(copy.linkCopied)).toBeNull();
  });
});
