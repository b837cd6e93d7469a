import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLocalBackend } from '../../src/backend/local';
import { copy } from '../../src/copy';
import { MemoryStorage } from '../support/MemoryStorage';
import { memberPassword } from './backends';
import { renderApp } from './renderApp';

afterEach(() => {
  vi.restoreAllMocks();
});

/**
 * A database with a member and their post, and a second adapter on it (a new page load) whose browser
 * refuses to open IndexedDB, as some private modes and locked-down profiles do, until `allow()`.
 */
async function refusedDatabase() {
  const dbName = `offline-${crypto.randomUUID()}`;
  const storage = new MemoryStorage();
  const earlier = createLocalBackend({ dbName, seed: 'topics', storage });
  await earlier.register(`offline-${crypto.randomUUID().slice(0, 8)}@example.com`, memberPassword);
  await earlier.publishPost({ title: '還在的文章', content: '內容', topic: '美食' }, null);
  const open = vi.spyOn(indexedDB, 'open').mockImplementation(() => {
    throw new DOMException('The user denied permission to access the database.', 'SecurityError');
  });
  const backend = createLocalBackend({ dbName, seed: 'topics', storage });
  return { backend, allow: () => open.mockRestore() };
}

describe('when the browser will not open the local database', () => {
  it('the feed says 無法連線 with 重試, never 載入中… for ever nor an empty feed; 重試 reads again', async () => {
    const { backend, allow } = await refusedDatabase();
    const { user } = renderApp({ route: '/posts', backend });
    // The feed and the topic list each say so, each with its own 重試.
    await waitFor(() => expect(screen.getAllByText(copy.offlineNotice)).toHaveLength(2));
    expect(screen.queryByText(copy.loading)).not.toBeInTheDocument();
    expect(screen.queryByText(copy.feedEmpty)).not.toBeInTheDocument();
    // The auth state is known too: the top bar shows the visitor's entry, not nothing.
    const bar = within(screen.getByRole('navigation', { name: copy.mainNav }));
    expect(await bar.findByRole('link', { name: copy.menuSignIn })).toBeInTheDocument();

    allow();
    for (const retry of screen.getAllByRole('button', { name: copy.retry }))
      await user.click(retry);
    expect(await screen.findByRole('heading', { name: '還在的文章' })).toBeInTheDocument();
    expect(screen.queryByText(copy.offlineNotice)).not.toBeInTheDocument();
  });

  it('a member page does not wait for ever either: without the session it goes to /posts, which says why', async () => {
    const { backend } = await refusedDatabase();
    const { location } = renderApp({ route: '/my/posts', backend });
    await waitFor(() => expect(location().pathname).toBe('/posts'));
    expect((await screen.findAllByText(copy.offlineNotice)).length).toBeGreaterThan(0);
  });
});
