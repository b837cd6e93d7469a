import { Button } from '../../components/Button';
import { Notice } from '../../components/Notice';
import { copy } from '../../copy';
import './DraftNotice.css';

interface KeptDraft {
  restored: boolean;
  discard: () => void;
}

/**
 * copy.draftRestored while the form shows a draft kept from before, with copy.draftDiscard, which
 * empties the form and puts focus on `focusId` (the first field) in place of the vanished button.
 * The post form's draft (usePostDraft) and a comment's or a reply's (features/post/useKeptText.ts).
 */
export function DraftNotice({ draft, focusId }: { draft: KeptDraft; focusId: string }) {
  if (!draft.restored) return null;
  return (
    <Notice kind="warning" className="draft-notice">
      <span>{copy.draftRestored}</span>
      <Button
        basic
        size="small"
        onClick={() => {
          draft.discard();
          document.getElementById(focusId)?.focus();
        }}
      >
        {copy.draftDiscard}
      </Button>
    </Notice>
  );
}
