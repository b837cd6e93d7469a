import { Loader, Message } from 'semantic-ui-react';
import { Button } from '../../components/Button';
import { copy } from '../../copy';

/** copy.loading while a subscription has not answered; errGeneric with a retry when it failed. */
export function LoadState({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  if (!failed) return <Loader active inline="centered" content={copy.loading} role="status" />;
  return (
    <Message negative className="load-error">
      <p role="alert">{copy.errGeneric}</p>
      <Button type="button" basic size="small" onClick={onRetry}>
        {copy.retry}
      </Button>
    </Message>
  );
}
