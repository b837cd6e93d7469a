import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Container } from 'semantic-ui-react';
import { TopBar } from '../components/TopBar';
import { copy } from '../copy';
import { PageLoader } from './PageLoader';

/** Every page: the top bar and the main landmark. */
export function RootLayout() {
  return (
    <>
      <a className="skip-link" href="#main">
        {copy.skipToContent}
      </a>
      <TopBar />
      <Container as="main" id="main" tabIndex={-1} className="page">
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Container>
    </>
  );
}
