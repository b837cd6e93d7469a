import { copy } from '../copy';

// Placeholder until the feed issue (#3) lands: the real search box replaces this file.
export function SearchBox() {
  return <input type="search" aria-label={copy.searchLabel} placeholder={copy.searchPlaceholder} />;
}
