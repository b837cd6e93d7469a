import { useId, type ReactNode } from 'react';
import { Button } from './Button';
import { Dialog } from './Dialog';
import { Form } from './form/Form';
import { Notice } from './Notice';
import { copy } from '../copy';

interface FormModalProps {
  title: string;
  busy: boolean;
  /** A message about the whole form (field errors belong to their fields). */
  error?: string | null;
  onCancel: () => void;
  onConfirm: () => void;
  confirmLabel?: string;
  negative?: boolean;
  /** false while the form lacks what it needs (a report's reason): the confirm button waits for it. */
  canConfirm?: boolean;
  /** The field to focus when the modal opens; else 取消, the safe choice. */
  focusId?: string;
  children?: ReactNode;
}

/**
 * A modal form with 取消 and a confirm button (修改 unless told): the settings, editing a post, and every
 * 確定要刪除…？ question. Mount it to open it, so each opening starts from fresh state. While busy it
 * cannot be cancelled or closed: the call is already on its way.
 */
export function FormModal({
  title,
  busy,
  error,
  onCancel,
  onConfirm,
  confirmLabel = copy.modify,
  negative,
  canConfirm = true,
  focusId,
  children,
}: FormModalProps) {
  const titleId = useId();
  const formId = useId();
  const cancelId = useId();
  const cancel = () => {
    if (!busy) onCancel();
  };

  return (
    <Dialog labelledBy={titleId} onClose={cancel} initialFocusId={focusId ?? cancelId}>
      <h2 className="dialog__header" id={titleId}>
        {title}
      </h2>
      <div className="dialog__content">
        <Form id={formId} onSubmit={onConfirm}>
          {children}
          {error && <Notice kind="negative">{error}</Notice>}
        </Form>
      </div>
      <div className="dialog__actions">
        <Button id={cancelId} onClick={cancel} disabled={busy}>
          {copy.cancel}
        </Button>
        <Button
          type="submit"
          form={formId}
          primary={!negative}
          negative={negative}
          loading={busy}
          disabled={busy || !canConfirm}
        >
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
