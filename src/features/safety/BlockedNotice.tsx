import { useEffect, useRef } from 'react';
import { BlockButton } from './BlockButton';
import './blockedNotice.css';

/**
 * What stands where a blocked member's post or posts were (their post's page, their author page): that
 * they are hidden and why, with 解除封鎖. Shown at once after 封鎖, where the button that was pressed
 * has gone with the post: focus, left on nothing, comes here, and a screen reader reads it.
 */
export function BlockedNotice({ uid, name, text }: { uid: string; name: string; text: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) ref.current?.focus();
  }, []);
  return (
    <div className="blocked-notice panel">
      <div ref={ref} className="blocked-notice__text" role="status" tabIndex={-1}>
        {text}
      </div>
      <BlockButton uid={uid} name={name} />
    </div>
  );
}
