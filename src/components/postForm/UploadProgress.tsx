import { copy } from '../../copy';
import './UploadProgress.css';

/** 上傳中 with the percent sent so far. */
export function UploadProgress({ fraction }: { fraction: number }) {
  const percent = Math.round(fraction * 100);
  return (
    <div
      className="upload-progress"
      role="progressbar"
      aria-label={copy.uploading}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
    >
      <div className="upload-progress__track">
        <div className="upload-progress__bar" style={{ width: `${percent}%` }} />
      </div>
      <div className="upload-progress__label">
        {copy.uploading} {percent}%
      </div>
    </div>
  );
}
