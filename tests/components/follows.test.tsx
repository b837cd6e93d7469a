import { configure, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Follows } from '../../src/backend/core/followsApi';
import { copy } from '../../src/copy';
import { followLimits } from '../../src/lib/limits';
import { withOverrides } from './backends';
import { publishPosts, ScrollableObserver } from './feed.fixtures';
import { otherMember, readerWithPost } from './post.fixtures';
import { renderApp } from './renderApp';

// Several live queries per page on fake IndexedDB, and lazily loaded pages.
configure({ asyncUtilTimeout: 10_000 });

// The reader has not scrolled to the bottom: a list holds its first 4 until asked for more.
beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', ScrollableObserver);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const cardTitles = () =>
  [...document.querySelectorAll('.post-card h2')].map((h2) => h2.textContent ?? '');

/** A reader (signed in, with a post of their own) and an author named 作者 on the same database. */
async function readerAndAuthor(posts = 0, topic = '生活') {
  const reader = await readerWithPost({ title: '讀者的文章', topic: '美食' });
  const author = await otherMember(reader.dbName, '作者');
  await publishPosts(author.backend, posts, { prefix: '作者文章', topic });
  return { reader, author };
}

const followButton = () => screen.findByRole('button', { name: copy.follow });
const followingButton = () => screen.findByRole('button', { name: copy.following });

describe('follow', () => {
  it(
    'an author from their page: 追蹤 becomes 已追蹤 (pressed, 取消追蹤 on it), and back',
    { timeout: 30_000 },
    async () => {
      const { reader, author } = await readerAndAuthor(1);
      const { user } = renderApp({ route: `/users/${author.uid}`, backend: reader.backend });

      const follow = await screen.findByRole('button', { name: copy.follow, pressed: false });
      await user.click(follow);
      const following = await screen.findByRole('button', { name: copy.following, pressed: true });
      expect(following).toHaveAttribute('title', copy.unfollow);
      await waitFor(async () =>
        expect(await firstFollows(reader.backend, reader.uid)).toMatchObject({
          authors: [author.uid],
        }),
      );
      await user.click(following);
      expect(
        await screen.findByRole('button', { name: copy.follow, pressed: false }),
      ).toBeEnabled();
    },
  );

  it('shows no state and cannot be pressed until the follows are read', async () => {
    const { reader, author } = await readerAndAuthor(1);
    // The member's follows never answer.
    const backend = withOverrides(reader.backend, { watchFollows: () => () => {} });
    renderApp({ route: `/users/${author.uid}`, backend });

    expect(await screen.findByText(copy.authorPage.replace('{name}', '作者'))).toBeVisible();
    const button = await followButton();
    expect(button).toBeDisabled();
    expect(button).not.toHaveAttribute('aria-pressed');
  });

  it('a post from its page; the member follows their own posts already', async () => {
    const { reader, author } = await readerAndAuthor(0);
    const [theirs] = await publishPosts(author.backend, 1, { prefix: '別人的文章' });
    const { user, navigate } = renderApp({
      route: `/posts/${reader.postId}`,
      backend: reader.backend,
    });
    expect(await followingButton()).toHaveAttribute('aria-pressed', 'true');

    await navigate(`/posts/${theirs}`);
    expect(await screen.findByRole('heading', { level: 1, name: '別人的文章 1' })).toBeVisible();
    const follow = await screen.findByRole('button', { name: copy.follow, pressed: false });
    // What following a post does, said beside the button and as its description (issue 49).
    expect(follow).toHaveAccessibleDescription(copy.followPostHint);
    expect(screen.getByText(copy.followPostHint)).toBeVisible();
    await user.click(follow);
    expect(
      await screen.findByRole('button', { name: copy.following, pressed: true }),
    ).toHaveAccessibleDescription(copy.followPostHint);
  });

  it('marks a follow the store holds and cannot yet send (offline), as the like and bookmark', async () => {
    const { reader, author } = await readerAndAuthor(1);
    // As the Firebase adapter answers offline: the follow in the cache, pending, from the cache.
    const backend = withOverrides(reader.backend, {
      watchFollows: (_uid, callback) => {
        const held: Follows = {
          authors: [author.uid],
          topics: [],
          posts: [],
          followedAt: {},
          pending: true,
        };
        queueMicrotask(() => callback(held, { stale: true }));
        return () => {};
      },
    });
    renderApp({ route: `/users/${author.uid}`, backend });
    expect(
      await screen.findByRole('button', { name: copy.following, pressed: true }),
    ).toBeEnabled();
    expect(screen.getByText(copy.pendingSend)).toBeInTheDocument();
  });

  it('says why a follow past the bound is refused, and shows what is stored', async () => {
    const { reader, author } = await readerAndAuthor(1);
    for (let i = 0; i < followLimits.feed; i++) {
      await reader.backend.setFollow('topic', `話題${i}`, true);
    }
    const { user } = renderApp({ route: `/users/${author.uid}`, backend: reader.backend });
    await user.click(await screen.findByRole('button', { name: copy.follow, pressed: false }));
    expect(await screen.findByText(copy.errFollowLimit)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: copy.follow })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});

describe('追蹤中', () => {
  it('is a members-only tab beside 最新 and 熱門', async () => {
    const { reader } = await readerAndAuthor(0);
    renderApp({ route: '/posts', backend: reader.backend });
    expect(await screen.findByRole('link', { name: copy.sortFollowing })).toBeInTheDocument();
    await reader.backend.signOut();
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: copy.sortFollowing })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('link', { name: copy.sortPopular })).toBeVisible();
  });

  it("lists a followed author's posts newest first, 4 at a time; empty says followingEmpty", async () => {
    const { reader, author } = await readerAndAuthor(5);
    const { user } = renderApp({ route: '/posts', backend: reader.backend });
    await user.click(await screen.findByRole('link', { name: copy.sortFollowing }));
    expect(await screen.findByText(copy.followingEmpty)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: copy.sortFollowing })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await reader.backend.setFollow('author', author.uid, true);
    await waitFor(() =>
      expect(cardTitles()).toEqual(['作者文章 5', '作者文章 4', '作者文章 3', '作者文章 2']),
    );
    expect(screen.queryByText(copy.followingEmpty)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: copy.loadMore }));
    await waitFor(() => expect(cardTitles()).toHaveLength(5));
    expect(await screen.findByText(copy.feedEnd)).toBeInTheDocument();
  });

  it("lists a followed topic's posts, followed from the topic's feed, blocked members left out", async () => {
    const { reader, author } = await readerAndAuthor(2, '電影');
    const other = await otherMember(reader.dbName, '路人');
    await publishPosts(other.backend, 1, { prefix: '路人文章', topic: '電影' });
    const { user, navigate } = renderApp({ route: '/posts?topic=電影', backend: reader.backend });
    await user.click(await screen.findByRole('button', { name: copy.follow, pressed: false }));
    expect(await followingButton()).toHaveAttribute('aria-pressed', 'true');
    // 追蹤中 is the whole feed's: a topic's tabs do not carry it.
    expect(screen.queryByRole('link', { name: copy.sortFollowing })).not.toBeInTheDocument();

    await reader.backend.block(other.uid);
    await navigate('/posts?sort=following');
    await waitFor(() => expect(cardTitles()).toEqual(['作者文章 2', '作者文章 1']));
    expect(author.uid).not.toBe(other.uid);
  });

  it('never says followingEmpty for follows read from the cache alone: offlineNotice with 重試', async () => {
    const { reader } = await readerAndAuthor(0);
    const backend = withOverrides(reader.backend, {
      watchFollows: (_uid, callback) => {
        const none: Follows = { authors: [], topics: [], posts: [], followedAt: {} };
        queueMicrotask(() => callback(none, { stale: true }));
        return () => {};
      },
    });
    renderApp({ route: '/posts?sort=following', backend });
    expect(await screen.findByText(copy.offlineNotice)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: copy.retry })).toBeInTheDocument();
    expect(screen.queryByText(copy.followingEmpty)).not.toBeInTheDocument();
  });
});

