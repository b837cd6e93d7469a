import { copy } from '../copy';
import { Notice } from './Notice';

/**
 * Over what a page still shows from before the connection went (a stale read, see useRead): it is
 * what the client had, not necessarily what is there now. Gone when the connection returns.
 */
export function OfflineBanner() {
  return (
    <div role="status" className="offline-banner">
      <Notice kind="warning">{copy.offlineBanner}</Notice>
    </div>
  );
}
