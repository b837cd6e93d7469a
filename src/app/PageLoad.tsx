import { Component, Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Loading } from '../components/Loading';
import { RetryMessage } from '../components/RetryMessage';
import { loadPagesAgain } from './lazyPages';

/**
 * Where a page's code loads: Loading meanwhile, and when it cannot load (offline, a network that
 * stopped answering) offlineNotice or errGeneric with 重試, never a blank page. A new address starts
 * afresh.
 */
export function PageLoad({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <LoadFailure at={pathname}>
      <Suspense fallback={<Loading />}>{children}</Suspense>
    </LoadFailure>
  );
}

interface LoadFailureProps {
  /** The address: a failure is of the page at it, so another address starts afresh. */
  at: string;
  children: ReactNode;
}

class LoadFailure extends Component<LoadFailureProps, { failed: boolean; at: string }> {
  override state = { failed: false, at: this.props.at };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: LoadFailureProps, state: { at: string }) {
    return props.at === state.at ? null : { failed: false, at: props.at };
  }

  retry = () => {
    loadPagesAgain();
    this.setState({ failed: false });
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
    return <RetryMessage code={offline ? 'unavailable' : 'unknown'} onRetry={this.retry} />;
  }
}
