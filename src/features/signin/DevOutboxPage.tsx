import { Link } from 'react-router-dom';
import { Loading } from '../../components/Loading';
import { NotFound } from '../../components/NotFound';
import { RelativeTime } from '../../components/RelativeTime';
import { RetryMessage } from '../../components/RetryMessage';
import { copy } from '../../copy';
import { useDevOutbox, useHasDevOutbox } from '../../hooks/useDevOutbox';
import { useDocumentTitle } from '../../hooks/ui/useDocumentTitle';
import './signin.css';

/**
 * /dev/outbox: the mails the local backend would have sent (it has no mail server), newest first,
 * each with its link, so the password reset can be followed through in development. A backend that
 * sends its mail has no such page.
 */
export function DevOutboxPage() {
  return useHasDevOutbox() ? <DevOutbox /> : <NotFound heading={copy.pageNotFound} />;
}

function DevOutbox() {
  const outbox = useDevOutbox();
  useDocumentTitle(copy.devOutbox);
  return (
    <div className="signin-page">
      <h1 className="page-heading">{copy.devOutbox}</h1>
      {outbox.status === 'loading' ? (
        <Loading />
      ) : outbox.status === 'error' ? (
        <RetryMessage code={outbox.error} onRetry={outbox.retry} />
      ) : outbox.data.length === 0 ? (
        <p className="panel dev-outbox__empty">{copy.devOutboxEmpty}</p>
      ) : (
        <ul className="dev-outbox">
          {outbox.data.map((mail) => (
            <li key={mail.id} className="panel dev-outbox__mail">
              <div className="dev-outbox__meta">
                <span className="dev-outbox__to">{mail.to}</span>
                <RelativeTime time={mail.sentAt} />
              </div>
              <Link to={mail.link}>{copy.resetHeader}</Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
