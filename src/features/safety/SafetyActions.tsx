import { useState } from 'react';
import type { ReportedItem } from '../../backend/types';
import { Button } from '../../components/Button';
import { copy } from '../../copy';
import { BlockButton } from './BlockButton';
import { ReportDialog } from './ReportDialog';
import '../../components/Notice.css';
import './safety.css';

interface SafetyActionsProps {
  /** The post, or the comment, these act on: someone else's. */
  item: ReportedItem;
  /** Its author, whom 封鎖這位會員 blocks. */
  authorUid: string;
  /** The author's name as shown, for the question before blocking (封鎖{name}？). */
  authorName: string;
  /** Names the group, so a screen reader says whose 檢舉 this is (a post's title, a comment's author). */
  label: string;
}

/**
 * 檢舉 and 封鎖這位會員 on another member's post or comment. Once blocked, their posts and comments
 * leave every list, and their post's page shows only that it is hidden, with 解除封鎖.
 */
export function SafetyActions({ item, authorUid, authorName, label }: SafetyActionsProps) {
  const [reporting, setReporting] = useState(false);
  const [sent, setSent] = useState(false);

  return (
    <div className="safety-actions" role="group" aria-label={label}>
      <Button type="button" basic size="small" onClick={() => setReporting(true)}>
        {copy.report}
      </Button>
      <BlockButton uid={authorUid} name={authorName} />
      {/* In the page from the start, so a screen reader announces what appears in it. */}
      <span role="status">
        {sent && <span className="notice notice--positive">{copy.reportSent}</span>}
      </span>
      {reporting && (
        <ReportDialog
          item={item}
          onClose={() => setReporting(false)}
          onSent={() => {
            setReporting(false);
            setSent(true);
          }}
        />
      )}
    </div>
  );
}
