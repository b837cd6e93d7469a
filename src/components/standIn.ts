/**
 * What the service worker answers for a picture it has not kept when there is no connection
 * (vite.config.ts, appShell's offlinePicture): an empty 1 by 1 px SVG, a picture that loads, so the
 * browser logs no failed request. A picture that loads at that size is taken as none: the component
 * draws its own placeholder (a post's quiet frame, a member's initial).
 */
export function isStandIn(image: HTMLImageElement): boolean {
  return image.naturalWidth === 1 && image.naturalHeight === 1;
}
