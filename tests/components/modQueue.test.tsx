import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createLocalBackend } from '../../src/backend/local';
import { LocalDatabase } from '../../src/backend/local/db';
import { copy } from '../../src/copy';
import { paths } from '../../src/lib/paths';
import { MemoryStorage } from '../support/MemoryStorage';
import { memberPassword } from './backends';
import { otherMember, readerWithPost } from './post.fixtures';
import { renderApp } from './renderApp';

// Several live queries per page on fake IndexedDB: slow when the whole suite runs in parallel.
configure({ asyncUtilTimeout: 5000 });

/** A member of `dbName` made a moderator (as scripts/adminModerator.mjs does), signed in since. */
async function moderatorOf(dbName: string) {
  const email = `mod-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const backend = createLocalBackend({ dbName, seed: 'topics', storage: new MemoryStorage() });
  const { uid } = await backend.register(email, memberPassword);
  await backend.updateDisplayName('管理員');
  await backend.signOut();
  const db = new LocalDatabase(dbName);
  await db.accounts.update(uid, { moderator: true });
  db.close();
  await backend.signIn(email, memberPassword);
  return backend;
}

/** A post by its reader, reported twice for spam and once for harassment; a comment on it once. */
async function reportedPost() {
  const { backend: author, dbName, postId } = await readerWithPost({ title: '被檢舉的文章' });
  const commentId = await author.addComment(postId, '被檢舉的留言');
  const reporters = await Promise.all([
    otherMember(dbName, '甲'),
    otherMember(dbName, '乙'),
    otherMember(dbName, '丙'),
    otherMember(dbName, '丁'),
  ]);
  const [first, second, third, fourth] = reporters.map((each) => each.backend);
  await first?.report({ postId }, 'spam');
  await second?.report({ postId }, 'spam');
  await third?.report({ postId }, 'harassment');
  // Another member: one member's reports are paced (lib/reports.ts reportPaceSeconds).
  await fourth?.report({ postId, commentId }, 'other');
  return { dbName, postId, commentId, author };
}

const entry = async (text: string) =>
  within((await screen.findByRole('link', { name: text })).closest('li') as HTMLElement);

describe('檢舉審核 (/mod/reports)', () => {
  it('tells a visitor it is for moderators, where it used to send them to the feed without a word', async () => {
    const { dbName } = await readerWithPost();
    const visitor = createLocalBackend({ dbName, seed: 'topics', storage: new MemoryStorage() });
    const { location } = renderApp({ route: paths.modReports, backend: visitor });
    expect(
      await screen.findByRole('heading', { level: 1, name: copy.modOnly }),
    ).toBeInTheDocument();
    expect(location().pathname).toBe(paths.modReports);
    await waitFor(() => expect(document.title).toContain(copy.modOnly));
  });

  it('tells a member who is not a moderator the same', async () => {
    const { backend } = await readerWithPost();
    renderApp({ route: paths.modReports, backend });
    expect(
      await screen.findByRole('heading', { level: 1, name: copy.modOnly }),
    ).toBeInTheDocument();
  });

  it('lists each item with its reasons and counts, first and last report, and a link to it in context', async () => {
    const { dbName, postId, commentId } = await reportedPost();
    renderApp({ route: paths.modReports, backend: await moderatorOf(dbName) });

    const post = await entry('被檢舉的文章');
    expect(post.getByText(copy.modKindPost)).toBeInTheDocument();
    expect(post.getByText(copy.modReportCount.replace('{n}', '3'))).toBeInTheDocument();
    const reasons = post.getByRole('list', { name: copy.report });
    expect(
      within(reasons)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([`${copy.reportReasons[0]} 2`, `${copy.reportReasons[1]} 1`]);
    expect(post.getByText(copy.modFirstReported)).toBeInTheDocument();
    expect(post.getByText(copy.modLastReported)).toBeInTheDocument();
    expect(post.getAllByRole('time')).toHaveLength(2);
    expect(post.getByRole('link', { name: '被檢舉的文章' })).toHaveAttribute(
      'href',
      paths.post(postId),
    );
    for (const action of [copy.hide, copy.dismiss]) {
      expect(post.getByRole('button', { name: action })).toBeInTheDocument();
    }

    const comment = await entry('被檢舉的留言');
    expect(comment.getByText(copy.modKindComment)).toBeInTheDocument();
    expect(comment.getByText(`${copy.reportReasons[4]} 1`)).toBeInTheDocument();
    // The comment in its thread, not just its post.
    expect(comment.getByRole('link', { name: '被檢舉的留言' })).toHaveAttribute(
      'href',
      paths.comment(postId, commentId),
    );
  });

  it("names each item's author with a link to their page; a cleared comment shows 這則內容已刪除 with its reports", async () => {
    const { dbName, postId, commentId, author } = await reportedPost();
    await author.updateDisplayName('寫文章的人');
    const authorUid = author.currentUser()?.uid ?? '';
    // Someone replies to the reported comment; its author then deletes it: cleared, kept for the reply.
    const { backend: replier } = await otherMember(dbName, '回覆的人');
    await replier.addReply(postId, commentId, '我回覆了');
    await author.deleteComment(postId, commentId);
    renderApp({ route: paths.modReports, backend: await moderatorOf(dbName) });

    const post = await entry('被檢舉的文章');
    await waitFor(() =>
      expect(post.getByRole('link', { name: '寫文章的人' })).toHaveAttribute(
        'href',
        paths.user(authorUid),
      ),
    );
    expect(post.getByText(/作者：/)).toBeInTheDocument();

    const cleared = within(
      (await screen.findByText(copy.modItemGone)).closest('li') as HTMLElement,
    );
    expect(cleared.getByText(copy.modKindComment)).toBeInTheDocument();
    expect(cleared.getByText(`${copy.reportReasons[4]} 1`)).toBeInTheDocument();
    expect(cleared.getByRole('link', { name: '寫文章的人' })).toHaveAttribute(
      'href',
      paths.user(authorUid),
    );
    // Nothing left to hide; its reports still to be dismissed. No bare post id.
    expect(cleared.queryByRole('button', { name: copy.hide })).not.toBeInTheDocument();
    expect(cleared.getByRole('button', { name: copy.dismiss })).toBeInTheDocument();
    expect(cleared.queryByText(postId)).not.toBeInTheDocument();
  });

  it('略過 clears the reports: the item leaves the queue and stays as it was', async () => {
    const { dbName, postId } = await reportedPost();
    const moderator = await moderatorOf(dbName);
    const { user } = renderApp({ route: paths.modReports, backend: moderator });

    const post = await entry('被檢舉的文章');
    await user.click(post.getByRole('button', { name: copy.dismiss }));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: '被檢舉的文章' })).not.toBeInTheDocument(),
    );
    // The comment's reports are its own, still waiting.
    expect(screen.getByRole('link', { name: '被檢舉的留言' })).toBeInTheDocument();
    await user.click((await entry('被檢舉的留言')).getByRole('button', { name: copy.dismiss }));
    expect(await screen.findByText(copy.modQueueEmpty)).toBeInTheDocument();

    const { backend: reader } = await otherMember(dbName, '讀者');
    const shown = await new Promise((resolve, reject) => {
      const stop = reader.watchPost(
        postId,
        (found) => {
          queueMicrotask(() => stop());
          resolve(found);
        },
        reject,
      );
    });
    expect(shown).toMatchObject({ title: '被檢舉的文章', hidden: false });
  });

  it('the link to a reported comment marks it in its thread and gives it the focus', async () => {
    const { dbName, postId, commentId } = await reportedPost();
    const moderator = await moderatorOf(dbName);
    renderApp({ route: paths.comment(postId, commentId), backend: moderator });
    const text = await screen.findByText('被檢舉的留言');
    const item = text.closest('li') as HTMLElement;
    await waitFor(() => expect(item).toHaveFocus());
    expect(item).toHaveClass('post-comment--target');
  });
});
