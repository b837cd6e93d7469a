import { useEffect, useId, useRef, useSyncExternalStore } from 'react';
import { Button } from './Button';
import { Dialog } from './Dialog';
import { useLeaveGuard } from './LeaveGuardedRouter';
import { copy } from '../copy';

/**
 * Asks copy.leaveConfirm before the member leaves a form with unsent text. A link, Back or 登出 inside
 * the site gets the site's dialog (copy.leaveStay, focused first, or copy.leaveGo), raised by the
 * router's history (leaveGuard.ts); closing or reloading the tab gets the browser's own question
 * (browsers show their own words there). `unsent` is asked at the moment of leaving, so a form that has
 * just sent its text and moves on by itself is let go. Another address of the same page (a query) is
 * not leaving.
 */
export function LeaveConfirm({
  unsent,
  page = false,
}: {
  unsent: () => boolean;
  /** The form is the whole page (the publish form): Back out of the site's document asks too. */
  page?: boolean;
}) {
  const ask = useRef(unsent);
  useEffect(() => {
    ask.current = unsent;
  });
  const guard = useLeaveGuard();
  // The question this form raised is the one it shows.
  const form = useId();
  useEffect(() => guard.watch(form, () => ask.current(), { page }), [guard, form, page]);
  const question = useSyncExternalStore(guard.subscribe, guard.question);
  const titleId = useId();
  const stayId = useId();

  useEffect(() => {
    function onBeforeUnload(event: BeforeUnloadEvent) {
      // Nor when the member has just answered 離開 to the site's own question.
      if (!ask.current() || guard.leaving(form)) return;
      event.preventDefault();
      // What browsers before Chrome 119 and Safari wait for instead.
      event.returnValue = true;
    }
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [guard, form]);

  if (question?.asker !== form) return null;
  return (
    <Dialog labelledBy={titleId} onClose={question.stay} initialFocusId={stayId}>
      <h2 className="dialog__header" id={titleId}>
        {copy.leaveConfirm}
      </h2>
      <div className="dialog__actions">
        <Button onClick={question.go}>{copy.leaveGo}</Button>
        <Button id={stayId} primary onClick={question.stay}>
          {copy.leaveStay}
        </Button>
      </div>
    </Dialog>
  );
}
