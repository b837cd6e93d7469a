import { Button } from '../../components/Button';
import { Notice } from '../../components/Notice';
import { copy } from '../../copy';
import type { PostDraft } from './usePostDraft';
import './DraftNotice.css';

/**
 * copy.draftRestored while the form shows a draft kept from before, with copy.draftDiscard, which
 * empties the form and puts focus on `focusId` (the first field) in place of the vanished button.
 */
export function DraftNotice({ draft, focusId }: { draft: PostDraft; focusId: string }) {
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
