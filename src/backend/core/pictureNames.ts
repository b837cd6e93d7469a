/**
 * Storage names under `post-images/`, the same for both adapters and mirrored by the security rules: a
 * post's picture by its id, its card copy beside it, a member's avatar by their uid.
 */
export const pictureNames = {
  post: (postId: string) => postId,
  card: (postId: string) => `${postId}_thumb`,
  avatar: (uid: string) => uid,
} as const;

/** Where a post's picture and its card copy are read from; '' for none. */
export interface PictureUrls {
  imageUrl: string;
  thumbUrl: string;
}

export const noPictures: PictureUrls = { imageUrl: '', thumbUrl: '' };
