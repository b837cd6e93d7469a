import { copy } from '../copy';
import { Button } from './Button';
import './RetryMessage.css';

/** errGeneric with a 重試 beside it: what a read that failed shows in its place. */
export function RetryMessage({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="retry-message">
      <p role="alert">{copy.errGeneric}</p>
      <Button type="button" basic size="small" onClick={onRetry}>
        {copy.retry}
      </Button>
    </div>
  );
}
