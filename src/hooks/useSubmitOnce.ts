import { useCallback, useRef, useState } from 'react';

/**
 * One submission at a time. `busy` disables the button, but a second click can land before React has
 * rendered that, so a ref decides.
 */
export function useSubmitOnce(): [
  busy: boolean,
  run: (task: () => Promise<void>) => Promise<void>,
] {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(async (task: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await task();
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);
  return [busy, run];
}
