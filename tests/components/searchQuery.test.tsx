import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { copy } from '../../src/copy';
import { freshBackend } from './backends';
import { renderApp } from './renderApp';

describe('a results page opened by its address', () => {
  it("puts its query in the top bar's box and in the page's own field", async () => {
    const { navigate } = renderApp({
      route: '/search?q=%E5%92%96%E5%95%A1',
      backend: freshBackend(),
    });
    await screen.findByRole('heading', {
      level: 1,
      name: copy.searchResultsHeader.replace('{q}', '咖啡'),
    });
    const bar = within(screen.getByRole('banner')).getByRole('combobox', {
      name: copy.searchLabel,
    });
    const page = within(screen.getByRole('main')).getByRole('combobox', {
      name: copy.searchLabel,
    });
    expect(bar).toHaveValue('咖啡');
    expect(page).toHaveValue('咖啡');

    // Another query by address (a link, Back): both follow.
    await navigate('/search?q=%E6%8B%89%E9%BA%B5');
    await waitFor(() => expect(bar).toHaveValue('拉麵'));
    expect(
      within(screen.getByRole('main')).getByRole('combobox', { name: copy.searchLabel }),
    ).toHaveValue('拉麵');
  });

  it("leaves the top bar's box empty once the reader moves on to an unrelated page", async () => {
    const { navigate } = renderApp({
      route: '/search?q=%E5%92%96%E5%95%A1',
      backend: freshBackend(),
    });
    const bar = within(screen.getByRole('banner')).getByRole('combobox', {
      name: copy.searchLabel,
    });
    await waitFor(() => expect(bar).toHaveValue('咖啡'));
    await navigate('/posts');
    await waitFor(() => expect(bar).toHaveValue(''));
    // Back to the results: the query again.
    await navigate('/search?q=%E5%92%96%E5%95%A1');
    await waitFor(() => expect(bar).toHaveValue('咖啡'));
  });
});
