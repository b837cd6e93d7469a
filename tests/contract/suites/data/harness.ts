/**
 * What every concern suite of the data contract (the files beside this one) shares: the options an
 * adapter's test passes, the fixtures, and the harness that gives each test two fresh clients and the
 * helpers that read through them.
 */
import { afterEach, beforeEach } from 'vitest';
import type {
  AuthUser,
  Backend,
  Comment,
  ErrorListener,
  Post,
  PostCursor,
  PostFilter,
  PostMarks,
  PostRange,
  Profile,
  Unsubscribe,
} from '../../../../src/backend/types';
import { freshEmail } from '../auth';

/**
 * Two clients of the same data, each with its own sign-in: two browsers on one site. The second one is
 * "another tab" for live updates and "another member" for permissions.
 */
export type MakeBackends = () => Promise<[Backend, Backend]>;

type Subscribe<T> = (next: (value: T) => void, onError: ErrorListener) => Unsubscribe;

let counter = 0;
/** A word no other post holds, so the suite can run against a shared, long-lived database. */
export function unique(label: string): string {
  counter += 1;
  return `${label}${Date.now().toString(36)}${counter}`;
}

export const titles = (posts: Post[]) => posts.map((post) => post.title);

/**
 * A text of exactly `length` characters as the size policy counts them (UTF-16 units, as Firestore's
 * rules do). It starts with a character outside the Basic Multilingual Plane, which counts two, so an
 * adapter counting code points would take one character too many.
 */
export function atLength(length: number, fill = '字'): string {
  return `𠮷${fill.repeat(length - 2)}`;
}
export const ids = (posts: { id: string }[]) => posts.map((post) => post.id);

// A 1x1 PNG.
/** A picture and its card copy, as the publish form uploads them. */
export const pictures = () => ({ full: png(), card: png() });

export const png = () =>
  new Blob(
    [
      Uint8Array.from(
        atob(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
        ),
        (char) => char.charCodeAt(0),
      ),
    ],
    { type: 'image/png' },
  );

/**
 * Reads a stored picture as a reader would: 'missing' once it is deleted. `url` is left out for a
 * picture whose URL the test never learnt (its post was refused): then by its path alone.
 */
export type ReadPicture = (picture: { path: string; url?: string }) => Promise<'found' | 'missing'>;

export interface DataContractOptions {
  /**
   * Set where the adapter's picture store cannot run (the Firebase adapter without the Storage
   * emulator): says why, and skips the cases that store pictures, and only those.
   */
  noStorage?: string;
  readPicture: ReadPicture;
  /**
   * Makes the next post id the adapter draws `id`: ids are drawn at random, and this is a draw that
   * comes up again (a retired id), or one the test knows in advance.
   */
  repeatPostId: (id: string) => void;
  /** One more client of the same data, signed out: another tab or device of a member. */
  anotherClient: () => Promise<Backend>;
  /**
   * Adds `topics/{name}` to the data the backends of the last makeBackends() share, as a deployer
   * does (no client may): a post's topic must be one of them.
   */
  addTopic: (name: string) => Promise<void>;
  /**
   * Makes the member `uid` a moderator, as an administrator does (scripts/adminModerator.mjs on
   * Firebase: their next sign-in carries the claim; locally at once). The moderation suite needs it.
   */
  makeModerator?: (uid: string) => Promise<void>;
  /**
   * One more client, signed out, that keeps a member's pace (src/lib/limits.ts paceSeconds) as the
   * store does. The suites' other clients let time pass before each paced write (a like, an edit; on
   * Firebase also a post or comment), as if the member had waited.
   */
  pacedClient: () => Promise<Backend>;
}

/** The topics the suites publish in unless a test makes one of its own. */
export const contractTopics = ['生活', '美食', '電影', '旅遊'];

/**
 * The data contract's clients, hooks and helpers, for one `describe('data contract')` block of a concern
 * suite. Before each test: two fresh clients, handed to `onClients` (the tests name them `a` and `b`),
 * and the contract's topics. After it: every subscription stopped, every client signed out.
 */
