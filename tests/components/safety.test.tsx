import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocalDatabase } from '../../src/backend/local/db';
import { copy } from '../../src/copy';
import { ScrollableObserver, publishPosts } from './feed.fixtures';
import { openPost, otherMember, publish, readerWithPost, shownComments } from './post.fixtures';
import { renderApp } from './renderApp';
import { chooseFromMenu, menuItemsOf } from './moreMenu';

// Several live queries per page on fake IndexedDB: slow when the whole suite runs in parallel.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

/** How many members reported an item and each one's reason, read as a moderator would. */
async function storedReports(dbName: string, key: string) {
  const db = new LocalDatabase(dbName);
  try {
    const reasons = (await db.reportsBy.toArray()).filter((r) => r.key === key);
    return { count: reasons.length, reasons: reasons.map((r) => r.reason) };
  } finally {
    db.close();
  }
}

const group = (name: string) => screen.getByRole('group', { name });

function cardTitles(): string[] {
  return [...document.querySelectorAll('.post-card')].map(
    (card) => card.querySelector('h2, h3')?.textContent ?? '',
  );
}

describe('檢舉', () => {
  // The first test of the file waits for the post page's code, which loads lazily: with the whole
  // components tier running on two cores it took over 5 s once.
  it(
    "reports another member's post with one reason, once; a second report changes nothing",
    { timeout: 20_000 },
    async () => {
      const { dbName, postId } = await readerWithPost({ title: '別人的文章' });
      const { backend: reader } = await otherMember(dbName, '讀者');
      const { user } = await openPost(reader, postId, '別人的文章');

      await chooseFromMenu(user, group('別人的文章'), copy.report);
      const dialog = within(await screen.findByRole('dialog', { name: copy.report }));
      expect(dialog.getAllByRole('radio').map((radio) => radio.parentElement?.textContent)).toEqual(
        [...copy.reportReasons],
      );
      expect(dialog.getByRole('button', { name: copy.report })).toBeDisabled();
      await user.click(dialog.getByRole('radio', { name: copy.reportReasons[1] }));
      await user.click(dialog.getByRole('button', { name: copy.report }));

      expect(await screen.findByText(copy.reportSent)).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(await storedReports(dbName, `p_${postId}`)).toEqual({
        count: 1,
        reasons: ['harassment'],
      });

      await chooseFromMenu(user, group('別人的文章'), copy.report);
      const again = within(await screen.findByRole('dialog', { name: copy.report }));
      await user.click(again.getByRole('radio', { name: copy.reportReasons[4] }));
      await user.click(again.getByRole('button', { name: copy.report }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(await storedReports(dbName, `p_${postId}`)).toEqual({
        count: 1,
        reasons: ['harassment'],
      });
    },
  );

  it("is offered on others' comments, not on the member's own post or comment; 取消 sends nothing", async () => {
    const { backend, dbName, postId } = await readerWithPost({ title: '我的文章' });
    const { backend: other } = await otherMember(dbName, '小華');
    const commentId = await other.addComment(postId, '別人的留言');
    await backend.addComment(postId, '我的留言');
    const { user } = await openPost(backend, postId, '我的文章');
    await waitFor(() => expect(shownComments()).toEqual(['別人的留言', '我的留言']));

    // One ⋯ on the page: 小華's comment's, with 檢舉 and 封鎖這位會員.
    expect(screen.getAllByRole('button', { name: copy.more })).toHaveLength(1);
    expect(await menuItemsOf(user, group('小華'))).toEqual([copy.report, copy.block]);
    await chooseFromMenu(user, group('小華'), copy.report);
    const dialog = within(await screen.findByRole('dialog', { name: copy.report }));
    await user.click(dialog.getByRole('radio', { name: copy.reportReasons[0] }));
    await user.click(dialog.getByRole('button', { name: copy.cancel }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await storedReports(dbName, `c_${postId}_${commentId}`)).toEqual({
      count: 0,
      reasons: [],
    });

    await chooseFromMenu(user, group('小華'), copy.report);
    const second = within(await screen.findByRole('dialog', { name: copy.report }));
    await user.keyboard('{ArrowDown}');
    await user.click(second.getByRole('button', { name: copy.report }));
    expect(await screen.findByText(copy.reportSent)).toBeInTheDocument();
    expect((await storedReports(dbName, `c_${postId}_${commentId}`)).count).toBe(1);
  });
});

describe('封鎖這位會員', () => {
  it('asks first (封鎖{name}？ and what it does); 取消 blocks no one', async () => {
    const { dbName, postId } = await readerWithPost({ title: '阿明的文章' });
    const { backend: reader } = await otherMember(dbName, '讀者');
    const { backend: other } = await otherMember(dbName, '阿明');
    await other.addComment(postId, '阿明的留言');
    const { user } = await openPost(reader, postId, '阿明的文章');
    await waitFor(() => expect(shownComments()).toEqual(['阿明的留言']));

    await chooseFromMenu(user, group('阿明'), copy.block);
    const dialog = within(await screen.findByRole('dialog', { name: '封鎖阿明？' }));
    expect(dialog.getByText(copy.blockConfirmText.replace('{name}', '阿明'))).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: copy.cancel })).toHaveFocus();
    await user.click(dialog.getByRole('button', { name: copy.cancel }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(shownComments()).toEqual(['阿明的留言']);
    expect(await menuItemsOf(user, group('阿明'))).toContain(copy.block);
  });

  it("hides a commenter's comments at once, and says so under the thread", async () => {
    const { dbName, postId } = await readerWithPost({ title: '討論串' });
    const { backend: reader } = await otherMember(dbName, '讀者');
    const { backend: other } = await otherMember(dbName, '阿明');
    await other.addComment(postId, '阿明的留言');
    await other.addComment(postId, '阿明的第二則留言');
    await reader.addComment(postId, '讀者的留言');
    const { user } = await openPost(reader, postId, '討論串');
    await waitFor(() =>
      expect(shownComments()).toEqual(['阿明的留言', '阿明的第二則留言', '讀者的留言']),
    );

    await chooseFromMenu(user, screen.getAllByRole('group', { name: '阿明' })[0]!, copy.block);
    const dialog = within(await screen.findByRole('dialog', { name: '封鎖阿明？' }));
    await user.click(dialog.getByRole('button', { name: copy.blockSubmit }));
    await waitFor(() => expect(shownComments()).toEqual(['讀者的留言']));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText(copy.blockedComments.replace('{n}', '2'))).toHaveAttribute(
      'role',
      'status',
    );
    // The post itself is someone else's: it stays.
    expect(screen.getByRole('heading', { level: 1, name: '討論串' })).toBeInTheDocument();
    expect(screen.queryByText(copy.commentsEmpty)).not.toBeInTheDocument();
  });

  it("leaves the reader's own replies under a blocked member's comment, and counts each of theirs", async () => {
    const { dbName, postId } = await readerWithPost({ title: '討論串' });
    const { backend: reader } = await otherMember(dbName, '讀者');
    const { backend: other } = await otherMember(dbName, '阿明');
    const { backend: third } = await otherMember(dbName, '小華');
    const top = await other.addComment(postId, '阿明的留言');
    await reader.addReply(postId, top, '讀者的回覆');
    await other.addReply(postId, top, '阿明的回覆');
    await third.addReply(postId, top, '小華的回覆');
    const mine = await reader.addComment(postId, '讀者的留言');
    await other.addReply(postId, mine, '阿明回讀者');
    const { user } = await openPost(reader, postId, '討論串');
    await waitFor(() =>
      expect(shownComments()).toEqual([
        '阿明的留言',
        '讀者的回覆',
        '阿明的回覆',
        '小華的回覆',
        '讀者的留言',
        '阿明回讀者',
      ]),
    );

    await chooseFromMenu(user, screen.getAllByRole('group', { name: '阿明' })[0]!, copy.block);
    const dialog = within(await screen.findByRole('dialog', { name: '封鎖阿明？' }));
    await user.click(dialog.getByRole('button', { name: copy.blockSubmit }));
    // Their comment's place stays, without its text, for the replies of others under it.
    await waitFor(() =>
      expect(shownComments()).toEqual([
        copy.blockedCommentStandIn,
        '讀者的回覆',
        '小華的回覆',
        '讀者的留言',
      ]),
    );
    // Hidden: 阿明的留言 (its text), 阿明的回覆 and 阿明回讀者; nothing else.
    expect(screen.getByText(copy.blockedComments.replace('{n}', '3'))).toBeInTheDocument();
    expect(screen.queryByText('阿明的留言')).not.toBeInTheDocument();
  });

  it('a thread whose every comment is a blocked member’s says so, not 還沒有留言', async () => {
    const { dbName, postId } = await readerWithPost({ title: '討論串' });
    const { backend: reader } = await otherMember(dbName, '讀者');
    const { backend: other } = await otherMember(dbName, '阿明');
    await other.addComment(postId, '阿明的留言');
    const { user } = await openPost(reader, postId, '討論串');
    await waitFor(() => expect(shownComments()).toEqual(['阿明的留言']));
    await chooseFromMenu(user, group('阿明'), copy.block);
    const dialog = within(await screen.findByRole('dialog', { name: '封鎖阿明？' }));
    await user.click(dialog.getByRole('button', { name: copy.blockSubmit }));
    expect(await screen.findByText(copy.blockedComments.replace('{n}', '1'))).toBeInTheDocument();
    expect(shownComments()).toEqual([]);
    expect(screen.queryByText(copy.commentsEmpty)).not.toBeInTheDocument();
  });

  it("hides the post's author's post on its page at once, says so, and 解除封鎖 brings it back", async () => {
    const { backend: reader, dbName } = await readerWithPost({ title: '讀者的文章' });
    const { backend: author } = await otherMember(dbName, '阿明');
    const postId = await publish(author, { title: '阿明的文章' });
    const { user } = await openPost(reader, postId, '阿明的文章');

    await chooseFromMenu(user, group('阿明的文章'), copy.block);
    const dialog = within(await screen.findByRole('dialog', { name: '封鎖阿明？' }));
    await user.click(dialog.getByRole('button', { name: copy.blockSubmit }));
    const notice = await screen.findByText(copy.blockedPost.replace('{name}', '阿明'));
    expect(notice).toHaveAttribute('role', 'status');
    expect(notice).toHaveFocus();
    expect(screen.queryByRole('heading', { level: 1, name: '阿明的文章' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: copy.commentsHeader })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: copy.unblock }));
    expect(
      await screen.findByRole('heading', { level: 1, name: '阿明的文章' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(copy.blockedPost.replace('{name}', '阿明'))).not.toBeInTheDocument();
  });

  it("drops the member's posts from the feed, which still shows 4 and pages on", async () => {
    vi.stubGlobal('IntersectionObserver', ScrollableObserver);
    const { backend: writer, dbName } = await readerWithPost({ title: '最早的文章' });
    const { backend: blocked, uid: blockedUid } = await otherMember(dbName, '被封鎖的人');
    const { backend: reader } = await otherMember(dbName, '讀者');
    // Newest first: 4 by the member to block above 5 by the writer.
    await publishPosts(writer, 5, { prefix: '留下' });
    await publishPosts(blocked, 4, { prefix: '封鎖' });
    await reader.block(blockedUid);

    renderApp({ route: '/posts', backend: reader });
    await waitFor(() => expect(cardTitles()).toEqual(['留下 5', '留下 4', '留下 3', '留下 2']));
    ScrollableObserver.reveal();
    await waitFor(() =>
      expect(cardTitles()).toEqual([
        '留下 5',
        '留下 4',
        '留下 3',
        '留下 2',
        '留下 1',
        '最早的文章',
      ]),
    );
    expect(await screen.findByText(copy.feedEnd)).toBeInTheDocument();
  });
});

describe('封鎖名單', () => {
  it('lists the blocked members in /my/settings; 解除封鎖 brings their comments back, and the section stays', async () => {
    const { dbName, postId } = await readerWithPost({ title: '討論串' });
    const { backend: reader } = await otherMember(dbName, '讀者');
    const { backend: other, uid } = await otherMember(dbName, '阿明');
    await other.addComment(postId, '阿明的留言');
    await reader.block(uid);

    const { user, unmount } = renderApp({ route: '/my/settings', backend: reader });
    const list = within(
      (await screen.findByRole('heading', { level: 2, name: copy.blockedList })).closest(
        'section',
      ) as HTMLElement,
    );
    const member = (await list.findByText('阿明')).closest('li') as HTMLElement;
    // Without a picture, the letter the rest of the site shows for them, not a generic icon.
    expect(within(member).getByText('阿')).toBeInTheDocument();
    await user.click(list.getByRole('button', { name: `${copy.unblock} 阿明` }));
    expect(await list.findByText(copy.blockedListEmpty)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: copy.blockedList })).toBeInTheDocument();
    unmount();

    await openPost(reader, postId, '討論串');
    await waitFor(() => expect(shownComments()).toEqual(['阿明的留言']));
  });

  it('says 目前沒有封鎖任何人 while no one is blocked', async () => {
    const { backend } = await readerWithPost();
    renderApp({ route: '/my/settings', backend });
    const section = (
      await screen.findByRole('heading', { level: 2, name: copy.blockedList })
    ).closest('section') as HTMLElement;
    expect(await within(section).findByText(copy.blockedListEmpty)).toBeInTheDocument();
  });
});
