/**
 * When this member last sent, or last heard answered, a write of each paced kind (lib/limits.ts
 * `paceSeconds`; hooks/machinery/writeSpacing.ts notes both). Kept in localStorage as well as in the
 * page, so a reloaded page, or another tab of the same member, spaces its next write from it, as the
 * member's throttle in the store does across pages and tabs.
 */

const keyOf = (uid: string, kind: string) => `pace:${uid}:${kind}`;

// Where storage is refused (a privacy mode), the page still remembers its own writes.
const inPage = new Map<string, number>();

/** Milliseconds since the epoch of the last write of `kind` sent or answered; 0 if none is known. */
export function lastPacedWrite(uid: string, kind: string): number {
  const key = keyOf(uid, kind);
  let stored = 0;
  try {
    stored = Number(localStorage.getItem(key)) || 0;
  } catch {
    // Storage refused: only this page's own stamp is known.
  }
  return Math.max(stored, inPage.get(key) ?? 0);
}

export function notePacedWrite(uid: string, kind: string, at: number): void {
  const key = keyOf(uid, kind);
  inPage.set(key, at);
  try {
    localStorage.setItem(key, String(at));
  } catch {
    // Storage refused or full: the page's stamp above still spaces this page's writes.
  }
}
