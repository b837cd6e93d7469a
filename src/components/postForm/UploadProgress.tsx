import 'semantic-ui-css/components/progress.min.css';
import { Progress } from 'semantic-ui-react';
import { copy } from '../../copy';

/** 上傳中 with the percent sent so far. */
export function UploadProgress({ fraction }: { fraction: number }) {
  const percent = Math.round(fraction * 100);
  return (
    <Progress
      percent={percent}
      progress
      indicating
      label={copy.uploading}
      role="progressbar"
      aria-label={copy.uploading}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
    />
  );
}
