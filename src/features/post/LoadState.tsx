import { Loading } from '../../components/Loading';
import { RetryMessage } from '../../components/RetryMessage';
import type { Read } from '../../hooks/shapes';

/** copy.loading while a read has not answered; why it failed, with 重試, when it failed. */
export function LoadState({ read }: { read: Read<unknown> }) {
  if (read.status !== 'error') return <Loading />;
  return <RetryMessage code={read.error} onRetry={read.retry} />;
}
