import { useState } from 'react';
import type { PostPatch, PostPictures } from '../backend/types';
import { shrinkAvatar, shrinkPostPictures } from '../lib/imageFile';
import { useBackend } from './machinery/BackendProvider';
import { useMutation } from './machinery/useMutation';

// The writes that send a picture, apart from their resources (usePost.ts, useMember.ts) for the sake of
// lib/imageFile, the canvas code they shrink pictures with: only the pages that pick a picture import
// this file (they load the picture checks anyway), so the feed, a post, sign-in and 我的文章 do not
// carry it. (A dynamic import() of imageFile would cost the first view a split-out bundler runtime.)

export interface PublishInput {
  title: string;
  content: string;
  topic: string;
  image: Blob;
}

export interface PostChanges {
  title: string;
  content: string;
  topic: string;
  /** A new picture, or null to keep the current one. */
  image: Blob | null;
}

/**
 * Publishing and editing the member's posts: text trimmed, a picture shrunk (with its card copy) first,
 * so that one the browser cannot decode fails with 'not-image' before any write. `publish` is one
 * Backend call (it writes the post, uploads the pictures, attaches their URLs, and undoes all of it if a
 * step fails); `edit` changes one of their posts, its picture only when a new one is given.
 * `progress`: the upload's fraction while a picture is sent, else null.
 */
export function usePostEditor() {
  const backend = useBackend();
  const [progress, setProgress] = useState<number | null>(null);

  const publish = useMutation(async ({ title, content, topic, image }: PublishInput) => {
    setProgress(0);
    try {
      const pictures = await shrinkPostPictures(image);
      const draft = { title: title.trim(), content: content.trim(), topic };
      await backend.publishPost(draft, pictures, setProgress);
    } finally {
      setProgress(null);
    }
  });

  const edit = useMutation(async (id: string, { title, content, topic, image }: PostChanges) => {
    try {
      const patch: PostPatch = { title: title.trim(), content: content.trim(), topic };
      let pictures: PostPictures | null = null;
      if (image) {
        setProgress(0);
        pictures = await shrinkPostPictures(image);
      }
      await backend.updatePost(id, patch, pictures, setProgress);
    } finally {
      setProgress(null);
    }
  });

  return { publish, edit, progress };
}

/**
 * The member's new avatar, cropped and shrunk; one the browser cannot decode fails with 'not-image'.
 * The auth state announces it, so useAuth() and the profiles on screen follow without a reload.
 */
export function useChangeAvatar() {
  const backend = useBackend();
  return useMutation(async (image: Blob) => backend.updateAvatar(await shrinkAvatar(image)));
}
