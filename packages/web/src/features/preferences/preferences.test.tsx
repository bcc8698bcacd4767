import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getPreference,
  parsePreferences,
  rawPreferencesCookie,
  serialisePreferencesCookie,
  upsertPreference,
} from './preferences';
import { usePreference } from './usePreference';

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

describe('preferences cookie', () => {
  beforeEach(clearCookies);
  afterEach(() => {
    clearCookies();
    vi.useRealTimers();
  });

  it('writes one JSON cookie for a year on path / with SameSite=None, Partitioned and Secure', () => {
    const now = new Date('2025-01-01T00:00:00Z');
    const cookie = serialisePreferencesCookie({ 'sayg-style': 'sayg-black' }, { secure: true, now });
    expect(cookie).toBe(
      'preferences=%7B%22sayg-style%22%3A%22sayg-black%22%7D; expires=Thu, 01 Jan 2026 00:00:00 GMT; path=/; ' +
        'SameSite=None; Partitioned; Secure',
    );
    // Browsers drop SameSite=None cookies that are not Secure, so plain http pages use Lax.
    expect(serialisePreferencesCookie({}, { secure: false, now })).toBe(
      'preferences=%7B%7D; expires=Thu, 01 Jan 2026 00:00:00 GMT; path=/; SameSite=Lax',
    );
  });

  it('round-trips preferences through document.cookie, keeping other keys', () => {
    upsertPreference('sayg-style', 'sayg-black');
    upsertPreference('favouriteTeamIds', ['a', 'b']);

    expect(getPreference('sayg-style')).toBe('sayg-black');
    expect(getPreference('favouriteTeamIds')).toEqual(['a', 'b']);
    expect(parsePreferences(rawPreferencesCookie(document.cookie))).toEqual({
      'sayg-style': 'sayg-black',
      favouriteTeamIds: ['a', 'b'],
    });

    upsertPreference('sayg-style', undefined);
    expect(getPreference('sayg-style')).toBeUndefined();
    expect(getPreference('favouriteTeamIds')).toEqual(['a', 'b']);
  });

  it('treats a missing or corrupt cookie as no preferences', () => {
    expect(parsePreferences(null)).toEqual({});
    expect(parsePreferences('%7Bnot json')).toEqual({});
    expect(parsePreferences(encodeURIComponent('[1,2]'))).toEqual({});
  });

  it('usePreference re-renders on its own changes and notices changes made elsewhere within 300 ms', async () => {
    vi.useFakeTimers();
    function Style() {
      const [style, setStyle] = usePreference('sayg-style');
      return (
        <button type="button" onClick={() => setStyle(style === 'sayg-black' ? 'sayg-white' : 'sayg-black')}>
          {style ?? 'none'}
        </button>
      );
    }
    render(<Style />);
    expect(screen.getByRole('button').textContent).toBe('none');

    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button').textContent).toBe('sayg-black');

    // Another tab (or an embedded frame) writes the cookie directly.
    document.cookie = serialisePreferencesCookie({ 'sayg-style': 'sayg-white' }, { secure: false });
    expect(screen.getByRole('button').textContent).toBe('sayg-black');
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(screen.getByRole('button').textContent).toBe('sayg-white');
  });
});
