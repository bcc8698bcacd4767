// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { envelope, fakeFetch } from '#web/test/fakeFetch';
import { ApiError, command, http, invalidateCacheOnNextRequest, request } from './client';

describe('api client', () => {
  it('sends the page address, cookies and JSON bodies', async () => {
    const api = fakeFetch({ 'POST /api/Thing': { body: { ok: true } } });
    await expect(http.post('/api/Thing', { a: 1 })).resolves.toEqual({ ok: true });
    const [call] = api.calls;
    expect(call?.headers['x-ui-url']).toBe(window.location.href);
    expect(call?.headers['content-type']).toBe('application/json');
    expect(call?.credentials).toBe('include');
    expect(call?.body).toEqual({ a: 1 });
  });

  it('resolves 204 as null', async () => {
    fakeFetch({ 'GET /api/Account': { status: 204 } });
    await expect(http.get('/api/Account')).resolves.toBeNull();
  });

  it('turns an error envelope into an ApiError with status, errors, warnings and messages', async () => {
    fakeFetch({
      'PUT /api/Thing': {
        status: 409,
        body: envelope(null, { errors: ['Stale'], warnings: ['W'], messages: ['M'] }),
      },
    });
    const error = await http.put('/api/Thing', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      message: 'Stale',
      errors: ['Stale'],
      warnings: ['W'],
      messages: ['M'],
    });
  });

  it('treats a failed envelope as an error even with a 200', async () => {
    fakeFetch({ 'POST /api/Cmd': { body: { ...envelope(null), success: false, errors: ['Nope'] } } });
    await expect(command('POST', '/api/Cmd', {})).rejects.toMatchObject({
      message: 'Nope',
      errors: ['Nope'],
    });
  });

  it('describes a non-JSON answer', async () => {
    fakeFetch({ 'POST /api/Thing': () => ({ status: 502 }) });
    const fetch = globalThis.fetch;
    globalThis.fetch = async () =>
      new Response('<html>Bad gateway</html>', {
        status: 502,
        statusText: 'Bad Gateway',
        headers: { 'Content-Type': 'text/html' },
      });
    try {
      const error = (await request('POST', '/api/Thing', { a: 1 }).catch((e: unknown) => e)) as ApiError;
      expect(error.status).toBe(502);
      expect(error.message).toContain(
        'POST /api/Thing -- 502 Bad Gateway (text/html, 24 characters): <html>Bad gateway</html>',
      );
      expect(error.message).toContain('request body: {"a":1}');
    } finally {
      globalThis.fetch = fetch;
    }
  });

  it('adds Cache-Control: no-cache once after the cache is invalidated', async () => {
    const api = fakeFetch({ 'GET /api/Site': { body: {} } });
    invalidateCacheOnNextRequest();
    await http.get('/api/Site');
    await http.get('/api/Site');
    expect(api.calls.map((c) => c.headers['cache-control'])).toEqual(['no-cache', undefined]);
  });

  it('says how old the page’s data is while answers come kept (no signal), and stops once one comes fresh', async () => {
    const keptAt = String(Date.now() - 12 * 60_000);
    let signal = false;
    fakeFetch({
      'GET /api/Site': () =>
        signal ? { body: { fresh: true } } : { body: { kept: true }, headers: { 'x-kept-at': keptAt } },
    });
    await expect(http.get('/api/Site')).resolves.toEqual({ kept: true });
    const notice = () => document.getElementById('kept-answers');
    await waitFor(() =>
      expect(notice()?.textContent).toMatch(/^No signal: this page shows what it had 12 minutes ago \(/),
    );
    expect(notice()?.getAttribute('role')).toBe('status');
    signal = true;
    await expect(http.get('/api/Site')).resolves.toEqual({ fresh: true });
    await waitFor(() => expect(notice()).toBeNull());
  });
});
