import { describe, expect, it, vi } from 'vitest';
import { BackendError } from '../../src/backend/errors';
import { toBackendError } from '../../src/backend/firebase/firebaseErrors';
import { autoId } from '../../src/backend/core/ids';
import { deferred, lazily, watchWhenReady } from '../../src/backend/core/lazy';
import type { ErrorListener, Listener, Unsubscribe } from '../../src/backend/types';

// The adapter's own plumbing, with no emulator: error mapping, ids, lazy loading.

describe('Firebase error codes', () => {
  it.each([
    ['auth/email-already-in-use', 'email-already-in-use'],
    ['auth/invalid-email', 'invalid-email'],
    ['auth/weak-password', 'weak-password'],
    ['auth/user-not-found', 'user-not-found'],
    ['auth/wrong-password', 'wrong-password'],
    ['auth/invalid-credential', 'invalid-credential'],
    ['auth/invalid-login-credentials', 'invalid-credential'],
    ['auth/requires-recent-login', 'requires-recent-login'],
    ['auth/expired-action-code', 'invalid-action-code'],
    ['auth/invalid-action-code', 'invalid-action-code'],
    ['auth/network-request-failed', 'unavailable'],
    ['permission-denied', 'permission-denied'],
    ['not-found', 'not-found'],
    ['unavailable', 'unavailable'],
    ['unauthenticated', 'unauthenticated'],
    ['storage/unauthorized', 'permission-denied'],
    ['storage/object-not-found', 'not-found'],
    ['auth/something-new', 'unknown'],
  ])('maps %s to %s', (firebase, ours) => {
    const error = toBackendError(Object.assign(new Error('raw'), { code: firebase }));
    expect(error).toBeInstanceOf(BackendError);
    expect(error.code).toBe(ours);
  });

  it('keeps BackendErrors and turns anything else into unknown', () => {
    const own = new BackendError('not-found');
    expect(toBackendError(own)).toBe(own);
    expect(toBackendError(new TypeError('Failed to fetch dynamically imported module')).code).toBe(
      'unknown',
    );
    expect(toBackendError(undefined).code).toBe('unknown');
  });
});

describe('post ids', () => {
  it('look like Firestore auto ids and do not repeat', () => {
    const ids = Array.from({ length: 1000 }, autoId);
    ids.forEach((id) => expect(id).toMatch(/^[A-Za-z0-9]{20}$/));
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('lazy loading', () => {
  it('loads once, and again after a failed load', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue('module');
    const get = lazily(load);
    await expect(get()).rejects.toThrow('offline');
    expect(await Promise.all([get(), get()])).toEqual(['module', 'module']);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('subscribes when ready and unsubscribes on request', async () => {
    const stop = vi.fn();
    const subscribe = vi.fn(() => stop);
    const unsubscribe = watchWhenReady(Promise.resolve('db'), subscribe, undefined);
    await vi.waitFor(() => expect(subscribe).toHaveBeenCalledWith('db'));
    unsubscribe();
    expect(stop).toHaveBeenCalledTimes(1);
  });

  it('never subscribes when unsubscribed before the load completes', async () => {
    let finish!: (value: string) => void;
    const ready = new Promise<string>((resolve) => (finish = resolve));
    const subscribe = vi.fn(() => () => {});
    const unsubscribe = watchWhenReady(ready, subscribe, undefined);
    unsubscribe();
    finish('db');
    // watchWhenReady reacted to `ready` before this test did: by now it has decided.
    await ready;
    expect(subscribe).not.toHaveBeenCalled();
  });

  it('reports a failed load or subscription to the error listener', async () => {
    const onError = vi.fn();
    watchWhenReady(Promise.reject(new Error('chunk')), () => () => {}, onError);
    watchWhenReady(
      Promise.resolve('db'),
      () => {
        throw new Error('bad query');
      },
      onError,
    );
    await vi.waitFor(() => expect(onError).toHaveBeenCalledTimes(2));
  });
});

/** A concern as deferred stands in for it: a call and two live reads. */
interface Concern {
  setLike(postId: string, on: boolean): Promise<string>;
  watchPost(id: string, callback: Listener<string>, onError?: ErrorListener): Unsubscribe;
  watchComments(
    postId: string,
    callback: Listener<string>,
    onError?: ErrorListener,
    newest?: number,
  ): Unsubscribe;
}

describe('methods that wait for their chunk (deferred)', () => {
  const chunk = (): Concern => ({
    setLike: async (postId, on) => `${postId}:${on}`,
    watchPost: (id, callback) => {
      callback(id, { stale: false });
      return () => {};
    },
    watchComments: (postId, callback, onError, newest) => {
      onError?.(Object.assign(new Error('raw'), { code: 'permission-denied' }));
      callback(`${postId}:${newest}`, { stale: false });
      return () => {};
    },
  });
  const over = (load: () => Promise<Concern>) =>
    deferred<Concern>(async (name) => (await load())[name as keyof Concern], toBackendError);

  it('forward a call once loaded; a failed load is a BackendError, and is tried again', async () => {
    const load = vi
      .fn<() => Promise<Concern>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(chunk());
    const concern = over(lazily(load));
    const failed = await concern.setLike('p1', true).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(BackendError);
    expect(await concern.setLike('p1', true)).toBe('p1:true');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("report a failed load to a live read's error listener, as a BackendError", async () => {
    const concern = over(() => Promise.reject(new Error('chunk')));
    const onError = vi.fn();
    concern.watchPost('p1', () => {}, onError);
    await vi.waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(onError.mock.calls[0]?.[0]).toBeInstanceOf(BackendError);
  });

  it('never subscribe a live read unsubscribed before its chunk has loaded', async () => {
    let finish!: (loaded: Concern) => void;
    const loaded = new Promise<Concern>((resolve) => (finish = resolve));
    const callback = vi.fn();
    over(() => loaded).watchPost('p1', callback)();
    finish(chunk());
    await loaded;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(callback).not.toHaveBeenCalled();
  });

  it("pass a live read's arguments on, its error listener (after the callback) hearing BackendErrors", async () => {
    const onError = vi.fn();
    const callback = vi.fn();
    over(async () => chunk()).watchComments('p1', callback, onError, 20);
    await vi.waitFor(() => expect(callback).toHaveBeenCalledWith('p1:20', { stale: false }));
    expect(onError.mock.calls[0]?.[0]).toMatchObject({ code: 'permission-denied' });
    expect(onError.mock.calls[0]?.[0]).toBeInstanceOf(BackendError);
  });

  it('give the same method each time it is read, as a plain object does', () => {
    const concern = over(async () => chunk());
    expect(concern.setLike).toBe(concern.setLike);
    expect(concern.watchPost).toBe(concern.watchPost);
  });

  it('answer what is looked up on any object as a plain object does, loading nothing', () => {
    const load = vi.fn(async () => chunk());
    const concern = over(load);
    expect(String(concern)).toBe('[object Object]');
    expect(JSON.stringify(concern)).toBe('{}');
    expect('then' in concern && concern.then).toBeFalsy();
    expect(load).not.toHaveBeenCalled();
  });
});