export function dataContractHarness(
  makeBackends: MakeBackends,
  {
    anotherClient,
    addTopic,
    pacedClient,
  }: Pick<DataContractOptions, 'anotherClient' | 'addTopic'> &
    Partial<Pick<DataContractOptions, 'pacedClient'>>,
  onClients: (a: Backend, b: Backend) => void,
) {
  let a: Backend;
  let b: Backend;
  const subscriptions: Unsubscribe[] = [];

  beforeEach(async () => {
    [a, b] = await makeBackends();
    onClients(a, b);
    await Promise.all(contractTopics.map(addTopic));
  });

  /** A topic no other post is in, so the suite can run against a shared, long-lived database. */
  async function newTopic(): Promise<string> {
    const topic = unique('topic');
    await addTopic(topic);
    return topic;
  }

  const tabs: Backend[] = [];

  afterEach(async () => {
    subscriptions.splice(0).forEach((stop) => stop());
    await a.signOut();
    await b.signOut();
    await Promise.all(tabs.splice(0).map((tab) => tab.signOut()));
  });

  /** Another tab of the member signed in on `backend`. */
  async function tabOf(backend: Backend): Promise<Backend> {
    const tab = await anotherClient();
    tabs.push(tab);
    await tab.signIn(emails.get(backend) ?? '', 'secret1');
    return tab;
  }

  /** A new member on a client that keeps the pace (DataContractOptions.pacedClient). */
  async function pacedMember(): Promise<Backend> {
    if (!pacedClient) throw new Error('this suite was given no pacedClient');
    const client = await pacedClient();
    tabs.push(client);
    await signUp(client);
    return client;
  }

  /**
   * The first value a live subscription delivers. The subscription stops there, as a page that is
   * left does: what it read may stay in the client's cache, but nothing keeps it current.
   */
  function once<T>(subscribe: Subscribe<T>): Promise<T> {
    return new Promise((resolve, reject) => {
      let done = false;
      let stop: Unsubscribe | undefined;
      const end = () => {
        done = true;
        stop?.();
        stop = undefined;
      };
      stop = subscribe(
        (value) => {
          if (done) return;
          end();
          resolve(value);
        },
        (error) => {
          if (done) return;
          end();
          reject(error);
        },
      );
      // It may have delivered before returning its Unsubscribe.
      if (done) end();
      subscriptions.push(end);
    });
  }

  /** Every value a live subscription delivers, until the test ends. */
  function record<T>(subscribe: Subscribe<T>) {
    const values: T[] = [];
    const errors: Error[] = [];
    subscriptions.push(
      subscribe(
        (value) => values.push(value),
        (error) => errors.push(error),
      ),
    );
    return { values, errors, last: () => values.at(-1) };
  }

  const posts = (backend: Backend, filter: PostFilter, range: PostRange) =>
    once<Post[]>((next, onError) => backend.watchPosts(filter, range, next, onError));
  /** The cursor a list page of the first `count` posts ends with. */
  async function cursorAt(backend: Backend, filter: PostFilter, count: number) {
    const end = await once<PostCursor | null>((next, onError) =>
      backend.watchPosts(filter, { limit: count }, (_, cursor) => next(cursor), onError),
    );
    if (!end) throw new Error(`the list holds no post at ${count}`);
    return end;
  }
  const post = (backend: Backend, id: string) =>
    once<Post | null>((next, onError) => backend.watchPost(id, next, onError));
  const comments = (backend: Backend, postId: string, newest?: number) =>
    once<Comment[]>((next, onError) => backend.watchComments(postId, next, onError, newest));
  /** The member's marks of a post, without which of them wait for the server (`pending`). */
  const marks = (backend: Backend, id: string) =>
    once<PostMarks>((next, onError) =>
      backend.watchMarks(id, ({ liked, bookmarked }) => next({ liked, bookmarked }), onError),
    );
  const likeCount = async (backend: Backend, id: string) => (await post(backend, id))?.likeCount;
  const profilesOf = (backend: Backend, uids: string[]) =>
    once<Map<string, Profile>>((next, onError) => backend.watchProfiles(uids, next, onError));

  /** Emails of the members signUp made, for their other tabs. */
  const emails = new Map<Backend, string>();

  async function signUp(backend: Backend, displayName?: string): Promise<AuthUser> {
    const email = freshEmail();
    emails.set(backend, email);
    // As the sign-up form does: the name with the account (the profile then says when they joined).
    await backend.register(email, 'secret1', displayName);
    const user = backend.currentUser();
    if (!user) throw new Error('registered but not signed in');
    return user;
  }

  function publish(
    backend: Backend,
    { title = unique('title'), content = '內容', topic = '生活' } = {},
  ): Promise<string> {
    return backend.publishPost({ title, content, topic }, null);
  }

  /** Publishes `p1` ... `pN` in `topic`, oldest first; returns their ids in that order. */
  async function publishMany(backend: Backend, n: number, topic = '生活') {
    const published: string[] = [];
    for (let i = 1; i <= n; i++) published.push(await publish(backend, { title: `p${i}`, topic }));
    return published;
  }

  return {
    newTopic,
    tabOf,
    pacedMember,
    once,
    record,
    posts,
    cursorAt,
    post,
    comments,
    marks,
    likeCount,
    profilesOf,
    signUp,
    publish,
    publishMany,
  };
}
