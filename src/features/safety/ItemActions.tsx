import { useState } from 'react';
import type { ReportedItem } from '../../backend/types';
import { Notice } from '../../components/Notice';
import { copy } from '../../copy';
import { useAuth } from '../../hooks/useAuth';
import { useBlocked } from '../../hooks/useBlocked';
import { useSetHidden } from '../../hooks/useModeration';
import { useBlockActions } from '../../hooks/useSafety';
import { errorMessage } from '../../lib/errorMessage';
import { BlockConfirm } from './BlockButton';
import { MoreMenu, type MoreMenuItem } from './MoreMenu';
import { ReportDialog } from './ReportDialog';
import '../../components/Notice.css';
import './moderation.css';
import './safety.css';

interface ItemActionsProps {
  /** The post, or the comment or reply, these act on. */
  item: ReportedItem;
  hidden: boolean;
  /** Its author, whom 封鎖這位會員 blocks, and their name as shown (封鎖{name}？). */
  authorUid: string;
  authorName: string;
  /** The reader wrote it: nothing to report or block. */
  own: boolean;
  /** Names the group, so a screen reader says whose ⋯ this is (a post's title, a comment's author). */
  label: string;
}

/**
 * What is said and done about a post, comment or reply besides reading (issue 39): the hidden
 * notice, then ⋯ (更多) with 檢舉 and 封鎖這位會員 on someone else's, and 隱藏 / 恢復 for moderators.
 * The dialogs they open and what they report (已收到檢舉，謝謝你, a failure) show beside it.
 */
export function ItemActions(props: ItemActionsProps) {
  const { item, hidden, authorUid, authorName, own, label } = props;
  const moderator = useAuth().user?.moderator ?? false;
  const blocked = useBlocked().has(authorUid);
  const { unblock } = useBlockActions();
  const setHidden = useSetHidden();
  const [open, setOpen] = useState<'report' | 'block' | null>(null);
  const [sent, setSent] = useState(false);

  const items: MoreMenuItem[] = [];
  if (!own) {
    items.push({ label: copy.report, onSelect: () => setOpen('report') });
    items.push(
      blocked
        ? { label: copy.unblock, onSelect: () => void unblock.run(authorUid) }
        : { label: copy.block, onSelect: () => setOpen('block') },
    );
  }
  if (moderator) {
    items.push({
      label: hidden ? copy.restore : copy.hide,
      disabled: setHidden.pending,
      onSelect: () => void setHidden.run(item, !hidden),
    });
  }
  const failure = setHidden.error ?? unblock.error;

  return (
    <>
      {hidden && <Notice kind="warning">{copy.hiddenByModerator}</Notice>}
      {items.length > 0 && (
        <span className="item-actions" role="group" aria-label={label}>
          <MoreMenu items={items} />
          {/* In the page from the start, so a screen reader announces what appears in it. */}
          <span role="status">
            {sent && <span className="notice notice--positive">{copy.reportSent}</span>}
          </span>
          {failure && <Notice kind="negative">{errorMessage(failure)}</Notice>}
        </span>
      )}
      {open === 'report' && (
        <ReportDialog
          item={item}
          onClose={() => setOpen(null)}
          onSent={() => {
            setOpen(null);
            setSent(true);
          }}
        />
      )}
      {open === 'block' && (
        <BlockConfirm uid={authorUid} name={authorName} onClose={() => setOpen(null)} />
      )}
    </>
  );
}
