import { copy } from '../copy';
import type { ErrorCode } from '../lib/errorCodes';
import { errorMessage } from '../lib/errorMessage';
import { Button } from './Button';
import './Notice.css';
import './RetryMessage.css';

/**
 * What a read that failed shows in its place: why (offlineNotice when the data could not be reached,
 * else errGeneric) with 重試 beside it.
 */
export function RetryMessage({ code, onRetry }: { code?: ErrorCode; onRetry: () => void }) {
  return (
    <div className="retry-message notice notice--negative">
      <p role="alert">{errorMessage(code ?? 'unknown', 'read')}</p>
      <Button type="button" basic size="small" onClick={onRetry}>
        {copy.retry}
      </Button>
    </div>
  );
}