describe('通知 of follows', () => {
  it("tells of a followed author's new post and a followed post's new comments, grouped", async () => {
    const { reader, author } = await readerAndAuthor(0);
    const [theirs] = await publishPosts(author.backend, 1, { prefix: '追蹤的文章' });
    await reader.backend.setFollow('author', author.uid, true);
    await reader.backend.setFollow('post', theirs!, true);
    const other = await otherMember(reader.dbName, '路人');
    await other.backend.addComment(theirs!, '第一則');
    await other.backend.addComment(theirs!, '第二則');
    await publishPosts(author.backend, 1, { prefix: '新文章' });
    renderApp({ route: '/my/activity', backend: reader.backend });

    expect(
      await screen.findByRole('link', {
        name: new RegExp(
          copy.activityNewPost.replace('{name}', '作者').replace('{title}', '新文章 1'),
        ),
      }),
    ).toHaveAttribute('href', expect.stringMatching(/^\/posts\//));
    expect(
      await screen.findByRole('link', {
        name: new RegExp(
          copy.activityFollowedPost.replace('{title}', '追蹤的文章 1').replace('{n}', '2'),
        ),
      }),
    ).toHaveAttribute('href', `/posts/${theirs}`);
  });
});

/** The member's follows as their store holds them. */
function firstFollows(
  backend: Awaited<ReturnType<typeof readerWithPost>>['backend'],
  uid: string,
): Promise<Follows> {
  return new Promise((resolve, reject) => {
    const stop = backend.watchFollows(
      uid,
      (follows) => {
        queueMicrotask(() => stop());
        resolve(follows);
      },
      reject,
    );
  });
}
