import { PageLoad } from './PageLoad';
import { Outlet } from 'react-router-dom';
import { TopBar } from '../features/topBar/TopBar';
import { copy } from '../copy';
import { usePageArrival } from './usePageArrival';
import { WelcomeNotice } from './WelcomeNotice';
import './layout.css';

/** Every page: the top bar and the main landmark; scroll and focus when a page is reached. */
export function RootLayout() {
  usePageArrival();
  return (
    <>
      <a className="skip-link" href="#main">
        {copy.skipToContent}
      </a>
      <TopBar />
      <main id="main" tabIndex={-1} className="page-width page">
        <WelcomeNotice />
        <PageLoad>
          <Outlet />
        </PageLoad>
      </main>
    </>
  );
}
