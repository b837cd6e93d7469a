import { copy } from '../../copy';
import { Button } from '../../components/Button';
import { Notice } from '../../components/Notice';
import './UploadProgress.css';

interface UploadProgressProps {
  fraction: number;
  /** Nothing has moved for a while (usePostEditor): the member is told, and may cancel. */
  stalled: boolean;
  /** Stops the upload; the form keeps everything. */
  onCancel: () => void;
}

/** 上傳中 with the percent sent so far, and 取消上傳. */
export function UploadProgress({ fraction, stalled, onCancel }: UploadProgressProps) {
  const percent = Math.round(fraction * 100);
  return (
    <div className="upload-progress">
      <div
        className="upload-progress__track"
        role="progressbar"
        aria-label={copy.uploading}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className="upload-progress__bar" style={{ width: `${percent}%` }} />
      </div>
      <div className="upload-progress__row">
        <span className="upload-progress__label">
          {copy.uploading} {percent}%
        </span>
        <Button type="button" basic size="small" onClick={onCancel}>
          {copy.cancelUpload}
        </Button>
      </div>
      {/* Always there, so that screen readers announce the notice when it comes. */}
      <div role="status">{stalled && <Notice kind="warning">{copy.uploadStalled}</Notice>}</div>
    </div>
  );
}
