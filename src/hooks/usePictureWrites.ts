import { useCallback, useEffect, useRef, useState } from 'react';
import type { PostPatch, ProgressListener } from '../backend/types';
import { shrinkAvatar, shrinkPostPictures } from '../browser/imageFile';
import { useBackend } from './BackendProvider';
import { useMutation } from './write/useMutation';

// The writes that send a picture, apart from their resources (usePost.ts, useMember.ts) for the sake of
// browser/imageFile, the canvas code they shrink pictures with: only the pages that pick a picture
// import this file (they load the picture checks anyway), so the feed, a post, sign-in and 我的文章 do
// not carry it. (A dynamic import() of imageFile would cost the first view a split-out bundler runtime.)

export interface PublishInput {
  title: string;
  content: string;
  topic: string;
  /** The picture, or null for a text post. */
  image: Blob | null;
  /** Finishes this incomplete post of the member's instead of publishing a new one. */
  finish?: string;
  /** The id chosen once for a text post (its draft keeps it): sent again, it lands on the first. */
  id?: string;
}

export interface PostChanges {
  title: string;
  content: string;
  topic: string;
  /** A new picture, or null to keep the current one. */
  image: Blob | null;
}

/** An upload that has not moved for this long is said to be stalled (COPY uploadStalled). */
const uploadStallMs = 20_000;

/** The upload under way: its fraction sent, whether it has stood still, and how to cancel it. */
function useUpload() {
  const [progress, setProgress] = useState<number | null>(null);
  // The fraction the bar stood at when the wait ran out: stalled while it still stands there.
  const [stalledAt, setStalledAt] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);

  // Every move of the bar (or its start) starts the wait again.
  useEffect(() => {
    if (progress === null || progress >= 1) return;
    const timer = setTimeout(() => setStalledAt(progress), uploadStallMs);
    return () => clearTimeout(timer);
  }, [progress]);

  /** Runs `send` with the upload's progress and cancel signal; the bar goes once it settles. */
  const track = useCallback(
    async <R>(send: (onProgress: ProgressListener, signal: AbortSignal) => Promise<R>) => {
      const own = new AbortController();
      controller.current = own;
      setStalledAt(null);
      try {
        return await send(setProgress, own.signal);
      } finally {
        if (controller.current === own) controller.current = null;
        setProgress(null);
      }
    },
    [],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);
  const stalled = progress !== null && progress === stalledAt;
  return { progress, stalled, track, cancel };
}

/**
 * Publishing and editing the member's posts: text trimmed, a picture shrunk (with its card copy) first,
 * so that one the browser cannot decode fails with 'not-image' before any write. `publish` is one
 * Backend call (without a picture it writes the post; with one it reserves the id, uploads the
 * pictures, then writes the whole post) and hands the new post's id to `published`; `edit` changes one
 * of their posts, its picture only when a new one is given. `progress`: the upload's fraction while a
 * picture is sent, else null; `stalled` once it has not moved for uploadStallMs; `cancel` stops it
 * (the run then ends with 'cancelled', which needs no message).
 */
export function usePostEditor() {
  const backend = useBackend();
  const { progress, stalled, track, cancel } = useUpload();

  const publish = useMutation(
    async (
      { title, content, topic, image, finish, id: chosen }: PublishInput,
      published: (id: string) => void,
    ) => {
      const draft = { title: title.trim(), content: content.trim(), topic };
      const id = await track(async (onProgress, signal) => {
        if (!image) return backend.publishPost(draft, null, undefined, { finish, id: chosen });
        onProgress(0);
        const pictures = await shrinkPostPictures(image);
        return backend.publishPost(draft, pictures, onProgress, { finish, signal });
      });
      published(id);
    },
  );

  const edit = useMutation(async (id: string, { title, content, topic, image }: PostChanges) => {
    const patch: PostPatch = { title: title.trim(), content: content.trim(), topic };
    await track(async (onProgress, signal) => {
      if (!image) return backend.updatePost(id, patch, null);
      onProgress(0);
      const pictures = await shrinkPostPictures(image);
      return backend.updatePost(id, patch, pictures, onProgress, { signal });
    });
  });

  return { publish, edit, progress, stalled, cancel };
}

/**
 * The member's new avatar, cropped and shrunk; one the browser cannot decode fails with 'not-image'.
 * The auth state announces it, so useAuth() and the profiles on screen follow without a reload.
 */
export function useChangeAvatar() {
  const backend = useBackend();
  return useMutation(async (image: Blob) => backend.updateAvatar(await shrinkAvatar(image)));
}
