/**
 * The global query flags, read from the query string
 * and the browser's user agent.
 */
export interface BrowserFlags {
  /** `embed=true`: only the content and the error panel. */
  embed: boolean;
  /** `controls=true` or absent shows controls; any other value hides them. */
  controls: boolean;
  mobile: boolean;
  tv: boolean;
  /** A television browser or `widescreen=true`; `widescreen=false` switches it off. */
  widescreen: boolean;
}

/** `?mobile` / `?tv` switch the flag on; `?mobile=false` switches it off even on a phone. */
function queryFlag(query: URLSearchParams, name: string): boolean | undefined {
  if (!query.has(name)) return undefined;
  return query.get(name) !== 'false';
}

export function parseFlags(search: string, userAgent: string): BrowserFlags {
  const query = new URLSearchParams(search);
  const tv = queryFlag(query, 'tv') ?? /\bTV\b|SmartTV|SMART-TV|Web0S|Tizen|AFT[A-Z]|CrKey/.test(userAgent);
  const mobile = queryFlag(query, 'mobile') ?? /Mobi|Android|iPhone|iPad|iPod/i.test(userAgent);
  return {
    embed: query.get('embed') === 'true',
    controls: !query.has('controls') || query.get('controls') === 'true',
    mobile,
    tv,
    // `widescreen=false` is the way back from a television browser's widescreen layout.
    widescreen: query.has('widescreen') ? query.get('widescreen') === 'true' : tv,
  };
}
