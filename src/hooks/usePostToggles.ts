import { useCallback, useState } from 'react';
import type { Post, PostMarks } from '../backend/types';
import { toggleSpacingMs } from '../lib/limits';
import { useBackend } from './BackendProvider';
import { useFoldedToggle } from './write/useFoldedToggle';
import { useRead, type Subscribe } from './read/useRead';

/** Quick presses of a toggle fold into one write, sent a spacing after the last (lib/limits.ts). */
const foldMs = toggleSpacingMs;

/**
 * The pending mark of a write: shown once the store holds it pending and cannot reach the server
 * (`offline`), and then kept until the server holds it (no longer `pending`), also once the marks
 * are read from the server again, which comes before the queued write's answer.
 */
function useWaitingMark(offline: boolean, pending: boolean): boolean {
  const [shown, setShown] = useState(false);
  const now = pending && (offline || shown);
  if (now !== shown) setShown(now);
  return now;
}

/**
 * The member's like and bookmark of `post` over their own records as the backend delivers them, each
 * a folded toggle (useFoldedToggle): unknown (`on` undefined) until read. `likeWaiting` /
 * `bookmarkWaiting`: the store holds the member's write and cannot reach the server to send it
 * (the pending mark).
 */
export function usePostToggles(post: Post) {
  const backend = useBackend();
  const subscribe = useCallback<Subscribe<PostMarks>>(
    (onValue, onError) => backend.watchMarks(post.id, onValue, onError),
    [backend, post.id],
  );
  const marks = useRead(subscribe);
  const stored = marks.status === 'ready' ? marks.data : undefined;
  const like = useFoldedToggle({
    stored: stored?.liked,
    snapshot: stored,
    pending: !!stored?.pending?.liked,
    write: (on) => backend.setLike(post.id, on),
    paceMs: foldMs,
  });
  const bookmark = useFoldedToggle({
    stored: stored?.bookmarked,
    snapshot: stored,
    pending: !!stored?.pending?.bookmarked,
    write: (on) => backend.setBookmark(post.id, on),
    paceMs: foldMs,
  });
  // The post's count includes the stored like; the button may already show another.
  const likeCount = post.likeCount - Number(stored?.liked ?? false) + Number(like.on ?? false);
  const offline = marks.status === 'ready' && marks.stale;
  return {
    like,
    bookmark,
    likeWaiting: useWaitingMark(offline, !!stored?.pending?.liked),
    bookmarkWaiting: useWaitingMark(offline, !!stored?.pending?.bookmarked),
    likeCount,
    readError: marks.status === 'error' ? marks.error : null,
    retry: marks.retry,
  };
}
