import { Button } from '../../components/Button';
import { Notice } from '../../components/Notice';
import { copy } from '../../copy';
import { useBlocked } from '../../hooks/useBlocked';
import { useBlockActions } from '../../hooks/useSafety';
import { errorMessage } from '../../lib/errorMessage';

/**
 * 封鎖這位會員, or 解除封鎖 once blocked, for a member other than the reader: under their posts and
 * comments (SafetyActions) and on their author page.
 */
export function BlockButton({ uid }: { uid: string }) {
  const blocked = useBlocked().has(uid);
  const { block, unblock } = useBlockActions();
  const toggle = blocked ? unblock : block;
  const error = block.error ?? unblock.error;
  return (
    <>
      <Button
        type="button"
        basic
        size="small"
        disabled={toggle.pending}
        onClick={() => void toggle.run(uid)}
      >
        {blocked ? copy.unblock : copy.block}
      </Button>
      {error && <Notice kind="negative">{errorMessage(error)}</Notice>}
    </>
  );
}
