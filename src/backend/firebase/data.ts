import type { FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore, loadBundle } from 'firebase/firestore';
import type { DataApi, Profile } from '../types';
import { splitHost } from './app';
import { createCommentsApi } from './comments';
import { sendWrite } from './connection';
import { createMarksApi } from './marks';
import type { SignedInMember } from './member';
import { createPostsApi } from './posts';
import { createPostWrites } from './postWrites';
import { nameTaken, saveProfile, watchProfiles } from './profiles';
import type { ImageStore } from './storage';

/** Everything that needs Firestore, behind one dynamic import (index.ts). */
export type FirestoreData = DataApi & {
  saveProfile(profile: Profile, previous: string): Promise<void>;
  /** Whether any member holds the claim of `name` (a stored name). */
  nameTaken(name: string): Promise<boolean>;
  /** Rejects with 'unavailable' while the connection is known to be down (connection.ts). */
  writable(): Promise<void>;
  /**
   * Puts a list page read without the SDK (firstPage.ts, as a bundle) into its cache: a listener of
   * the same query then resumes from that read instead of downloading the page again.
   */
  loadFirstPage(bundle: string): Promise<void>;
};

export function connectData({
  app,
  member,
  images,
  emulatorHost,
}: {
  app: FirebaseApp;
  member: SignedInMember;
  images: () => Promise<ImageStore>;
  emulatorHost?: string;
}): FirestoreData {
  const db = getFirestore(app);
  if (emulatorHost) connectFirestoreEmulator(db, ...splitHost(emulatorHost));
  const posts = createPostsApi({ db });
  const marks = createMarksApi({ db, member });
  const postWrites = createPostWrites({ db, member, images });
  const comments = createCommentsApi({ db, member });
  return {
    ...posts,
    ...marks,
    watchPosts: (filter, range, callback, onError) =>
      filter.kind === 'bookmarks'
        ? marks.watchBookmarks(filter.uid, range, callback, onError)
        : posts.watchPosts(filter, range, callback, onError),
    watchComments: comments.watchComments,
    watchProfiles: (uids, callback, onError) => watchProfiles(db, uids, callback, onError),

    // Every write: refused at once while the connection is known to be down (connection.ts).
    publishPost: (draft, pictures, onProgress) =>
      sendWrite(db, () => postWrites.publishPost(draft, pictures, onProgress), !pictures),
    updatePost: (id, patch, pictures, onProgress) =>
      sendWrite(db, () => postWrites.updatePost(id, patch, pictures, onProgress), !pictures),
    deletePost: (id) => sendWrite(db, () => postWrites.deletePost(id)),
    setLike: (postId, on) => sendWrite(db, () => marks.setLike(postId, on)),
    setBookmark: (postId, on) => sendWrite(db, () => marks.setBookmark(postId, on)),
    addComment: (postId, content) => sendWrite(db, () => comments.addComment(postId, content)),
    editComment: (postId, commentId, content) =>
      sendWrite(db, () => comments.editComment(postId, commentId, content)),
    deleteComment: (postId, commentId) =>
      sendWrite(db, () => comments.deleteComment(postId, commentId)),
    saveProfile: (profile, previous) => sendWrite(db, () => saveProfile(db, profile, previous)),
    // Refused at once while offline, as a write is: the sign-up form then says so.
    nameTaken: (name) => sendWrite(db, () => nameTaken(db, name)),
    writable: () => sendWrite(db, async () => {}),
    loadFirstPage: async (bundle) => {
      await loadBundle(db, bundle);
    },
  };
}
