import { useId, useState } from 'react';
import type { ReportedItem } from '../../backend/types';
import { FormModal } from '../../components/FormModal';
import { copy } from '../../copy';
import { useReport } from '../../hooks/useSafety';
import { errorMessage } from '../../lib/errorMessage';
import { reportReasons, type ReportReason } from '../../lib/reports';
import '../../styles/visuallyHidden.css';

interface ReportDialogProps {
  item: ReportedItem;
  onClose: () => void;
  /** The report was stored. */
  onSent: () => void;
}

/** 檢舉: one reason of copy.reportReasons, then 檢舉 sends it; 取消 sends nothing. */
export function ReportDialog({ item, onClose, onSent }: ReportDialogProps) {
  const report = useReport();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const name = useId();

  async function send() {
    if (reason && (await report.run(item, reason)).ok) onSent();
  }

  return (
    <FormModal
      title={copy.report}
      confirmLabel={copy.report}
      negative
      canConfirm={reason !== null}
      busy={report.pending}
      error={report.error && errorMessage(report.error)}
      focusId={`${name}-0`}
      onCancel={onClose}
      onConfirm={() => void send()}
    >
      <fieldset className="report-dialog__reasons">
        <legend className="visually-hidden">{copy.report}</legend>
        {reportReasons.map((id, index) => (
          <label key={id} className="report-dialog__reason">
            <input
              id={`${name}-${index}`}
              type="radio"
              name={name}
              value={id}
              checked={reason === id}
              onChange={() => setReason(id)}
            />
            {copy.reportReasons[index]}
          </label>
        ))}
      </fieldset>
    </FormModal>
  );
}
