/**
 * Only same-origin paths are honoured as redirect targets: a single leading slash, no scheme,
 * no protocol-relative `//host` and no backslash tricks. Anything else falls back to `/`.
 */
export function safeRedirectPath(redirectUrl: string | undefined | null): string {
  if (!redirectUrl) return '/';
  if (!redirectUrl.startsWith('/')) return '/';
  if (redirectUrl.startsWith('//') || redirectUrl.startsWith('/\\')) return '/';
  if (/[\r\n\t]/.test(redirectUrl)) return '/';
  return redirectUrl;
}

export const PASSWORD_MIN_LENGTH = 8;
