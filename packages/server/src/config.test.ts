import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      DATA_DIR: './data',
      SEED: 'demo',
      SITE_NAME: 'Darts League',
      SIGN_IN_LIMIT_PER_MINUTE: 10,
      DIVISION_DATA_CACHE_MB: 32,
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SITE_MENU_BEFORE).toEqual([]);
  });

  it('reads every setting', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://u:p@db/league',
      REDIS_URL: 'redis://cache:6379',
      PUBLIC_URL: 'https://darts.example.org',
      ADMIN_EMAIL: 'sec@example.org',
      ADMIN_PASSWORD: 'long enough',
      SEED: 'none',
      SITE_MENU_AFTER: '[{"text":"Shop","url":"https://shop.example.org"}]',
      SIGN_IN_LIMIT_PER_MINUTE: '500',
      DIVISION_DATA_CACHE_MB: '8',
    });
    expect(config).toMatchObject({
      PORT: 8080,
      SEED: 'none',
      REDIS_URL: 'redis://cache:6379',
      SIGN_IN_LIMIT_PER_MINUTE: 500,
      DIVISION_DATA_CACHE_MB: 8,
    });
    expect(config.SITE_MENU_AFTER).toEqual([{ text: 'Shop', url: 'https://shop.example.org' }]);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', REDIS_URL: '  ' }).DATABASE_URL).toBeUndefined();
  });

  it('lists every bad value with a clear message, one per line', () => {
    let message = '';
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        REDIS_URL: 'http://cache',
        SEED: 'lots',
        SITE_MENU_BEFORE: '{"text":1}',
        ADMIN_EMAIL: 'boss',
        ADMIN_PASSWORD: 'short',
        SIGN_IN_LIMIT_PER_MINUTE: '0',
      });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    const lines = message.split('\n');
    expect(lines[0]).toBe('Invalid configuration:');
    expect(lines).toContain(
      '  DATABASE_URL: must be a postgres:// URL, or sqlite:<file path>; leave it unset for an SQLite file in DATA_DIR',
    );
    expect(lines).toContain('  REDIS_URL: must be a redis:// or rediss:// URL');
    expect(lines).toContain('  SEED: must be "demo" or "none"');
    expect(lines).toContain('  SITE_MENU_BEFORE: must be a JSON list of {"text": "...", "url": "..."} items');
    expect(lines).toContain('  ADMIN_EMAIL: must be an email address');
    expect(lines).toContain('  ADMIN_PASSWORD: must be at least 8 characters');
    expect(lines.some((l) => l.startsWith('  PORT: '))).toBe(true);
    expect(lines).toContain('  SIGN_IN_LIMIT_PER_MINUTE: must be a whole number from 1 to 100000');
  });

  it('trusts no proxy unless TRUST_PROXY lists its addresses or ranges', () => {
    expect(loadConfig({}).TRUST_PROXY).toBeUndefined();
    expect(loadConfig({ TRUST_PROXY: ' ' }).TRUST_PROXY).toBeUndefined();
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, ::1,loopback, 192.168.1.7' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '::1',
      'loopback',
      '192.168.1.7',
    ]);
    for (const bad of ['true', '2', '10.0.0.0/33', 'proxy.internal']) {
      expect(() => loadConfig({ TRUST_PROXY: `127.0.0.1, ${bad}` })).toThrow(
        `TRUST_PROXY: must be a comma list of the proxies' addresses or CIDR ranges (e.g. 10.0.0.0/8, ::1, loopback); not ${bad}`,
      );
    }
  });

  it('opens no metrics port unless METRICS_PORT is set; it listens on this machine unless METRICS_HOST says otherwise', () => {
    expect(loadConfig({}).METRICS_PORT).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: ' ' }).METRICS_PORT).toBeUndefined();
    expect(loadConfig({}).METRICS_HOST).toBe('127.0.0.1');
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' })).toMatchObject({
      METRICS_PORT: 9464,
      METRICS_HOST: '0.0.0.0',
    });
    // Both on any free port: not the same one.
    expect(loadConfig({ PORT: '0', METRICS_PORT: '0' }).METRICS_PORT).toBe(0);
  });

  it('refuses a METRICS_PORT that is not a port, or is PORT', () => {
    for (const bad of ['metrics', '65536', '-1', '94.5']) {
      expect(() => loadConfig({ METRICS_PORT: bad })).toThrow(
        'Invalid configuration:\n  METRICS_PORT: must be the metrics port, a whole number from 1 to 65535 (0: any free port)',
      );
    }
    expect(() => loadConfig({ PORT: '8080', METRICS_PORT: '8080' })).toThrow(
      'Invalid configuration:\n  METRICS_PORT: must differ from PORT (8080): the metrics port is a second listener of its own',
    );
    expect(() => loadConfig({ METRICS_PORT: '3000' })).toThrow(
      /METRICS_PORT: must differ from PORT \(3000\)/,
    );
  });

  it('needs ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'boss@example.org' })).toThrow(
      /ADMIN_EMAIL and ADMIN_PASSWORD must be set together/,
    );
  });
});
