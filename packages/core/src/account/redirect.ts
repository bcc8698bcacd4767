/**
 * Only same-origin paths are honoured as redirect targets: a single leading slash, no scheme,
 * no protocol-relative `//host`, no backslash tricks and no control characters. Anything else
 * falls back to `/`. Characters outside printable ASCII are percent-encoded as UTF-8 (`/Überliga`
 * becomes `/%C3%9Cberliga`), so the path can go in a `Location` header as it is.
 */
export function safeRedirectPath(redirectUrl: string | undefined | null): string {
  if (!redirectUrl) return '/';
  if (!redirectUrl.startsWith('/')) return '/';
  if (redirectUrl.startsWith('//') || redirectUrl.startsWith('/\\')) return '/';
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  if (/[\u0000-\u001f\u007f-\u009f]/.test(redirectUrl)) return '/';
  try {
    return redirectUrl.replace(/[^\x21-\x7e]+/g, (run: string) => encodeURIComponent(run));
  } catch {
    return '/'; // a lone surrogate: not text a browser sent
  }
}

export { PASSWORD_MIN_LENGTH } from './password';
