import './PendingMark.css';
import { copy } from '../copy';

/** Beside something the member did that waits for the connection to be sent (hooks' outbox). */
export function PendingMark() {
  return <span className="pending-mark">{copy.pendingSend}</span>;
}
