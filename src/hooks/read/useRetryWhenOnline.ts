import { useEffect } from 'react';
import { whenBackOnline } from '../../browser/online';

/**
 * Back online (the browser says so): a read that failed or is stale asks again at once, through its
 * `retry`. `state` is the read's answer so far (null while it has none).
 */
export function useRetryWhenOnline(
  state: { status: 'loading' | 'ready' | 'error'; stale?: boolean } | null,
  retry: () => void,
): void {
  const needsAgain =
    state?.status === 'error' || (state?.status === 'ready' && state.stale === true);
  useEffect(() => (needsAgain ? whenBackOnline(retry) : undefined), [needsAgain, retry]);
}
