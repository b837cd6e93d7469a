import { splitLinks } from '../../lib/links';

/**
 * What a member wrote, as text, with its web addresses as links: opened in a new tab, told nothing of
 * this page (noopener noreferrer), and marked as the member's, not the site's (nofollow ugc). Only
 * http(s) addresses become links (lib/links.ts); React escapes the rest, so nothing written runs.
 */
export function LinkedText({ text }: { text: string }) {
  return (
    <>
      {splitLinks(text).map(({ text: piece, href }, index) =>
        href ? (
          <a key={index} href={href} target="_blank" rel="noopener noreferrer nofollow ugc">
            {piece}
          </a>
        ) : (
          piece
        ),
      )}
    </>
  );
}
