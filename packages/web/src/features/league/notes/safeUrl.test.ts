import { describe, expect, it } from 'vitest';
import { safeUrl } from './safeUrl';

describe('safeUrl', () => {
  it.each([
    'https://example.com',
    'http://x.org/a?b=c',
    'mailto:sec@league.org',
    'irc://irc.libera.chat/darts',
    'ircs://x',
    'xmpp:me@x.org',
    '/score/1',
    '#top',
    'page?x=a:b',
  ])('keeps %s', (url) => expect(safeUrl(url)).toBe(url));

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,hi',
    'vbscript:x',
    'file:///etc/passwd',
  ])('drops %s', (url) => expect(safeUrl(url)).toBe(''));
});
