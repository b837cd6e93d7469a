import type { FirebaseApp } from 'firebase/app';
import { getToken, initializeAppCheck, ReCaptchaEnterpriseProvider } from 'firebase/app-check';

/**
 * App Check: Firestore and Storage (with enforcement on in the console) then serve only this site's
 * pages, which bounds what a script holding the web API key can do. Loaded as its own chunk, only when
 * a site key is configured: after the first paint, before the feed's first request, which carries its
 * token. Returns the header the SDKs send that token in, for the requests made without them
 * (postFirstPage.ts). A failed attestation still gives a token (a placeholder the server refuses), as
 * the SDKs send it.
 */
export function startAppCheck(
  app: FirebaseApp,
  siteKey: string,
): { headers(): Promise<Record<string, string>> } {
  const appCheck = initializeAppCheck(app, {
    provider: new ReCaptchaEnterpriseProvider(siteKey),
    isTokenAutoRefreshEnabled: true,
  });
  return {
    headers: async () => {
      const { token } = await getToken(appCheck);
      return { 'X-Firebase-AppCheck': token };
    },
  };
}
