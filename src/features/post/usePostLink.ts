import { useCallback, useEffect, useState } from 'react';

/** How long linkCopied stays on screen. */
const confirmMs = 3000;

/**
 * Hands on a post's address. On a touch screen whose browser has a share sheet, the sheet (the way a
 * phone passes a link on); elsewhere the clipboard, confirmed by `copied` for a moment. When the
 * clipboard refuses (no permission, an insecure origin), `manual` holds the address for the member
 * to copy themselves: nothing fails without a way on.
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
    if (typeof navigator.share === 'function' && matchMedia('(pointer: coarse)').matches) {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // Closed by the member: done. Refused by the browser: the clipboard, as elsewhere.
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
