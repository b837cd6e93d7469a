import { useCallback, useMemo } from 'react';
import type { AuthUser, Comment } from '../backend/types';
import { autoId } from '../backend/core/ids';
import {
  keepIntention,
  sendIntention,
  usePendingIntentions,
  type Intention,
} from './machinery/outbox';
import { useAuth, useSignedInUid } from './useAuth';
import { useBackend } from './machinery/BackendProvider';
import { useMutation } from './machinery/useMutation';
import { useRead, type Read, type Subscribe } from './machinery/useRead';
import { useBlocked } from './useBlocked';

/**
 * The live newest `newest` comments of a post, oldest first, but those of members the reader has
 * blocked; `blockedHidden` says how many of those were left out, so the thread can say so.
 */
export function useComments(
  postId: string,
  newest: number,
): Read<ShownComment[]> & { blockedHidden: number } {
  const backend = useBackend();
  const subscribe = useCallback<Subscribe<Comment[]>>(
    (onValue, onError) => backend.watchComments(postId, onValue, onError, newest),
    [backend, postId, newest],
  );
  // A wider window keeps showing the comments on hand while it loads.
  const read = useRead(subscribe, { keepData: true });
  const blocked = useBlocked();
  const { user } = useAuth();
  const waiting = usePendingIntentions(user?.uid);
  const { data } = read;
  const shown = useMemo(() => {
    const listed = data && blocked.size > 0 ? data.filter((c) => !blocked.has(c.uid)) : data;
    // The member's comments that wait for the connection, after the thread, until it lists them.
    // Firebase lists one from its own cache before the server has it: marked pending there.
    const waitingIds = new Set(waiting.flatMap((w) => (w.kind === 'comment' ? [w.id] : [])));
    const ids = new Set(listed?.map((c) => c.id));
    const mine = waiting.flatMap((w) =>
      w.kind === 'comment' && w.postId === postId && !ids.has(w.id) ? [w] : [],
    );
    if (!user || !listed || waitingIds.size === 0) return listed;
    const marked = listed.map((c): ShownComment =>
      waitingIds.has(c.id) ? { ...c, pending: true } : c,
    );
    return [...marked, ...mine.map((w) => asComment(w, user))];
  }, [data, blocked, waiting, user, postId]);
  const blockedHidden =
    data && blocked.size > 0 ? data.filter((c) => blocked.has(c.uid)).length : 0;
  return useMemo(
    () => ({
      ...(shown === data ? read : ({ ...read, data: shown } as Read<ShownComment[]>)),
      blockedHidden,
    }),
    [read, data, shown, blockedHidden],
  );
}

/** A comment as the thread shows it: `pending` while it waits for the connection (outbox.ts). */
export type ShownComment = Comment & { pending?: true };

function asComment(item: Intention & { kind: 'comment' }, user: AuthUser): ShownComment {
  const { uid, displayName, photoURL } = user;
  const { id, postId, content, at } = item;
  const author = { uid, displayName, photoURL };
  return {
    id,
    postId,
    content,
    createdAt: at,
    editedAt: 0,
    author,
    uid,
    hidden: false,
    pending: true,
  };
}

/**
 * The writes on a post's comments, the text trimmed (the forms check it first). `add` sends one at a
 * time; `edit` and `remove` go by comment, so their `pendingKeys` hold the ids on their way.
 */
export function useCommentActions(postId: string) {
  const backend = useBackend();
  const uid = useSignedInUid();
  // Kept in the outbox with the id chosen for it, before it is sent: a comment whose answer does not
  // come (no connection) waits in the thread, marked, and is sent once later (outbox.ts).
  const add = useMutation(async (content: string) => {
    if (!uid) return backend.addComment(postId, content.trim());
    const item: Intention = {
      kind: 'comment',
      postId,
      id: autoId(),
      content: content.trim(),
      at: Date.now(),
    };
    keepIntention(uid, item);
    return sendIntention(backend, uid, item, true);
  });
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
