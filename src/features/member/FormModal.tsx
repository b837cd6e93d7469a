import 'semantic-ui-css/components/dimmer.min.css';
import 'semantic-ui-css/components/form.min.css';
import 'semantic-ui-css/components/label.min.css';
import 'semantic-ui-css/components/modal.min.css';
import { useId, type ReactNode } from 'react';
import { Button, Form, Message, Modal } from 'semantic-ui-react';
import { copy } from '../../copy';

interface FormModalProps {
  title: string;
  busy: boolean;
  /** A message about the whole form (field errors belong to their fields). */
  error?: string | null;
  onCancel: () => void;
  onConfirm: () => void;
  confirmLabel?: string;
  negative?: boolean;
  /** The field to focus when the modal opens; else 取消, the safe choice. */
  focusId?: string;
  children?: ReactNode;
}

/**
 * A modal form with 取消 and a confirm button (修改 unless told). Mount it to open it, so each opening
 * starts from fresh state. While busy it cannot be cancelled or closed: the call is already on its way.
 */
export function FormModal({
  title,
  busy,
  error,
  onCancel,
  onConfirm,
  confirmLabel = copy.modify,
  negative,
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
    <Modal
      open
      size="small"
      onClose={cancel}
      // Semantic moves no focus into its modals; without this, keyboard users stay behind the dimmer.
      onMount={() => document.getElementById(focusId ?? cancelId)?.focus()}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
    >
      <Modal.Header as="h2" id={titleId}>
        {title}
      </Modal.Header>
      {/* Scrolling content: a tall form scrolls inside, and 取消 / 修改 stay in view. */}
      <Modal.Content scrolling>
        <Form id={formId} noValidate onSubmit={onConfirm}>
          {children}
          {error && (
            <Message negative role="alert">
              {error}
            </Message>
          )}
        </Form>
      </Modal.Content>
      <Modal.Actions>
        <Button id={cancelId} type="button" onClick={cancel} disabled={busy}>
          {copy.cancel}
        </Button>
        <Button
          type="submit"
          form={formId}
          primary={!negative}
          negative={negative}
          loading={busy}
          disabled={busy}
        >
          {confirmLabel}
        </Button>
      </Modal.Actions>
    </Modal>
  );
}
