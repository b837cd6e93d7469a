/// <reference types="vite-plugin-pwa/vanillajs" />
import { registerSW } from 'virtual:pwa-register';

/**
 * Registers the service worker that keeps the app shell (vite.config.ts, appShell): a new version
 * takes over by itself (autoUpdate), the next time the site is loaded. Loaded by main.tsx once the
 * page has settled, as a chunk of its own: nothing of it is on the first card's path.
 */
export function registerServiceWorker(): void {
  void registerSW({ immediate: true });
}
