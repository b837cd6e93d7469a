import { copy } from '../copy';
import { FormModal } from './FormModal';
import './DeleteConfirm.css';

interface DeleteConfirmProps {
  /** The question: copy.deleteConfirm, copy.deleteCommentConfirm. */
  question: string;
  /** What would be deleted, as the member knows it: a post's title, a comment's text. */
  subject: string;
  busy: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * The one question asked before anything is deleted: 取消 (focused first, the safe choice) or a red
 * 刪除. Nothing is destroyed by one slip.
 */
export function DeleteConfirm({ question, subject, ...rest }: DeleteConfirmProps) {
  return (
    <FormModal title={question} confirmLabel={copy.deletePost} negative {...rest}>
      <p className="delete-confirm__subject">{subject}</p>
    </FormModal>
  );
}
