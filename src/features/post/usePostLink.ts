import { useCallback, useEffect, useState } from 'react';

/** How long linkCopied stays on screen. */
const confirmMs = 3000;

/**
 * Hands on a post's address. Where the browser has a share sheet that takes a title and an address,
 * the sheet (the way a phone passes a link on); elsewhere the clipboard, confirmed by `copied` for a
 * moment. When the clipboard refuses (no permission, an insecure origin), `manual` holds the address
 * for the member to copy themselves: nothing fails without a way on.
 */
export function usePostLink(title: string, url: string) {
  const [copied, setCopied] = useState(false);
  const [manual, setManual] = useState<string | null>(null);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), confirmMs);
    return () => clearTimeout(timer);
  }, [copied]);

  const share = useCallback(async () => {
    setManual(null);
    const data = { title, url };
    if (
      typeof navigator.share === 'function' &&
      (typeof navigator.canShare !== 'function' || navigator.canShare(data))
    ) {
      try {
        await navigator.share(data);
        return;
      } catch (error) {
        // Closed by the member: done, not an error. Refused by the browser: the clipboard, as elsewhere.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      setCopied(false);
      setManual(url);
    }
  }, [title, url]);

  return { share, copied, manual };
}
