/** Where Login / Logout should come back to; the sign-in pages pass on their own redirectUrl. */
export function returnPath(pathname: string, search: string): string {
  if (pathname === '/login' || pathname === '/signup') {
    return new URLSearchParams(search).get('redirectUrl') || '/';
  }
  return pathname + search;
}

/** Settings may hold a full address or just the page / handle name. */
export function socialHref(value: string, base: string): string {
  return /^https?:\/\//i.test(value) ? value : `${base}${encodeURIComponent(value.replace(/^@/, ''))}`;
}
