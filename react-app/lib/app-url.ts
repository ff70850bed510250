import { withBase } from './base-path';

/**
 * The address of an app path or a public file in this build ("/About", "/resume/cv.pdf"), under the
 * base the site was built for (import.meta.env.BASE_URL, from BASE_PATH). Use it for every URL that
 * does not go through React Router (which adds the base itself): plain <a href>, ds-button href,
 * <img src>, <audio src>, links copied for sharing.
 */
export function appUrl(path: string): string {
  return withBase(import.meta.env.BASE_URL, path);
}
