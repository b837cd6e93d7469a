import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageLoad } from '../../src/app/PageLoad';
import { copy } from '../../src/copy';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a page whose code cannot load (PageLoad)', () => {
  it('says offlineNotice with 重試 instead of a blank page, and 重試 renders the page again', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    // React reports the error it caught; the notice is what the reader sees.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let reachable = false;
    function Page() {
      if (!reachable) throw new TypeError('Failed to fetch dynamically imported module');
      return <h1>頁面</h1>;
    }
    render(
      <MemoryRouter>
        <PageLoad>
          <Page />
        </PageLoad>
      </MemoryRouter>,
    );
    expect(await screen.findByText(copy.offlineNotice)).toBeInTheDocument();

    reachable = true;
    await userEvent.click(screen.getByRole('button', { name: copy.retry }));
    expect(await screen.findByRole('heading', { name: '頁面' })).toBeInTheDocument();
    expect(screen.queryByText(copy.offlineNotice)).not.toBeInTheDocument();
  });

  it('starts afresh at another address', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new TypeError('Failed to fetch dynamically imported module');
    }
    render(
      <MemoryRouter initialEntries={['/broken']}>
        <Link to="/other">別頁</Link>
        <PageLoad>
          <Routes>
            <Route path="/broken" element={<Broken />} />
            <Route path="/other" element={<h1>別頁內容</h1>} />
          </Routes>
        </PageLoad>
      </MemoryRouter>,
    );
    expect(await screen.findByText(copy.errGeneric)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: '別頁' }));
    expect(await screen.findByRole('heading', { name: '別頁內容' })).toBeInTheDocument();
    expect(screen.queryByText(copy.errGeneric)).not.toBeInTheDocument();
  });
});
