/*
 * A sign-out deletes Firestore's cache from the disk, which the SDK's instances in the member's other
 * tabs were reading: those stop, and each tab loads afresh once the deletion is done (not sooner: an
 * instance opened during it races the deletion's IndexedDB upgrade). The tab that signed out tells the
 * others through a BroadcastChannel; Auth tells them of the sign-out itself, sooner.
 */

const channelName = 'post-wall:signed-out';

/**
 * The page, loaded again where it is (a sign-out has moved it to /posts first: useSignOut.ts); false
 * outside a browser (the contract suite in Node), where there is no page.
 */
export function loadAfresh(): boolean {
  if (typeof location === 'undefined' || typeof document === 'undefined') return false;
  location.reload();
  return true;
}

export function tellOtherTabsSignedOut(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(channelName);
  channel.postMessage('cleared');
  channel.close();
}

/** Loads this page afresh when another tab of the browser has signed out and cleared the cache. */
export function followOtherTabsSignOut(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  new BroadcastChannel(channelName).onmessage = () => loadAfresh();
}
