/**
 * Drafts: what a member typed and has not sent, kept in this browser (not in the Backend: a draft is
 * nobody's data until it is sent). Texts live in localStorage, read synchronously, so a reloaded form
 * starts filled; a post's picture lives in IndexedDB, as its bytes (localStorage holds strings only:
 * draftPictures.ts, apart so that the pages keeping texts only, a post's comment and reply boxes, do
 * not load it).
 * Every key names the member, so on a shared browser nobody is shown another member's draft.
 */

/** The text fields of one draft, by field name. */
type DraftFields = Record<string, string>;

export interface StoredDraft {
  fields: DraftFields;
  /** Whether a picture was kept beside the texts (it is read asynchronously). */
  picture: boolean;
}

/** One draft's key: `place` is the form, such as `new-post`, `edit/{postId}`, `comment/{postId}`. */
export function draftKey(uid: string, place: string): string {
  return `draft:${uid}:${place}`;
}

export function readDraft(key: string): StoredDraft | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { fields, picture } = parsed as Record<string, unknown>;
    if (typeof fields !== 'object' || fields === null) return null;
    const strings = Object.entries(fields).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    );
    return { fields: Object.fromEntries(strings), picture: picture === true };
  } catch {
    // Storage refused (a privacy mode) or something else wrote the key: no draft.
    return null;
  }
}

/** Keeps the texts; a full or refused storage keeps nothing, and the form works on. */
export function keepDraft(key: string, draft: StoredDraft): void {
  try {
    localStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // Nothing to do: the draft is a convenience, never a condition for writing.
  }
}

/** Forgets the texts (a picture is forgotten with draftPictures.ts keepDraftPicture(key, null)). */
export function forgetDraft(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // As in keepDraft.
  }
}
