import { useState } from 'react';
import { Button } from '../../components/Button';
import { FormModal } from '../../components/FormModal';
import { Notice } from '../../components/Notice';
import { copy } from '../../copy';
import { useBlocked } from '../../hooks/useBlocked';
import { useBlockActions } from '../../hooks/useSafety';
import { errorMessage } from '../../lib/errorMessage';

/**
 * 封鎖這位會員, or 解除封鎖 once blocked, for a member other than the reader: under their posts and
 * comments (the ⋯ menu, ItemActions.tsx, asks BlockConfirm) and on their author page. Blocking asks first (封鎖{name}？, with what it
 * does); once blocked, the page in view hides the member's items and says so where they were.
 */
export function BlockButton({ uid, name }: { uid: string; name: string }) {
  const blocked = useBlocked().has(uid);
  const { unblock } = useBlockActions();
  const [asking, setAsking] = useState(false);
  const error = unblock.error;
  return (
    <>
      {blocked ? (
        <Button
          type="button"
          basic
          size="small"
          disabled={unblock.pending}
          onClick={() => void unblock.run(uid)}
        >
          {copy.unblock}
        </Button>
      ) : (
        <Button type="button" basic size="small" onClick={() => setAsking(true)}>
          {copy.block}
        </Button>
      )}
      {error && <Notice kind="negative">{errorMessage(error)}</Notice>}
      {asking && <BlockConfirm uid={uid} name={name} onClose={() => setAsking(false)} />}
    </>
  );
}

/**
 * 封鎖{name}？ with what blocking does, then 封鎖: the question BlockButton and the ⋯ menu
 * (ItemActions) ask. A failure shows in it; 取消 or a block made closes it.
 */
export function BlockConfirm({
  uid,
  name,
  onClose,
}: {
  uid: string;
  name: string;
  onClose: () => void;
}) {
  const { block } = useBlockActions();
  return (
    <FormModal
      title={copy.blockConfirm.replace('{name}', name)}
      confirmLabel={copy.blockSubmit}
      negative
      busy={block.pending}
      error={block.error && errorMessage(block.error)}
      onCancel={() => {
        block.clearError();
        onClose();
      }}
      onConfirm={() => {
        void block.run(uid).then(({ ok }) => ok && onClose());
      }}
    >
      <p>{copy.blockConfirmText.replace('{name}', name)}</p>
    </FormModal>
  );
}
