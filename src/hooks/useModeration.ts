import { useCallback } from 'react';
import type { QueueEntry } from '../backend/core/moderationApi';
import type { ReportedItem } from '../backend/types';
import { useBackend } from './BackendProvider';
import { useMutation } from './write/useMutation';
import { useRead, type Read, type Subscribe } from './read/useRead';

// Moderators' tools: loaded with the queue's page and the post page only, never with the feed.

export type { QueueEntry };

/** Live, moderators only: the reported items, most reported first, then the newest report. */
export function useReportQueue(): Read<QueueEntry[]> {
  const backend = useBackend();
  const subscribe = useCallback<Subscribe<QueueEntry[]>>(
    (onValue, onError) => backend.watchReportQueue(onValue, onError),
    [backend],
  );
  return useRead(subscribe);
}

/** Hides or restores a post or comment (one at a time per item). */
export function useSetHidden() {
  const backend = useBackend();
  return useMutation(
    (item: ReportedItem, hidden: boolean) => backend.setHidden(item, hidden),
    (item) => `${item.postId}/${item.commentId ?? ''}`,
  );
}

/** 略過: clears an item's reports, leaving the item as it is (one at a time per item). */
export function useDismissReports() {
  const backend = useBackend();
  return useMutation(
    (item: ReportedItem) => backend.dismissReports(item),
    (item) => `${item.postId}/${item.commentId ?? ''}`,
  );
}
