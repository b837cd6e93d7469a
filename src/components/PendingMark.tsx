import './PendingMark.css';
import { copy } from '../copy';

/** Beside something the member did that the store keeps and sends once the connection returns. */
export function PendingMark() {
  return <span className="pending-mark">{copy.pendingSend}</span>;
}
