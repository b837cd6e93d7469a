import type { ReportedItem } from '../../backend/types';
import { Button } from '../../components/Button';
import { Notice } from '../../components/Notice';
import { copy } from '../../copy';
import { useSetHidden } from '../../hooks/useModeration';
import { errorMessage } from '../../lib/errorMessage';
import './moderation.css';

interface HideButtonProps {
  item: ReportedItem;
  hidden: boolean;
}

/** 隱藏 or 恢復, for moderators, in the moderators' queue (posts and comments have it under ⋯). */
export function HideButton({ item, hidden }: HideButtonProps) {
  const setHidden = useSetHidden();
  return (
    <span className="moderator-actions">
      <Button
        type="button"
        basic
        size="small"
        disabled={setHidden.pending}
        onClick={() => void setHidden.run(item, !hidden)}
      >
        {hidden ? copy.restore : copy.hide}
      </Button>
      {setHidden.error && <Notice kind="negative">{errorMessage(setHidden.error)}</Notice>}
    </span>
  );
}
