import { describe, expect, it } from 'vitest';
import { parseFlags } from './flags';

const desktop =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const phone =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';
const tv =
  'Mozilla/5.0 (Linux; Tizen 6.0) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/4.0 Chrome/76.0 TV Safari/537.36';

describe('parseFlags', () => {
  it('defaults to a desktop page with controls', () => {
    expect(parseFlags('', desktop)).toEqual({
      embed: false,
      controls: true,
      mobile: false,
      tv: false,
      widescreen: false,
    });
  });

  it('reads embed, controls and widescreen from the query', () => {
    expect(parseFlags('?embed=true', desktop).embed).toBe(true);
    expect(parseFlags('?embed=1', desktop).embed).toBe(false);
    expect(parseFlags('?controls=true', desktop).controls).toBe(true);
    expect(parseFlags('?controls=false', desktop).controls).toBe(false);
    expect(parseFlags('?controls=no', desktop).controls).toBe(false);
    expect(parseFlags('?widescreen=true', desktop).widescreen).toBe(true);
  });

  it('takes mobile and tv from the browser or the query', () => {
    expect(parseFlags('', phone).mobile).toBe(true);
    expect(parseFlags('?mobile', desktop).mobile).toBe(true);
    expect(parseFlags('?mobile=false', phone).mobile).toBe(false);
    expect(parseFlags('', tv)).toMatchObject({ tv: true, widescreen: true });
    expect(parseFlags('?tv', desktop)).toMatchObject({ tv: true, widescreen: true });
  });

  it('lets a television browser go back to the standard layout with widescreen=false', () => {
    expect(parseFlags('?widescreen=false', tv)).toMatchObject({ tv: true, widescreen: false });
    expect(parseFlags('?widescreen=false', desktop).widescreen).toBe(false);
  });
});
