import type { Unsubscribe } from '../types';
import { lazily } from './lazy';

/**
 * The adapter's Firestore instance, which a sign-out replaces: the old one is stopped (its cache
 * deleted from the disk by the tab that signed out, so the next person on this browser cannot read
 * the last member's bookmarks or activity from it), and every live read still open is made again on
 * the new one, so that a feed on screen reads on as a visitor's.
 */
export function restartable<T extends { stop(clear: boolean): Promise<void> }>(
  load: () => Promise<T>,
) {
  let current = lazily(load);
  let started = false;
  const lasting = new Set<{ pause(): void; resume(): void }>();
  return {
    instance: () => {
      started = true;
      return current();
    },
    /** A live read, subscribed again on each new instance until it is unsubscribed. */
    keep(subscribe: () => Unsubscribe): Unsubscribe {
      let stop: Unsubscribe | undefined = subscribe();
      const read = {
        pause: () => {
          stop?.();
          stop = undefined;
        },
        resume: () => {
          stop ??= subscribe();
        },
      };
      lasting.add(read);
      return () => {
        lasting.delete(read);
        read.pause();
      };
    },
    /**
     * `clear`: this tab signed out, and deletes the cache; else another tab did, and the SDK has
     * stopped this tab's instance for it. Nothing to do before the instance was first asked for, but
     * the cache an earlier visit left on the disk, which a cleared sign-out loads to delete.
     */
    async restart(clear: boolean) {
      if (!started && !clear) return;
      const old = current;
      // Unsubscribed before the instance stops: a stopped instance refuses even that.
      lasting.forEach((read) => read.pause());
      const stopped = old().then((instance) => instance.stop(clear));
      // A read asked for meanwhile gets the new instance once the old one has stopped and its cache
      // is deleted: opened sooner, the new one's cache raced the deletion (a clean run's offline tier
      // logged ten aborted IndexedDB upgrades after a sign-out).
      current = lazily(() => stopped.then(load, load));
      try {
        await stopped;
      } finally {
        lasting.forEach((read) => read.resume());
      }
    },
  };
}
