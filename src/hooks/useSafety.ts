import type { ReportedItem } from '../backend/types';
import type { ReportReason } from '../lib/reports';
import { useBackend } from './BackendProvider';
import { useMutation } from './write/useMutation';

// The blocked members, which every list reads, are useBlocked.ts's: this file loads with the post
// page and the settings, not with the feed.

/** Reports someone else's post or comment; the member's second report of an item replaces the first. */
export function useReport() {
  const backend = useBackend();
  return useMutation((item: ReportedItem, reason: ReportReason) => backend.report(item, reason));
}

/** Blocking and unblocking a member, by their uid (one at a time per member). */
export function useBlockActions() {
  const backend = useBackend();
  const block = useMutation(
    (uid: string) => backend.block(uid),
    (uid) => uid,
  );
  const unblock = useMutation(
    (uid: string) => backend.unblock(uid),
    (uid) => uid,
  );
  return { block, unblock };
}
