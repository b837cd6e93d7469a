import { BackendError } from '../errors';

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
// The largest multiple of the alphabet size below 256: bytes above it are redrawn, so no letter is favoured.
const unbiasedBelow = Math.floor(256 / alphabet.length) * alphabet.length;

/**
 * A new id for either adapter, drawn the way Firestore's `doc(collection(...)).id` draws one (20
 * characters of [A-Za-z0-9] from a cryptographic source), so ids look alike whichever adapter made them.
 */
export function autoId(): string {
  let id = '';
  while (id.length < 20) {
    for (const byte of crypto.getRandomValues(new Uint8Array(40))) {
      if (byte < unbiasedBelow && id.length < 20) id += alphabet[byte % alphabet.length];
    }
  }
  return id;
}

/** The shape autoId draws, which firestore.rules demand of a new post's, comment's or reply's id. */
const drawnId = /^[A-Za-z0-9]{20}$/;

/**
 * A comment's or reply's id chosen by the caller (sent again under the same id) must have autoId's
 * shape, as firestore.rules check: `invalid-argument` otherwise, before any write. So a report's key
 * (`c_{postId}_{commentId}`) always names exactly one item.
 */
export function checkDrawnId(id: string): void {
  if (!drawnId.test(id)) throw new BackendError('invalid-argument');
}
