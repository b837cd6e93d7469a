import type { FirebaseApp } from 'firebase/app';
import {
  getToken,
  initializeAppCheck,
  ReCaptchaEnterpriseProvider,
  type AppCheck,
} from 'firebase/app-check';

/**
 * App Check: Firestore and Storage (with enforcement on in the console) then serve only this site's
 * pages, which bounds what a script holding the web API key can do. Loaded as its own chunk, only when
 * a site key is configured, next to the Firestore chunk rather than before the first paint.
 */
export function startAppCheck(app: FirebaseApp, siteKey: string): AppCheck {
  return initializeAppCheck(app, {
    provider: new ReCaptchaEnterpriseProvider(siteKey),
    isTokenAutoRefreshEnabled: true,
  });
}

/**
 * The header the SDKs send App Check's token in, for a request made without them (firstPage.ts). A
 * failed attestation still gives a token (a placeholder the server refuses), as the SDKs send it.
 */
export async function appCheckHeaders(appCheck: AppCheck): Promise<Record<string, string>> {
  const { token } = await getToken(appCheck);
  return { 'X-Firebase-AppCheck': token };
}
