import { useCallback, useMemo } from 'react';
import type { Comment } from '../backend/types';
import { useBackend } from './machinery/BackendProvider';
import { useMutation } from './machinery/useMutation';
import { useRead, type Read, type Subscribe } from './machinery/useRead';
import { useBlocked } from './useBlocked';

/**
 * The live newest `newest` comments of a post, oldest first, but those of members the reader has
 * blocked.
 */
export function useComments(postId: string, newest: number): Read<Comment[]> {
  const backend = useBackend();
  const subscribe = useCallback<Subscribe<Comment[]>>(
    (onValue, onError) => backend.watchComments(postId, onValue, onError, newest),
    [backend, postId, newest],
  );
  // A wider window keeps showing the comments on hand while it loads.
  const read = useRead(subscribe, { keepData: true });
  const blocked = useBlocked();
  const { data } = read;
  const shown = useMemo(
    () => (data && blocked.size > 0 ? data.filter((c) => !blocked.has(c.uid)) : data),
    [data, blocked],
  );
  return shown === data ? read : ({ ...read, data: shown } as Read<Comment[]>);
}

/**
 * The writes on a post's comments, the text trimmed (the forms check it first). `add` sends one at a
 * time; `edit` and `remove` go by comment, so their `pendingKeys` hold the ids on their way.
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
