import { Loader } from 'semantic-ui-react';
import { RetryMessage } from '../../components/RetryMessage';
import { copy } from '../../copy';

/** copy.loading while a subscription has not answered; errGeneric with a retry when it failed. */
export function LoadState({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  if (!failed) return <Loader active inline="centered" content={copy.loading} role="status" />;
  return <RetryMessage onRetry={onRetry} />;
}
