import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copy } from '../../src/copy';
import { remember } from '../../src/browser/historyPlaces';
import {
  ScrollableObserver,
  instrumented,
  memberBackend,
  newestFirst,
  publishPosts,
} from './feed.fixtures';
import { renderApp } from './renderApp';

configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

function cardTitles(): string[] {
  return [...document.querySelectorAll('.post-card h2')].map((h) => h.textContent ?? '');
}

describe('coming back to a list', () => {
  it('loads as many posts as the list had on that history entry, in one window, then pages by 4', async () => {
    // The reader has not scrolled: only the restored length, no scroll trigger, decides what loads.
    vi.stubGlobal('IntersectionObserver', ScrollableObserver);
    const { backend } = await memberBackend();
    await publishPosts(backend, 14);
    const { backend: watched, ranges } = instrumented(backend);
    remember('entry-left-at-8', { listLength: 8 });
    renderApp({ route: { pathname: '/posts', key: 'entry-left-at-8' }, backend: watched });

    await waitFor(() => expect(cardTitles()).toEqual(newestFirst(14).slice(0, 8)));
    expect(ranges[0]?.range).toEqual({ limit: 8 });
    act(() => ScrollableObserver.reveal());
    await waitFor(() => expect(cardTitles()).toEqual(newestFirst(14).slice(0, 12)));
  });

  it('starts with one page of 4 on an entry it has not been on', async () => {
    vi.stubGlobal('IntersectionObserver', ScrollableObserver);
    const { backend } = await memberBackend();
    await publishPosts(backend, 14);
    remember('another-entry', { listLength: 12 });
    renderApp({ route: { pathname: '/posts', key: 'a-new-entry' }, backend });
    await waitFor(() => expect(cardTitles()).toEqual(newestFirst(14).slice(0, 4)));
  });
});

describe('focus after moving to another page', () => {
  it('goes to the new page’s heading: a topic’s feed, then a post', async () => {
    const { backend } = await memberBackend();
    await publishPosts(backend, 2, { topic: '美食', prefix: '小吃' });
    const { backend: withTopics } = instrumented(backend, ['美食']);
    const { user } = renderApp({ route: '/posts', backend: withTopics });
    const nav = await screen.findByRole('navigation', { name: copy.topicsHeader });

    await user.click(await within(nav).findByRole('link', { name: '美食' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: '美食' })).toHaveFocus(),
    );

    await user.click(await screen.findByRole('link', { name: '小吃 2' }));
    const title = await screen.findByRole('heading', { level: 1, name: '小吃 2' });
    await waitFor(() => expect(title).toHaveFocus());
  });

  it('stays where it is when the site first opens', async () => {
    const { backend } = await memberBackend();
    renderApp({ route: '/posts', backend });
    await screen.findByText(copy.feedEmpty);
    expect(document.body).toHaveFocus();
  });
});
