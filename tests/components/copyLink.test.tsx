import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copy } from '../../src/copy';
import { openPost, readerWithPost } from './post.fixtures';

// jsdom has neither a clipboard nor a share sheet: each test gives the page the ones a browser would,
// recording what they are handed (the page is what is under test, not the browser's clipboard). Given
// once the page is open: user-event, which the fixtures use, puts a clipboard of its own in place.
function giveNavigator(name: 'clipboard' | 'share', value: unknown) {
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

function touchScreen(coarse: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: coarse && query.includes('pointer: coarse'),
    media: query,
  }));
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
  Reflect.deleteProperty(navigator, 'share');
  vi.unstubAllGlobals();
});

async function postPage() {
  const { backend, postId } = await readerWithPost({ title: '可以分享的文章' });
  await openPost(backend, postId, '可以分享的文章');
  return `${location.origin}/posts/${postId}`;
}

const copyLinkButton = () => screen.getByRole('button', { name: copy.copyLink });

describe('copy a post link', () => {
  it("puts the post's address on the clipboard and says linkCopied", async () => {
    const address = await postPage();
    const copied = recordingClipboard();
    expect(screen.queryByText(copy.linkCopied)).toBeNull();

    fireEvent.click(copyLinkButton());

    await waitFor(() => expect(screen.getByText(copy.linkCopied)).toBeInTheDocument());
    expect(screen.getByText(copy.linkCopied)).toHaveAttribute('role', 'status');
    expect(copied).toEqual([address]);
  });

  it('on a touch screen with a share sheet, hands the title and address to it instead', async () => {
    const address = await postPage();
    const shared = recordingShareSheet();
    const copied = recordingClipboard();
    touchScreen(true);

    fireEvent.click(copyLinkButton());

    await waitFor(() => expect(shared).toEqual([{ title: '可以分享的文章', url: address }]));
    expect(copied).toEqual([]);
    expect(screen.queryByText(copy.linkCopied)).toBeNull();
  });

  it('with a mouse, uses the clipboard even where the browser has a share sheet', async () => {
    const address = await postPage();
    const shared = recordingShareSheet();
    const copied = recordingClipboard();
    touchScreen(false);

    fireEvent.click(copyLinkButton());

    await waitFor(() => expect(copied).toEqual([address]));
    expect(shared).toEqual([]);
  });

  it('a share sheet closed by the member copies nothing and says nothing', async () => {
    await postPage();
    giveNavigator('share', async () => {
      throw new DOMException('closed', 'AbortError');
    });
    const copied = recordingClipboard();
    touchScreen(true);

    fireEvent.click(copyLinkButton());

    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(copied).toEqual([]);
    expect(screen.queryByText(copy.linkCopied)).toBeNull();
    expect(screen.queryByRole('textbox', { name: copy.copyLink })).toBeNull();
  });

  it('when the clipboard refuses, shows the address selected to copy by hand, never linkCopied', async () => {
    const address = await postPage();
    giveNavigator('clipboard', {
      writeText: async () => {
        throw new DOMException('no permission', 'NotAllowedError');
      },
    });

    fireEvent.click(copyLinkButton());

    const field = await screen.findByRole<HTMLInputElement>('textbox', { name: copy.copyLink });
    expect(field.value).toBe(address);
    expect(field).toHaveAttribute('readonly');
    await waitFor(() => expect(field.selectionEnd).toBe(address.length));
    expect(screen.queryByText(copy.linkCopied)).toBeNull();
  });
});
