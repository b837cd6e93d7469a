import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { RefusedComment } from '../backend/core/commentsApi';
import type { Comment } from '../backend/types';
import { useBackend } from './BackendProvider';
import { useMutation } from './write/useMutation';
import { useRead, type Read, type Subscribe } from './read/useRead';
import { useBlocked } from './useBlocked';
import { withoutBlocked } from '../lib/thread';

const noStandIns: ReadonlySet<string> = new Set();

/**
 * The live newest `newest` comments of a post, oldest first, but those of members the reader has
 * blocked (lib/thread.ts withoutBlocked): one with replies of others stays as a stand-in without its
 * text, its id in `blockedStandIns`; `blockedHidden` says how many of theirs were hidden, so the
 * thread can say so. A
 * comment of the member's the store holds and cannot send now (the thread is read from the cache: no
 * connection) keeps its `pending` mark until the server holds it, also once the thread is read from
 * the server again (which comes before the queued writes' answers); one on its way for a moment,
 * online, is never marked.
 */
export function useComments(
  postId: string,
  newest: number,
): Read<Comment[]> & { blockedHidden: number; blockedStandIns: ReadonlySet<string> } {
  const backend = useBackend();
  const subscribe = useCallback<Subscribe<Comment[]>>(
    (onValue, onError) => backend.watchComments(postId, onValue, onError, newest),
    [backend, postId, newest],
  );
  // A wider window keeps showing the comments on hand while it loads.
  const read = useRead(subscribe, { keepData: true });
  const blocked = useBlocked();
  const { data } = read;
  const stale = read.status === 'ready' && read.stale;
  const unblocked = useMemo(
    () => (data && blocked.size > 0 ? withoutBlocked(data, blocked) : undefined),
    [data, blocked],
  );
  const listed = unblocked?.listed ?? data;
  // The comments marked while the thread was stale, kept marked while they are pending.
  const [marked, setMarked] = useState<readonly string[]>([]);
  const nowMarked = useMemo(() => {
    const ids = (listed ?? [])
      .filter((c) => c.pending && (stale || marked.includes(c.id)))
      .map((c) => c.id);
    return ids.join() === marked.join() ? marked : ids;
  }, [listed, stale, marked]);
  if (nowMarked !== marked) setMarked(nowMarked);
  const shown = useMemo(() => {
    const unmarked = (c: Comment) => c.pending && !nowMarked.includes(c.id);
    if (!listed?.some(unmarked)) return listed;
    return listed.map((c) => (unmarked(c) ? { ...c, pending: undefined } : c));
  }, [listed, nowMarked]);
  const blockedHidden = unblocked?.hidden ?? 0;
  const blockedStandIns = unblocked?.standIns ?? noStandIns;
  return useMemo(
    () => ({
      ...(shown === data ? read : ({ ...read, data: shown } as Read<Comment[]>)),
      blockedHidden,
      blockedStandIns,
    }),
    [read, data, shown, blockedHidden, blockedStandIns],
  );
}

/**
 * The writes on a post's comments, the text trimmed (the forms check it first). `add` sends one at a
 * time; `edit` and `remove` go by comment, so their `pendingKeys` hold the ids on their way. Nothing
 * is held back here: comments queued while the connection is out are counted in the post's budget
 * (lib/limits.ts paceBudgets), which the store refuses only when it is spent.
 */
export function useCommentActions(postId: string) {
  const backend = useBackend();
  const add = useMutation((content: string) => backend.addComment(postId, content.trim()));
  const edit = useMutation(
    (commentId: string, content: string) => backend.editComment(postId, commentId, content.trim()),
    (commentId) => commentId,
  );
  const remove = useMutation(
    (commentId: string) => backend.deleteComment(postId, commentId),
    (commentId) => commentId,
  );
  return { add, edit, remove };
}

/**
 * The comments written in one box (a post's comment box, or the reply box under `answerOf`) that
 * waited for the connection and that the store refused once it returned: each handed to `takeBack`
 * once, while the box is on screen (one refused while it was not waits for it).
 */
export function useRefusedComments(
  postId: string,
  answerOf: string | undefined,
  takeBack: (refused: RefusedComment) => void,
) {
  const backend = useBackend();
  // The box's latest handler, without watching again each time it renders.
  const latest = useRef(takeBack);
  useLayoutEffect(() => {
    latest.current = takeBack;
  });
  useEffect(
    () => backend.watchRefusedComments({ postId, answerOf }, (refused) => latest.current(refused)),
    [backend, postId, answerOf],
  );
}
