/*
 * Links in rendered Markdown are limited to http, https, irc, ircs, mailto and xmpp. Addresses
 * without a protocol (relative links, fragments) stay, as react-markdown's
 * own default does; anything else becomes '' and is then shown as plain text, not as a link.
 */
export const SAFE_PROTOCOLS = ['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp'] as const;

export function safeUrl(url: string): string {
  const value = url.trim();
  const colon = value.indexOf(':');
  // No protocol when there is no colon, or a path, query or fragment starts before it.
  const cut = [value.indexOf('/'), value.indexOf('?'), value.indexOf('#')].filter((i) => i !== -1);
  if (colon === -1 || cut.some((i) => i < colon)) return value;
  const protocol = value.slice(0, colon).toLowerCase();
  return (SAFE_PROTOCOLS as readonly string[]).includes(protocol) ? value : '';
}

/** The elements a note may render (GFM tables, task lists and strike-through included); no images or raw HTML. */
export const NOTE_ELEMENTS = [
  'p',
  'br',
  'hr',
  'a',
  'strong',
  'em',
  'del',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'input',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'section',
  'sup',
  'sub',
];
