import { Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useLocation } from 'react-router-dom';
import { browserOffline } from '../browser/online';
import { Loading } from '../components/Loading';
import { RetryMessage } from '../components/RetryMessage';
import { loadPagesAgain } from './lazyPages';

/**
 * Where a page's code loads: Loading meanwhile, and when it cannot load (offline, a network that
 * stopped answering) offlineNotice or errGeneric with 重試, never a blank page. 重試 loads the pages'
 * code anew (React.lazy keeps a failed load failed) and renders the page again. A failure is of the
 * page at its address: another address starts afresh.
 */
export function PageLoad({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary
      resetKeys={[pathname]}
      fallbackRender={({ resetErrorBoundary }) => (
        <RetryMessage
          code={browserOffline() ? 'unavailable' : 'unknown'}
          onRetry={() => {
            loadPagesAgain();
            resetErrorBoundary();
          }}
        />
      )}
    >
      <Suspense fallback={<Loading />}>{children}</Suspense>
    </ErrorBoundary>
  );
}
