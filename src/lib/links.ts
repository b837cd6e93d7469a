/**
 * Web addresses in what a member wrote, so they can be shown as links. Only `http://` and `https://`
 * addresses are found: nothing else (a `javascript:` address, say) ever becomes a link.
 */
export type TextPiece = { text: string; href?: string };

// Up to a space, or to punctuation that ends a sentence in Chinese (full-width), which an address never
// holds: 「看這裡：https://example.com。」
const candidate = /https?:\/\/[^\s<>"'`，。！？；：、（）「」『』【】《》〈〉]+/giu;
/** What ends a sentence after an address rather than belonging to it. */
const trailing = /[.,;:!?'"\]}*_~]+$/u;

const count = (text: string, char: string) => text.split(char).length - 1;

/**
 * The address without what follows it in the sentence: a full stop, a comma, a closing parenthesis
 * around it. A `)` stays when the address opens one too (Wikipedia's `_(disambiguation)`).
 */
function trimmed(match: string): string {
  let address = match;
  let before;
  do {
    before = address;
    address = address.replace(trailing, '');
    if (address.endsWith(')') && count(address, '(') < count(address, ')')) {
      address = address.slice(0, -1);
    }
  } while (address !== before);
  return address;
}

function isWebAddress(address: string): boolean {
  try {
    const url = new URL(address);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** The text in order, each web address its own piece with `href`; joined, the pieces are the text. */
export function splitLinks(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let at = 0;
  for (const match of text.matchAll(candidate)) {
    const start = match.index;
    const address = trimmed(match[0]);
    if (!isWebAddress(address)) continue;
    if (start > at) pieces.push({ text: text.slice(at, start) });
    pieces.push({ text: address, href: address });
    at = start + address.length;
  }
  if (at < text.length) pieces.push({ text: text.slice(at) });
  return pieces;
}
