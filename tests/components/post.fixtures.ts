import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { createLocalBackend } from '../../src/backend/local';
import type { Notices } from '../../src/backend/core/inboxApi';
import type { Backend, Comment, Post, PostMarks } from '../../src/backend/types';
import { copy } from '../../src/copy';
import { memberPassword } from './backends';
import { renderApp } from './renderApp';
import { MemoryStorage } from '../support/MemoryStorage';
import { localTimePassing } from '../support/localTimePassing';

let count = 0;

/**
 * A new empty database with the reader registered and signed in, and a post by them. The reader's
 * writes are not held to a member's pace (localTimePassing) unless `paced`: the tests' setup writes
 * faster than anyone.
 */
export async function readerWithPost(
  draft: { title?: string; content?: string; topic?: string } = {},
  { paced = false } = {},
) {
  count += 1;
  const dbName = `post-${count}-${crypto.randomUUID()}`;
  const email = `reader${count}@example.com`;
  const local = createLocalBackend({ dbName, seed: 'topics' });
  const backend = paced ? local : localTimePassing(local, dbName);
  const reader = await backend.register(email, memberPassword);
  const postId = await publish(backend, draft);
  return { backend, dbName, email, uid: reader.uid, postId };
}

export function publish(
  backend: Backend,
  { title = '今天的晚餐', content = '牛肉麵', topic = '美食' } = {},
): Promise<string> {
  return backend.publishPost({ title, content, topic }, null);
}

/** Another member on the same database, signed in at the same time as the reader. */
export async function otherMember(dbName: string, displayName = '') {
  count += 1;
  const local = createLocalBackend({ dbName, seed: 'topics', storage: new MemoryStorage() });
  const backend = localTimePassing(local, dbName);
  const user = await backend.register(`other${count}@example.com`, memberPassword);
  if (displayName) await backend.updateDisplayName(displayName);
  return { backend, uid: user.uid };
}

/** The first value a live read delivers; it then stops. */
function firstValue<T>(
  watch: (next: (value: T) => void, onError: (error: Error) => void) => () => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const unsubscribe = watch((value) => {
      queueMicrotask(() => unsubscribe());
      resolve(value);
    }, reject);
  });
}

/** The post as stored, read through an adapter (any tab of the database). */
export const storedPost = (backend: Backend, id: string) =>
  firstValue<Post | null>((next, onError) => backend.watchPost(id, next, onError));

/** The member's own like and bookmark of a post, as stored. */
export const storedMarks = (backend: Backend, id: string) =>
  firstValue<PostMarks>((next, onError) => backend.watchMarks(id, next, onError));

/** What the member's like of a post left in the store: their record, and the post's count. */
export async function storedLike(backend: Backend, id: string) {
  const [{ liked }, post] = await Promise.all([storedMarks(backend, id), storedPost(backend, id)]);
  return { liked, likeCount: post?.likeCount };
}

/** A post's comments as stored, oldest first. */
export const storedComments = (backend: Backend, postId: string) =>
  firstValue<Comment[]>((next, onError) => backend.watchComments(postId, next, onError));

/** The member's notices (通知) as stored, newest first. */
export const storedNotices = async (backend: Backend, uid: string) =>
  (await firstValue<Notices>((next, onError) => backend.watchNotices(uid, next, onError))).notices;

/** The comments on screen, and their texts. */
export const thread = () => [...document.querySelectorAll<HTMLElement>('.post-comment')];
export const shownComments = () =>
  thread().map((c) => c.querySelector('.post-comment__content')?.textContent ?? '');

/** The detail page of `postId`, once its title is on screen and the member's own marks are read. */
export async function openPost(backend: Backend, postId: string, title: string) {
  const view = renderApp({ route: `/posts/${postId}`, backend });
  // The page's code loads lazily; the first import in a test file takes a while.
  await screen.findByRole('heading', { level: 1, name: title }, { timeout: 5000 });
  await waitFor(() => expect(likeButton()).toBeEnabled());
  return view;
}

export function likeButton(): HTMLElement {
  return screen.getByRole('button', { name: copy.likeLabel });
}

export function bookmarkButton(): HTMLElement {
  return screen.getByRole('button', { name: copy.bookmarkLabel });
}

/** A promise settled from outside: holds a write in flight until the test lets it go. */
export function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** The number shown beside the label (按讚數 or 留言數) on the post. */
export function shownCount(label: string): number | null {
  const counts = [...document.querySelectorAll('.post-actions__count')];
  const count = counts.find((c) => c.textContent?.startsWith(`${label} `));
  return count ? Number(count.textContent?.slice(label.length + 1)) : null;
}
