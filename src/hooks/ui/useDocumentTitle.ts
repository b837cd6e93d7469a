import { useEffect } from 'react';
import { copy } from '../../copy';

/** The browser tab's title for a page: 「{page}－貼文牆」, or 貼文牆 alone (the feed; nothing yet). */
function documentTitle(page: string | null): string {
  return page ? copy.pageTitle.replace('{page}', page) : copy.brand;
}

/** Sets the document title while the page shows `page` (its heading, a post's title). */
export function useDocumentTitle(page: string | null): void {
  useEffect(() => {
    document.title = documentTitle(page);
  }, [page]);
}
