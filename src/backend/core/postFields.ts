import { hotOf } from '../../lib/limits';
import { searchTokens } from '../../lib/searchTokens';
import type { Author, Post, PostDraft, PostPatch } from '../types';
import { checkPostTexts } from './checks';
import type { PictureUrls } from './pictureNames';

/** A post as stored (docs/data-model.md), before it has an id; `createdAt` in the store's own time. */
export type NewPost<Time> = Omit<Post, 'id' | 'createdAt'> & {
  createdAt: Time;
  /** The 熱門 order's key (lib/limits.ts hotOf): moved with likeCount, by the like write alone. */
  hot: number;
  searchTokens: string[];
};

/**
 * When a post was written and what it has gathered since. Only seeds set more than the time: a
 * member's new post starts with no likes or comments (firestore.rules insists).
 */
export interface PostStart<Time> {
  createdAt: Time;
  /**
   * `createdAt` in epoch ms as this client knows it (its clock, where the store sets the time): the
   * day `hot` starts from. firestore.rules take the server's day, the day before or the day after.
   * By default `createdAt` where it is a number, else now.
   */
  clock?: number;
  likeCount?: number;
  commentsCount?: number;
}

/**
 * Every field of a new post, the same for both adapters and both seeds: the draft's texts (and nothing
 * else it holds), the author as they are now, the pictures' URLs and the search tokens of the texts.
 */
export function newPost<Time>(
  { title, content, topic }: PostDraft,
  { uid, displayName, photoURL }: Author,
  { imageUrl, thumbUrl }: PictureUrls,
  { createdAt, clock, likeCount = 0, commentsCount = 0 }: PostStart<Time>,
): NewPost<Time> {
  return {
    title,
    content,
    topic,
    createdAt,
    author: { uid, displayName, photoURL },
    uid,
    imageUrl,
    thumbUrl,
    likeCount,
    hot: hotOf(clock ?? (typeof createdAt === 'number' ? createdAt : Date.now()), likeCount),
    commentsCount,
    // Only a moderator changes it (firestore.rules); lists for others ask for hidden == false.
    hidden: false,
    searchTokens: searchTokens(title, content),
  };
}

/**
 * The texts an edit writes: the patch over the current ones (only the fields an author may change,
 * whatever else the patch holds), checked against the size policy, with their new search tokens.
 */
export function editedTexts(
  current: PostDraft,
  patch: PostPatch,
): PostDraft & { searchTokens: string[] } {
  const { title = current.title, content = current.content, topic = current.topic } = patch;
  checkPostTexts({ title, content, topic });
  return { title, content, topic, searchTokens: searchTokens(title, content) };
}
