import type { ReportedItem } from '../../backend/types';
import { Button } from '../../components/Button';
import { Notice } from '../../components/Notice';
import { copy } from '../../copy';
import { useAuth } from '../../hooks/useAuth';
import { useSetHidden } from '../../hooks/useModeration';
import { errorMessage } from '../../lib/errorMessage';
import './moderation.css';

interface ModeratorActionsProps {
  item: ReportedItem;
  hidden: boolean;
}

/**
 * What a hidden post or comment says to those who still see it (its author, the moderators), and a
 * moderator's 隱藏 / 恢復.
 */
export function ModeratorActions({ item, hidden }: ModeratorActionsProps) {
  const moderator = useAuth().user?.moderator ?? false;
  return (
    <>
      {hidden && <Notice kind="warning">{copy.hiddenByModerator}</Notice>}
      {moderator && <HideButton item={item} hidden={hidden} />}
    </>
  );
}

/** 隱藏 or 恢復, for moderators. */
export function HideButton({ item, hidden }: ModeratorActionsProps) {
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
