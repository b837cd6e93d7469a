import type { FirebaseApp } from 'firebase/app';
import { initializeAppCheck, ReCaptchaEnterpriseProvider } from 'firebase/app-check';

/**
 * App Check: Firestore and Storage (with enforcement on in the console) then serve only this site's
 * pages, which bounds what a script holding the web API key can do. Loaded as its own chunk, only when
 * a site key is configured, next to the Firestore chunk rather than before the first paint.
 */
export function startAppCheck(app: FirebaseApp, siteKey: string): void {
  initializeAppCheck(app, {
    provider: new ReCaptchaEnterpriseProvider(siteKey),
    isTokenAutoRefreshEnabled: true,
  });
}
