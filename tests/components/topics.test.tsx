import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { copy } from '../../src/copy';
import { addTopics, instrumented, memberBackend, publishPosts } from './feed.fixtures';
import { renderApp } from './renderApp';

// Several live queries per page on fake IndexedDB: slow when the whole suite runs in parallel.
configure({ asyncUtilTimeout: 5000 });

const odd = 'A&B?C#D 台灣 100%';

/** The topic list, once the topics have been read. */
async function topicNav(firstTopic: string) {
  const nav = await screen.findByRole('navigation', { name: copy.topicsHeader });
  await within(nav).findByRole('link', { name: firstTopic });
  return nav;
}

function activeLinks(nav: HTMLElement) {
  return within(nav)
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page');
}

describe('topic list', () => {
  it('lists 全部 and every topic under the 主題 heading, 全部 active on /posts', async () => {
    const { backend } = await memberBackend();
    const { backend: topics } = instrumented(backend, ['電影', '美食']);
    renderApp({ route: '/posts', backend: topics });
    const nav = await topicNav('電影');

    expect(within(nav).getByRole('heading', { name: copy.topicsHeader })).toBeInTheDocument();
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([copy.topicAll, '電影', '美食']);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/posts',
      `/posts?topic=${encodeURIComponent('電影')}`,
      `/posts?topic=${encodeURIComponent('美食')}`,
    ]);
    expect(activeLinks(nav)).toEqual([links[0]]);
    expect(links[0]).toHaveClass('active');
    expect(links[1]).not.toHaveClass('active');
  });

  it('highlights the topic of the URL and moves the highlight when another is chosen', async () => {
    const { backend } = await memberBackend();
    const { backend: topics, listTopicsCalls } = instrumented(backend, ['電影', '美食']);
    const { user } = renderApp({ route: '/posts?topic=美食', backend: topics });
    const nav = await topicNav('電影');
    const food = within(nav).getByRole('link', { name: '美食' });
    await waitFor(() => expect(activeLinks(nav)).toEqual([food]));
    expect(food).toHaveClass('active');

    const reads = listTopicsCalls();
    const movies = within(nav).getByRole('link', { name: '電影' });
    await user.click(movies);
    await waitFor(() => expect(activeLinks(nav)).toEqual([movies]));
    expect(food).not.toHaveClass('active');
    // Topics are read when the list mounts (twice under StrictMode), not on every navigation.
    expect(reads).toBeGreaterThan(0);
    expect(listTopicsCalls()).toBe(reads);
  });

  it('round-trips a topic name with &, ?, # and Chinese through the URL', async () => {
    const { backend, dbName } = await memberBackend();
    await addTopics(dbName, ['A', odd]);
    await publishPosts(backend, 2, { prefix: '怪名字', topic: odd });
    await publishPosts(backend, 1, { prefix: '別的', topic: 'A' });
    const { backend: topics } = instrumented(backend, ['A', odd]);
    const { user, location } = renderApp({ route: '/posts', backend: topics });
    const nav = await topicNav(odd);

    const link = within(nav).getByRole('link', { name: odd });
    expect(link.getAttribute('href')).toBe(`/posts?${new URLSearchParams({ topic: odd })}`);
    await user.click(link);

    await waitFor(() => expect(new URLSearchParams(location().search).get('topic')).toBe(odd));
    expect(location().hash).toBe('');
    expect(await screen.findByRole('link', { name: '怪名字 2' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '怪名字 1' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '別的 1' })).not.toBeInTheDocument();
    expect(activeLinks(nav)).toEqual([link]);
  });

  it('highlights nothing on a post detail page', async () => {
    const { backend } = await memberBackend();
    const [id] = await publishPosts(backend, 1);
    const { backend: topics } = instrumented(backend, ['電影', '美食']);
    renderApp({ route: `/posts/${id}`, backend: topics });
    const nav = await topicNav('電影');
    expect(activeLinks(nav)).toEqual([]);
  });
});

describe('topic links keep the order they are shown under', () => {
  const hrefs = (nav: HTMLElement) =>
    within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));

  it('under 熱門 every topic opens in 熱門, and the topic page shows 熱門 chosen', async () => {
    const { backend } = await memberBackend();
    const { backend: topics } = instrumented(backend, ['電影', '美食']);
    const { user, location } = renderApp({ route: '/posts?sort=popular', backend: topics });
    const nav = await topicNav('電影');
    expect(hrefs(nav)).toEqual([
      '/posts?sort=popular',
      `/posts?${new URLSearchParams({ topic: '電影', sort: 'popular' })}`,
      `/posts?${new URLSearchParams({ topic: '美食', sort: 'popular' })}`,
    ]);

    await user.click(within(nav).getByRole('link', { name: '美食' }));
    await waitFor(() => expect(location().search).toContain('topic='));
    const params = new URLSearchParams(location().search);
    expect([params.get('topic'), params.get('sort')]).toEqual(['美食', 'popular']);
    expect(screen.getByRole('link', { name: copy.sortPopular })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('under 最新 no topic link has a sort, nor the tab back from 熱門', async () => {
    const { backend } = await memberBackend();
    const { backend: topics } = instrumented(backend, ['電影']);
    const { user } = renderApp({ route: '/posts?topic=電影&sort=popular', backend: topics });
    const nav = await topicNav('電影');
    await user.click(screen.getByRole('link', { name: copy.sortNewest }));
    await waitFor(() =>
      expect(hrefs(nav)).toEqual(['/posts', `/posts?${new URLSearchParams({ topic: '電影' })}`]),
    );
  });

  it('熱門 says in one line under the tabs how it orders the posts; 最新 needs no such line', async () => {
    const { backend } = await memberBackend();
    const { backend: topics } = instrumented(backend, ['電影']);
    const { user } = renderApp({ route: '/posts?sort=popular', backend: topics });
    await topicNav('電影');
    expect(screen.getByText(copy.popularHint)).toBeVisible();
    await user.click(screen.getByRole('link', { name: copy.sortNewest }));
    await waitFor(() => expect(screen.queryByText(copy.popularHint)).not.toBeInTheDocument());
  });

  it("a post's page keeps no order: its topics open 最新", async () => {
    const { backend } = await memberBackend();
    const [id] = await publishPosts(backend, 1, { topic: '美食' });
    const { backend: topics } = instrumented(backend, ['電影', '美食']);
    renderApp({ route: `/posts/${id}?sort=popular`, backend: topics });
    const nav = await topicNav('電影');
    expect(hrefs(nav)).toEqual([
      '/posts',
      `/posts?${new URLSearchParams({ topic: '電影' })}`,
      `/posts?${new URLSearchParams({ topic: '美食' })}`,
    ]);
    const article = await screen.findByRole('article', { name: '文章 1' });
    expect(within(article).getByRole('link', { name: '美食' })).toHaveAttribute(
      'href',
      `/posts?${new URLSearchParams({ topic: '美食' })}`,
    );
  });
});
