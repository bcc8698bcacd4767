import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ACCESS_FLAGS } from '@darts/core/contract/access';
import { DEMO_ADMIN } from '#server/seed/demoData';
import { buildServer } from '../../../scripts/buildServer.mjs';
import { serverNodeArgs } from '../../../scripts/serverCommand.mjs';
import { ApiClient } from './support';

/** Starts the real server process and resolves with its URL once it prints it. */
function startProcess(
  env: Record<string, string>,
  args: string[] = serverNodeArgs(),
): Promise<{ child: ChildProcess; url: string; output: () => string }> {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ child, url: match[1]!, output: () => output });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

describe('the server process', () => {
  const dirs: string[] = [];
  const freshDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'darts-main-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

  it('runs bundled as npm start runs it (docs/decisions/049): migrates, seeds, answers and stops cleanly', async () => {
    const bundle = await buildServer();
    const env = { PORT: '0', HOST: '127.0.0.1', DATA_DIR: freshDir(), SEED: 'demo', LOG_LEVEL: 'silent' };
    const { child, url, output } = await startProcess(env, [bundle]);
    expect(output()).toContain('Demo administrator: admin@demo.league');
    const client = new ApiClient(url);
    const login = await client.post('/api/Account/Login', {
      emailAddress: DEMO_ADMIN.email,
      password: DEMO_ADMIN.password,
    });
    expect(login.status).toBe(200);
    expect((await client.get('/api/Season/')).body.length).toBeGreaterThan(0);
    const stopped = exited(child);
    child.kill('SIGTERM');
    expect(await stopped).toBe(0);
  });

  it('starts on an empty database with SEED=none, creates the administrator, and stops cleanly on SIGTERM', async () => {
    const { child, url, output } = await startProcess({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: freshDir(),
      SEED: 'none',
      ADMIN_EMAIL: 'chair@league.example',
      ADMIN_PASSWORD: 'bullseye-50',
      LOG_LEVEL: 'silent',
    });
    expect(output()).toContain(
      'Administrator chair@league.example created with every access flag but kiosk mode.',
    );
    const client = new ApiClient(url);
    expect((await client.get('/api/Account')).status).toBe(204);
    expect((await client.get('/api/Season/')).body).toEqual([]);
    const login = await client.post('/api/Account/Login', {
      emailAddress: 'chair@league.example',
      password: 'bullseye-50',
    });
    expect(login.status).toBe(200);
    const account = (await client.get('/api/Account')).body;
    // Every flag but kiosk mode, which only changes how the site looks (docs/decisions/021).
    expect(ACCESS_FLAGS.filter((flag) => account.access[flag] !== true)).toEqual(['kioskMode']);

    const exit = exited(child);
    child.kill('SIGTERM');
    expect(await exit).toBe(0);
  });

  it('seeds the demo league on an empty database and prints the demo sign-in', async () => {
    const { child, url, output } = await startProcess({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: freshDir(),
      LOG_LEVEL: 'silent',
    });
    expect(output()).toContain('Demo administrator: admin@demo.league / demo-admin-501');
    expect(output()).toContain(
      "Demo team captains (they enter their team's results): bell@demo.league (The Bell), oak@demo.league (Royal Oak) / demo-captain-501",
    );
    const seasons = (await new ApiClient(url).get('/api/Season/')).body;
    expect(seasons[0].divisions).toHaveLength(2);
    // A captain is The Bell's clerk.
    const captain = new ApiClient(url);
    const login = await captain.post('/api/Account/Login', {
      emailAddress: 'bell@demo.league',
      password: 'demo-captain-501',
    });
    expect(login.status).toBe(200);
    const account = (await captain.get('/api/Account')).body;
    const teams = (await captain.get('/api/Team/')).body as { id: string; name: string }[];
    expect(teams.find((t) => t.id === account.teamId)?.name).toBe('The Bell');
    expect(account.access).toMatchObject({
      inputResults: true,
      recordScoresAsYouGo: true,
      manageScores: false,
    });
    const exit = exited(child);
    child.kill('SIGTERM');
    expect(await exit).toBe(0);
  });

  it('serves metrics on METRICS_PORT and closes that port with the server on SIGTERM', async () => {
    const { child, url, output } = await startProcess({
      PORT: '0',
      HOST: '127.0.0.1',
      METRICS_PORT: '0',
      DATA_DIR: freshDir(),
      SEED: 'none',
      LOG_LEVEL: 'silent',
    });
    const metricsUrl = /Metrics for Prometheus at (http:\/\/127\.0\.0\.1:\d+\/metrics)/.exec(output())?.[1];
    expect(metricsUrl).toBeDefined();
    const client = new ApiClient(url);
    expect((await client.get('/healthz')).status).toBe(200);
    expect((await client.get('/metrics')).status).toBe(404);
    const scraped = await fetch(metricsUrl!);
    expect(scraped.status).toBe(200);
    expect(await scraped.text()).toMatch(/darts_http_request_duration_seconds_count\{[^}]*route="\/healthz"/);
    expect((await fetch(new URL('/readyz', metricsUrl))).status).toBe(404);
    // The scrape's kept-alive connection does not hold the shutdown up (10 s, then exit 1).
    const exit = exited(child);
    child.kill('SIGTERM');
    expect(await exit).toBe(0);
    await expect(fetch(metricsUrl!)).rejects.toThrow();
  });

  it('refuses to start with a clear message per bad setting', async () => {
    const child = spawn(process.execPath, serverNodeArgs(), {
      env: { ...process.env, PORT: 'abc', SEED: 'sometimes', DATA_DIR: freshDir() },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr!.on('data', (c: Buffer) => (stderr += c.toString()));
    expect(await exited(child)).toBe(2);
    expect(stderr).toContain('Invalid configuration:');
    expect(stderr).toContain('SEED: must be "demo" or "none"');
    expect(stderr).toMatch(/PORT: /);
  });
});
